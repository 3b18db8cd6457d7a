// The scripts' server tests start their servers on a free loopback port.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  origin: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts `server` on 127.0.0.1 and a free port; `close` ends its connections and stops it. */
export async function listen(server: http.Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
