// A migrated, seeded database and the app on top of it, per backend, for integration tests.
import type { FastifyInstance } from 'fastify';
import { SearchResultsSchema, type SearchResults } from '@portail/shared/api';
import { buildApp } from '../app';
import type { CompanySearchEngine } from '../modules/companies';
import { CORPUS_TABLES, seedCorpus } from '../corpus/seed';
import { insertCompanies, linkLegalPersons, refreshSearch } from '../corpus/writer';
import type { Database } from '../db/types';
import { type BackendKind, openTestDatabase } from './databases';
import { ALL_FIXTURES, fixtureRecord } from './fixtures';

export const TEST_SEED = 424242;

export interface TestApp {
  db: Database;
  app: FastifyInstance;
  dispose(): Promise<void>;
}

/** A search engine other than PostgreSQL's for the app (OpenSearch), made once the corpus is in the database. */
export type TestSearchEngine = (db: Database) => Promise<{ engine: CompanySearchEngine; dispose(): Promise<void> }>;

export interface TestAppOptions {
  companies: number;
  fixtures?: boolean;
  search?: TestSearchEngine;
}

export async function openTestApp(kind: BackendKind, opts: TestAppOptions): Promise<TestApp> {
  const t = await openTestDatabase(kind);
  let search: Awaited<ReturnType<TestSearchEngine>> | undefined;
  try {
    await seedCorpus(t.db, { companies: opts.companies, seed: TEST_SEED });
    if (opts.fixtures !== false) await insertFixtures(t.db);
    search = opts.search ? await opts.search(t.db) : undefined;
    const app = await buildApp({ db: t.db, rateLimit: false, ...(search ? { search: search.engine } : {}) });
    await app.ready();
    return {
      db: t.db,
      app,
      async dispose() {
        await app.close();
        await search?.dispose();
        await t.dispose();
      },
    };
  } catch (e) {
    await search?.dispose();
    await t.dispose();
    throw e;
  }
}

/**
 * The app of `openTestApp` for the tests of the enclosing describe: opened (then `prepare`d) before
 * them, disposed of after them. The object returned is filled in once beforeAll has run.
 */
export function useTestApp(kind: BackendKind, opts: TestAppOptions, prepare?: (t: TestApp) => Promise<void>): TestApp {
  const t = {} as TestApp;
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await openTestApp(kind, opts);
    Object.assign(t, opened);
    if (prepare) await prepare(t);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return t;
}

export async function insertFixtures(db: Database): Promise<void> {
  const ids = await db.transaction((tx) => insertCompanies(tx, ALL_FIXTURES.map(fixtureRecord)));
  await refreshSearch(db, Math.min(...ids), Math.max(...ids));
  await linkLegalPersons(db);
  // This schema's tables only: a bare ANALYZE goes through every schema of the database.
  await db.exec(`analyze ${CORPUS_TABLES.join(', ')}`);
}

/** GET through app.inject, parsed. */
export async function get<T = any>(app: FastifyInstance, url: string): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}

/** The company search's answer to `query` (200 expected). */
export async function searchCompanies(app: FastifyInstance, query: Record<string, string>): Promise<SearchResults> {
  const { status, body } = await get(app, `/api/recherche/entreprises_etablissements?${new URLSearchParams(query)}`);
  expect(status).toBe(200);
  return SearchResultsSchema.parse(body);
}
