import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, TransactionOptions } from './types';
import { SESSION_SETTINGS } from './settings';

export interface PgliteDatabase extends Database {
  /** Writes the whole store to `file`, for `openPglite(undefined, { image: file })` to start from. */
  saveImage(file: string): Promise<void>;
}

type Reply = { id: number; rows?: unknown[]; flushed?: number; error?: Record<string, unknown> & { message: string } };

export class DatabaseError extends Error {
  code?: string;
  detail?: string;
  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    Object.assign(this, fields);
  }
}

/**
 * Embedded PostgreSQL (PGlite, WASM) in a worker thread. `dataDir` undefined = in memory.
 * PGlite has a single connection, so calls are serialised here; a transaction holds the lock
 * until it ends, and statements from other callers wait rather than interleave with it.
 *
 * Durability: PGlite writes its files through Node's fs, so a commit is in the operating system's
 * cache when it returns and survives a crash of the process (kill -9). But its PostgreSQL runs with
 * fsync off and its fsync calls do nothing: a crash of the machine could lose recent commits. A
 * durable transaction therefore ends with `flushLog`, which fsyncs the write-ahead log segments the
 * commit went to, from outside the WASM runtime.
 *
 * `image`: a file written by `saveImage`; the new store starts with its contents.
 */
export async function openPglite(dataDir?: string, opts: { image?: string } = {}): Promise<PgliteDatabase> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), {
    workerData: { dataDir, image: opts.image, wordSimilarityThreshold: Number(SESSION_SETTINGS.find(([k]) => k === 'pg_trgm.word_similarity_threshold')?.[1] ?? 0.5) },
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: unknown) => void }>();
  let failure: unknown = null;
  worker.on('message', (r: Reply) => {
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    p.resolve(r);
  });
  const failAll = (e: unknown) => {
    failure = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (${code})`)));

  const call = (msg: Record<string, unknown>): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...msg, id });
    }).then((r) => {
      if (r.error) throw new DatabaseError(r.error);
      return r;
    });
  };

  // A promise-chain mutex.
  let tail: Promise<unknown> = Promise.resolve();
  const locked = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };

  const raw: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await call({ op: 'query', sql, params: params ?? [] })).rows as T[];
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql });
    },
  };

  await call({ op: 'ready' });

  const flush = async () => (dataDir ? ((await call({ op: 'flushLog' })).flushed ?? 0) : 0);

  let closed = false;
  return {
    kind: 'pglite',
    query: (sql, params) => locked(() => raw.query(sql, params)),
    exec: (sql) => locked(() => raw.exec(sql)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>, opts: TransactionOptions = {}) {
      return locked(async () => {
        await raw.exec('begin');
        let out: T;
        try {
          out = await fn(raw);
          await raw.exec('commit');
        } catch (e) {
          await raw.exec('rollback').catch(() => {});
          throw e;
        }
        if (opts.durable) await flush();
        return out;
      });
    },
    copyFrom: (table, columns, rows) => locked(async () => void (await call({ op: 'copy', sql: `copy ${table} (${columns.join(', ')}) from '/dev/blob'`, rows }))),
    flushLog: () => locked(flush),
    saveImage: (file) => locked(async () => void (await call({ op: 'dump', file }))),
    async close() {
      if (closed) return;
      closed = true;
      await locked(() => call({ op: 'close' })).catch(() => {});
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
