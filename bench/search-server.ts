// The API over the benchmark's PostgreSQL corpus, in processes of its own, so that the load
// generator does not share the API's event loop. BENCH_API_PROCESSES (default 1) processes share
// one port through node:cluster, as API_PROCESSES runs the API (api/src/processes.ts), each with
// the pool that setting gives it. Prints "PORT=<n>" once every process listens.
import cluster from 'node:cluster';
import net from 'node:net';
import { openPostgres } from '../api/src/db/postgres';
import { buildApp } from '../api/src/app';
import { forkWorkers, poolPerProcess } from '../api/src/processes';

const PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? '1');

async function serve(port: number): Promise<void> {
  const url = process.env.BENCH_PG_URL;
  const schema = process.env.BENCH_SCHEMA;
  if (!url || !schema) throw new Error('BENCH_PG_URL et BENCH_SCHEMA sont requis');
  const db = await openPostgres(url, { schema, max: PROCESSES > 1 ? poolPerProcess(PROCESSES) : 16 });
  const app = await buildApp({ db, rateLimit: false, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (PROCESSES === 1) console.log(`PORT=${typeof address === 'object' && address ? address.port : 0}`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** A port free right now, for the workers to share. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function main() {
  if (PROCESSES === 1) return serve(0);
  if (cluster.isWorker) return serve(Number(process.env.BENCH_PORT));
  const port = await freePort();
  process.env.BENCH_PORT = String(port);
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === PROCESSES) console.log(`PORT=${port}`);
  });
  const workers = forkWorkers(PROCESSES, (m) => console.error(m));
  const stop = async () => {
    await workers.stop();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
