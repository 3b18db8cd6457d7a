// The generated corpus the search and records benchmarks measure on, kept between runs: in a
// PGlite folder of bench/.cache, or in a schema bench_<name> of the PostgreSQL at BENCH_DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../../api/src/db/pglite';
import { openPostgres } from '../../api/src/db/postgres';
import { migrate } from '../../api/src/db/migrate';
import type { Database } from '../../api/src/db/types';
import { seedCorpus } from '../../api/src/corpus/seed';
import { fmt } from './cli';

export type Backend = 'pglite' | 'postgres';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CACHE = path.join(__dirname, '..', '.cache');

/** `fn` with a connection of its own to the PostgreSQL at PG_URL, closed after. */
export async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The benchmark database named `name` on `backend`, created empty the first time. */
export async function openBenchDatabase(backend: Backend, name: string, max = 8): Promise<Database> {
  if (backend === 'pglite') {
    const dir = path.join(CACHE, `pglite-${name}`);
    fs.mkdirSync(dir, { recursive: true });
    return openPglite(dir);
  }
  const schema = `bench_${name}`;
  await withAdmin((c) => c.query(`create schema if not exists ${schema}`));
  return openPostgres(PG_URL, { schema, max });
}

/** Migrated, with at least `companies` generated companies: those present are kept, the rest generated. */
export async function ensureCorpus(db: Database, backend: Backend, companies: number): Promise<void> {
  await migrate(db);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from entreprise where source = 'CORPUS'");
  if (n >= companies) {
    console.log(`  corpus ${backend}: ${fmt(n)} entreprises déjà présentes (réutilisées)`);
    return;
  }
  const todo = companies - n;
  const t0 = Date.now();
  let last = 0;
  await seedCorpus(db, {
    companies: todo,
    start: n,
    rebuildIndexes: true,
    onProgress: (done) => {
      if (Date.now() - last < 5000 && done < todo) return;
      last = Date.now();
      const rate = done / Math.max(0.001, (Date.now() - t0) / 1000);
      process.stdout.write(`  corpus ${backend}: ${fmt(done)}/${fmt(todo)} (${Math.round(rate)} ent./s)\n`);
    },
  });
  console.log(`  corpus ${backend}: ${fmt(todo)} entreprises générées en ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
