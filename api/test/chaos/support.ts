// What the chaos tests share: a store of their own (a PGlite folder, or a new PostgreSQL database)
// and the API started from its sources as a child process that a test may kill with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db';
import type { Database } from '../../src/db/types';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

import { freePort } from '../../src/testing/freePort';

export { freePort };

export interface Store {
  open(): Promise<Database>;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function makeStore(kind: 'pglite' | 'postgres', label: string): Promise<Store> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portail-${label}-`));
    return { open: () => openDatabase({ dataDir: dir }), env: { DATA_DIR: dir }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  // A connection for each statement: the server may be restarted in between (pg-restart.chaos.ts).
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    c.on('error', () => undefined);
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const name = `${label}_${process.pid}_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: url.href }),
    env: { DATABASE_URL: url.href },
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  output(): string;
}

/** The API in the child process itself (tsx as a loader: a SIGKILL leaves nothing running), one process. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG: '0',
      SEED_COMPANIES: '0',
      RATE_LIMIT_MAX: '0',
      PORT_BASE: '0',
      NODE_ENV: 'test',
      API_PROCESSES: '1',
      ...env,
      PORT: String(port),
      OUTBOX_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  return { child, port, origin: `http://127.0.0.1:${port}`, output: () => output };
}

export function alive(api: ApiProcess): boolean {
  return api.child.exitCode === null && api.child.signalCode === null;
}

export async function waitReady(api: ApiProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(api)) throw new Error(`API exited: ${api.output()}`);
    if (await fetch(`${api.origin}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API not ready: ${api.output()}`);
}

export async function stopApi(api: ApiProcess, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (!alive(api)) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill(signal);
  await exited;
}
