import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const EXTENSIONS = ['pg_trgm', 'unaccent', 'btree_gin'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Extensions are database-wide; parallel test runs may race to create them, so retry. */
async function ensureExtensions(db: Database): Promise<void> {
  for (const ext of EXTENSIONS) {
    for (let attempt = 0; ; attempt++) {
      try {
        await db.exec(`create extension if not exists ${ext} with schema public`);
        break;
      } catch (e) {
        if (attempt >= 5) throw e;
        await sleep(50 * (attempt + 1));
      }
    }
  }
}

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** Applies pending .sql migrations in name order, each in a transaction, recorded in schema_migrations. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await ensureExtensions(db);
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    if (done.has(m.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}
