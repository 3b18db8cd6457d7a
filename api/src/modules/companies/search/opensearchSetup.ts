// The search the API serves, from its configuration: PostgreSQL's engine by default (nothing to
// run beside the API); with SEARCH_ENGINE=opensearch, OpenSearch behind the fallback to PostgreSQL
// (fallback.ts), and the indexer the search outbox feeds.
import type { Queryable } from '../../../db/types';
import type { CompanySearchEngine } from './engine';
import { FallbackSearchEngine } from './fallback';
import type { SearchIndexer } from './indexer';
import { OpenSearchSearchEngine, openSearchClient, openSearchConfigFromEnv } from './opensearch';
import { OpenSearchIndexer } from './opensearchIndexer';
import { PostgresSearchEngine } from './postgres';

export interface ConfiguredSearch {
  search?: CompanySearchEngine;
  searchIndexer?: SearchIndexer;
}

/**
 * Nothing for the default engine (the app makes PostgreSQL's); OpenSearch's otherwise. Throws, in
 * French, on a configuration it cannot use (SEARCH_ENGINE unknown, OPENSEARCH_URL missing).
 */
export function configuredSearch(db: Queryable, env: NodeJS.ProcessEnv = process.env, log?: (message: string) => void): ConfiguredSearch {
  const cfg = openSearchConfigFromEnv(env);
  if (!cfg) return {};
  const client = openSearchClient(cfg);
  const postgres = new PostgresSearchEngine(db);
  const primary = new OpenSearchSearchEngine({ client, alias: cfg.alias, db, postgres });
  const search = new FallbackSearchEngine(primary, postgres, {
    // Back when the alias answers: the node up and the index loaded (before the first
    // search:reindex, searches stay on PostgreSQL).
    probe: async () => {
      await client.request('GET', `/${encodeURIComponent(cfg.alias)}/_count`, undefined, { timeoutMs: 1000 });
    },
    ...(log ? { log } : {}),
  });
  return { search, searchIndexer: new OpenSearchIndexer(db, { client, alias: cfg.alias, shape: cfg.shape }) };
}
