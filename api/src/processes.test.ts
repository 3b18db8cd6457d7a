import { readFileSync } from 'node:fs';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { testBackends } from './testing/databases';
import { apiProcessesFromEnv, poolPerProcess, restartDelay, sharedStoreWarning } from './processes';
import { freePort } from './testing/freePort';

const ROOT = path.resolve(__dirname, '..', '..');

/** Process ids below `root` (at any depth: the runner may start the API through a loader). */
function descendants(root: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const below = (parent: number): number[] => table.filter(([, ppid]) => ppid === parent).flatMap(([pid]) => [pid, ...below(pid)]);
  return below(root);
}

/** The cluster's workers below `root`: node:cluster gives each one NODE_UNIQUE_ID in its environment. */
function clusterWorkers(root: number): number[] {
  return descendants(root).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').some((v) => v.startsWith('NODE_UNIQUE_ID='));
    } catch {
      return false;
    }
  });
}

describe('API_PROCESSES', () => {
  it('defaults to one process, and to one per core with PostgreSQL in production', () => {
    expect(apiProcessesFromEnv({}, 8)).toEqual({ count: 1, problem: null });
    expect(apiProcessesFromEnv({ NODE_ENV: 'production' }, 8)).toEqual({ count: 1, problem: null });
    expect(apiProcessesFromEnv({ DATABASE_URL: 'postgres://h/db' }, 8)).toEqual({ count: 1, problem: null });
    expect(apiProcessesFromEnv({ DATABASE_URL: 'postgres://h/db', NODE_ENV: 'production' }, 8)).toEqual({ count: 8, problem: null });
    expect(apiProcessesFromEnv({ DATABASE_URL: 'postgres://h/db', NODE_ENV: 'production', API_PROCESSES: ' ' }, 4)).toEqual({ count: 4, problem: null });
  });

  it('takes a positive whole number', () => {
    expect(apiProcessesFromEnv({ DATABASE_URL: 'postgres://h/db', API_PROCESSES: '3' }, 8)).toEqual({ count: 3, problem: null });
    expect(apiProcessesFromEnv({ API_PROCESSES: '1' }, 8)).toEqual({ count: 1, problem: null });
    for (const bad of ['0', '-2', '1.5', 'deux', '2x']) {
      const r = apiProcessesFromEnv({ DATABASE_URL: 'postgres://h/db', API_PROCESSES: bad }, 8);
      expect(r.count).toBe(0);
      expect(r.problem).toBe(`API_PROCESSES doit être un nombre entier de processus, au moins 1 (valeur reçue : « ${bad} »).`);
    }
  });

  it('refuses several processes on the embedded PGlite store', () => {
    expect(apiProcessesFromEnv({ API_PROCESSES: '2' }, 8).problem).toBe(
      'API_PROCESSES=2 demande plusieurs processus, mais la base embarquée (PGlite) ne peut être ouverte que par un seul : définissez DATABASE_URL (PostgreSQL) ou API_PROCESSES=1.',
    );
  });

  it('warns when several processes have no shared store, sizes the pools and backs off restarts', () => {
    expect(sharedStoreWarning(1, undefined)).toBeNull();
    expect(sharedStoreWarning(4, 'redis://r:6379')).toBeNull();
    expect(sharedStoreWarning(4, undefined)).toContain('4 fois plus lâches');
    expect([1, 2, 4, 8, 64].map(poolPerProcess)).toEqual([10, 10, 10, 8, 2]);
    expect([1, 2, 3, 6, 7, 20].map(restartDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000, 30_000]);
  });
});

/** One request on a connection of its own (the primary hands each connection to a worker in turn). */
function health(port: number): Promise<{ status: number; worker: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: res.headers['x-api-worker'] as string | undefined }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe.each(testBackends())('the API started with API_PROCESSES=2 on %s', (kind) => {
  jest.setTimeout(180_000);
  let child: ChildProcess | undefined;
  let output = '';
  let dispose = async () => {};
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await dispose();
  });

  const start = (env: Record<string, string>) => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env, API_PROCESSES: '2', LOG: '0', SEED_COMPANIES: '0', RATE_LIMIT_MAX: '0', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    return child;
  };

  if (kind === 'pglite') {
    it('refuses to start, in French', async () => {
      const api = start({ DATABASE_URL: '', DATA_DIR: path.join(ROOT, '.data', `jamais-${process.pid}`) });
      expect(await exited(api)).toBe(1);
      expect(output).toContain('la base embarquée (PGlite) ne peut être ouverte que par un seul');
    });
    return;
  }

  it('answers from two workers on one port, starts again one that dies, and stops them all', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `processus_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    dispose = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const port = await freePort();
    const api = start({ DATABASE_URL: url.href, PORT: String(port), HOST: '127.0.0.1', OUTBOX_PORT: String(await freePort()), ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}) });

    const workers = new Set<string>();
    const seen = async (count: number) => {
      const deadline = Date.now() + 70_000;
      while (workers.size < count && Date.now() < deadline) {
        if (api.exitCode !== null) throw new Error(`API exited: ${output}`);
        const r = await health(port).catch(() => null);
        if (r?.status === 200 && r.worker) workers.add(r.worker);
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (workers.size < count) throw new Error(`workers seen: ${[...workers].join(', ')}; output: ${output}`);
    };
    await seen(2);
    expect([...workers].sort()).toEqual(['1', '2']);

    // A worker killed outright is replaced by a third one.
    const pids = clusterWorkers(api.pid!);
    expect(pids).toHaveLength(2);
    process.kill(pids[0]!, 'SIGKILL');
    await seen(3);
    expect(workers.has('3')).toBe(true);

    api.kill('SIGTERM');
    expect(await exited(api)).toBe(0);
    // No worker is left holding the port.
    await expect(health(port)).rejects.toThrow();
  });
});
