import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../db/types';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { MIGRATIONS_DIR, listMigrations, migrate } from '../db/migrate';

export type BackendKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testBackends(): BackendKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Database;
  dispose(): Promise<void>;
}

/** Opens a test database before the suite's tests and disposes of it after them: the object returned is the database once they run. */
export function useTestDatabase(kind: BackendKind): TestDatabase {
  const t = {} as TestDatabase;
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
    Object.assign(t, opened);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return t;
}

/**
 * A fresh, migrated database: PGlite (in memory, or in `pgliteDir` as installations run it), or a
 * new schema in TEST_DATABASE_URL dropped afterwards. `migrationsDir`: the migrations to apply
 * (a test of a migration applies those before it first).
 */
export async function openTestDatabase(kind: BackendKind, opts: { pgliteDir?: string; migrationsDir?: string } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // In memory, a store starts from an image of the migrated database: a new store's initdb
    // takes seconds, and nearly every suite opens several. migrate() then finds nothing to apply.
    const db = opts.pgliteDir ? await openPglite(opts.pgliteDir) : await openPglite(undefined, { image: await migratedImage(opts.migrationsDir) });
    await migrate(db, opts.migrationsDir);
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = await openPostgres(url, { schema, max: 4 });
  try {
    await migrate(db, opts.migrationsDir);
  } catch (e) {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    throw e;
  }
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * A file holding an in-memory PGlite store with the migrations of `dir` applied, made once per
 * set of migrations (named by their hash, in the system's temporary directory) and shared by the
 * suites of a run and the runs after it.
 */
async function migratedImage(dir = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash('sha256');
  for (const m of listMigrations(dir)) hash.update(m.name).update('\0').update(m.sql).update('\0');
  // The package's manifest is not among its exports: read beside its entry point.
  const entry = require.resolve('@electric-sql/pglite');
  const pgliteVersion = (JSON.parse(readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'), 'utf8')) as { version: string }).version;
  const file = path.join(os.tmpdir(), `portail-pglite-${pgliteVersion}-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return file;
  const db = await openPglite();
  try {
    await migrate(db, dir);
    await db.saveImage(file);
  } finally {
    await db.close();
  }
  return file;
}
