import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/types';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';

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
    const db = await openPglite(opts.pgliteDir);
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
