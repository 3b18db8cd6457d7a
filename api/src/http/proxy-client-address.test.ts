// The API behind a shell's server, as `npm start` and the containers run them: each visitor has a
// rate-limit budget of their own, keyed on the address the shell forwards, and a visitor cannot
// pick that address.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../../../scripts/serve.ts';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import type { Database } from '../db/types';

jest.setTimeout(60_000);

function get(port: number, target: string, o: { localAddress: string; headers?: http.OutgoingHttpHeaders }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, localAddress: o.localAddress, headers: o.headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('client address through the shell proxy', () => {
  let db: Database;
  let app: FastifyInstance;
  let shell: http.Server;
  let shellPort: number;
  let root: string;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    app = await buildApp({ db, rateLimit: { max: 5, timeWindow: 60_000 }, trustProxy: ['127.0.0.1'] });
    const apiOrigin = await app.listen({ host: '127.0.0.1', port: 0 });
    root = mkdtempSync(path.join(tmpdir(), 'shell-root-'));
    shell = createStaticServer({ root, spa: true, proxy: { '/api': apiOrigin } });
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    shellPort = (shell.address() as AddressInfo).port;
  });

  afterAll(async () => {
    if (shell) {
      shell.closeAllConnections();
      await new Promise<void>((resolve) => shell.close(() => resolve()));
    }
    await app?.close();
    await db?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('gives each visitor a budget of their own, which a forged X-Forwarded-For does not renew', async () => {
    const a = { localAddress: '127.0.0.2' };
    const b = { localAddress: '127.0.0.3' };
    for (let i = 0; i < 5; i++) expect(await get(shellPort, '/api/health', a)).toBe(200);
    expect(await get(shellPort, '/api/health', a)).toBe(429);
    // The shell replaces what the visitor wrote with the address it connected from.
    expect(await get(shellPort, '/api/health', { ...a, headers: { 'x-forwarded-for': '9.9.9.9' } })).toBe(429);
    expect(await get(shellPort, '/api/health', b)).toBe(200);
  });
});
