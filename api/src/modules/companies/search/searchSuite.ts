// One search suite, two engines: the search tests run their cases against every engine available
// here. PostgreSQL's always (PGlite, and PostgreSQL itself when TEST_DATABASE_URL is set);
// OpenSearch's when TEST_OPENSEARCH_URL names a node (`npm run test:opensearch` starts one): the
// suite's corpus is then loaded into an index of its own, deleted afterwards.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/types';
import { type TestApp, type TestAppOptions, useTestApp } from '../../../testing/app';
import { type BackendKind, testBackends } from '../../../testing/databases';
import { OpenSearchSearchEngine } from './opensearch';
import { OpenSearchClient } from './opensearchClient';
import { dropIndex } from './opensearchIndex';
import { OpenSearchIndexer } from './opensearchIndexer';

export type EngineKind = 'postgresql' | 'opensearch';

export interface SearchVariant {
  backend: BackendKind;
  engine: EngineKind;
  /** "postgresql on pglite", "opensearch on postgres": the describe's title. */
  label: string;
}

/**
 * The engines the suite runs against here: PostgreSQL's on every test database, and one OpenSearch
 * run, over PostgreSQL when there is one, when TEST_OPENSEARCH_URL names a node.
 * TEST_SEARCH_ENGINES (`postgresql`, `opensearch`, or both, comma-separated) keeps only those:
 * `npm run test:opensearch` runs OpenSearch's alone, the unit tests having run PostgreSQL's.
 */
export function searchVariants(env: NodeJS.ProcessEnv = process.env): SearchVariant[] {
  const backends = testBackends();
  const variants: SearchVariant[] = backends.map((backend) => ({ backend, engine: 'postgresql', label: `postgresql on ${backend}` }));
  if (env.TEST_OPENSEARCH_URL) {
    const backend = backends.includes('postgres') ? 'postgres' : 'pglite';
    variants.push({ backend, engine: 'opensearch', label: `opensearch on ${backend}` });
  }
  const only = env.TEST_SEARCH_ENGINES?.split(',').map((e) => e.trim()).filter(Boolean);
  return only?.length ? variants.filter((v) => only.includes(v.engine)) : variants;
}

export interface SearchTestApp extends TestApp {
  /**
   * Brings the index up to date with these companies after the test changed them (the outbox's
   * work in the running application), searchable at once. Nothing to do on PostgreSQL.
   */
  reindex(numbers: string[]): Promise<void>;
  /** The OpenSearch client of the variant (counting its requests), null on PostgreSQL. */
  client: CountingClient | null;
}

/** An OpenSearch client that counts the requests made through it. */
export class CountingClient extends OpenSearchClient {
  requests = 0;
  override request<T = unknown>(...args: Parameters<OpenSearchClient['request']>): Promise<{ status: number; body: T }> {
    this.requests++;
    return super.request<T>(...args);
  }
}

/** The app of `useTestApp` with the variant's engine, for the tests of the enclosing describe. */
export function useSearchTestApp(v: SearchVariant, opts: Omit<TestAppOptions, 'search'>): SearchTestApp {
  const t = {} as SearchTestApp;
  let indexer: OpenSearchIndexer | null = null;
  let client: CountingClient | null = null;
  const search =
    v.engine === 'opensearch'
      ? async (db: Database) => {
          client = new CountingClient({ url: process.env.TEST_OPENSEARCH_URL! });
          const alias = `test-${process.pid}-${randomBytes(4).toString('hex')}`;
          indexer = new OpenSearchIndexer(db, { client, alias });
          await indexer.reindexAll();
          const engine = new OpenSearchSearchEngine({ client, alias, db });
          const c = client;
          return { engine, dispose: () => dropIndex(c, alias) };
        }
      : undefined;
  const app = useTestApp(v.backend, { ...opts, ...(search ? { search } : {}) });
  beforeAll(() => {
    Object.assign(t, app, {
      client,
      async reindex(numbers: string[]) {
        if (!indexer) return;
        await indexer.indexCompanies(numbers);
        await indexer.refresh();
      },
    });
  });
  return t;
}
