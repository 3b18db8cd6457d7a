// How many API processes serve HTTP (API_PROCESSES), and the primary that keeps them running.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

export type ProcessCount = { count: number; problem: null } | { count: 0; problem: string };

/**
 * API_PROCESSES, or its default: one process on the embedded PGlite store (which one process
 * must own) and outside production; one per core with PostgreSQL (DATABASE_URL) in production.
 */
export function apiProcessesFromEnv(env: NodeJS.ProcessEnv, cores: number = availableParallelism()): ProcessCount {
  const raw = env.API_PROCESSES?.trim();
  if (!raw) return { count: env.DATABASE_URL && env.NODE_ENV === 'production' ? Math.max(1, cores) : 1, problem: null };
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    return { count: 0, problem: `API_PROCESSES doit être un nombre entier de processus, au moins 1 (valeur reçue : « ${raw} »).` };
  }
  if (n > 1 && !env.DATABASE_URL) {
    return {
      count: 0,
      problem: `API_PROCESSES=${n} demande plusieurs processus, mais la base embarquée (PGlite) ne peut être ouverte que par un seul : définissez DATABASE_URL (PostgreSQL) ou API_PROCESSES=1.`,
    };
  }
  return { count: n, problem: null };
}

/** Said at start when several processes count their limits each on its own (no REDIS_URL). */
export function sharedStoreWarning(count: number, redisUrl: string | undefined): string | null {
  if (count <= 1 || redisUrl) return null;
  return `Attention : ${count} processus sans REDIS_URL, chacun compte ses limites de requêtes et de connexion pour lui seul (elles sont ${count} fois plus lâches).`;
}

/**
 * Connections per process to PostgreSQL: 10 as in one process, fewer when many processes share
 * the server's default of 100 connections (about 80 for the API, the primary included).
 */
export function poolPerProcess(count: number): number {
  return Math.min(10, Math.max(2, Math.floor(80 / (count + 1))));
}

/** The wait before a worker that died is started again: doubling from 0.5 s up to 30 s, reset after a minute of life. */
export function restartDelay(recentFailures: number): number {
  return Math.min(30_000, 500 * 2 ** Math.min(recentFailures, 6));
}

export interface Workers {
  /** Asks every worker to stop (SIGTERM) and resolves once all have exited, or after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Forks `count` workers (this same script) and starts again, with a growing wait, one that dies. */
export function forkWorkers(count: number, log: (m: string) => void): Workers {
  let stopping = false;
  let failures = 0;
  const started = new Map<number, number>();
  const fork = () => {
    const w = cluster.fork();
    started.set(w.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) return;
    failures = lived > 60_000 ? 0 : failures + 1;
    const delay = restartDelay(failures);
    log(`processus ${worker.process.pid} arrêté (${signal ?? `code ${code}`}) : relancé dans ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });
  for (let i = 0; i < count; i += 1) fork();
  return {
    async stop(timeoutMs = 10_000) {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      await Promise.race([
        Promise.all(
          alive.map(
            (w) =>
              new Promise<void>((resolve) => {
                w.once('exit', () => resolve());
                w.process.kill('SIGTERM');
              }),
          ),
        ),
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]);
    },
  };
}
