import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queryable } from '../../../db/types';
import { openSearchConfigFromEnv } from './opensearch';
import { OpenSearchClient, OpenSearchError } from './opensearchClient';
import { configuredSearch } from './opensearchSetup';

const db: Queryable = { query: async () => [], exec: async () => undefined };

describe('the search engine chosen by configuration', () => {
  it('stays on PostgreSQL by default, with nothing to run beside the API', () => {
    expect(openSearchConfigFromEnv({})).toBeNull();
    expect(openSearchConfigFromEnv({ SEARCH_ENGINE: 'postgresql' })).toBeNull();
    expect(configuredSearch(db, {})).toEqual({});
  });

  it('takes OpenSearch behind the fallback, with the indexer the outbox feeds', () => {
    const s = configuredSearch(db, { SEARCH_ENGINE: 'opensearch', OPENSEARCH_URL: 'http://127.0.0.1:9', OPENSEARCH_INDEX: 'x', OPENSEARCH_SHARDS: '2' });
    expect(s.search?.name).toBe('opensearch');
    expect(s.searchIndexer).toBeDefined();
    expect(openSearchConfigFromEnv({ SEARCH_ENGINE: 'OpenSearch', OPENSEARCH_URL: 'http://h:9200', OPENSEARCH_REPLICAS: '1' })).toMatchObject({
      url: 'http://h:9200',
      alias: 'portail-entreprises',
      shape: { replicas: 1 },
    });
  });

  it('refuses, in French, an engine it does not know, OpenSearch without its address, a shard count that is no count', () => {
    expect(() => openSearchConfigFromEnv({ SEARCH_ENGINE: 'elastic' })).toThrow('SEARCH_ENGINE doit valoir postgresql ou opensearch');
    expect(() => openSearchConfigFromEnv({ SEARCH_ENGINE: 'opensearch' })).toThrow('SEARCH_ENGINE=opensearch demande OPENSEARCH_URL');
    expect(() => openSearchConfigFromEnv({ SEARCH_ENGINE: 'opensearch', OPENSEARCH_URL: 'http://h', OPENSEARCH_SHARDS: '0' })).toThrow(
      'OPENSEARCH_SHARDS doit être un entier supérieur ou égal à 1',
    );
  });
});

describe('the OpenSearch client', () => {
  let server: http.Server;
  let base: string;
  const seen: { url?: string; authorization?: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url, authorization: req.headers.authorization });
      if (req.url === '/down') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'cluster_block_exception', reason: 'blocked' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the credentials of the URL as a Basic header, never in the address', async () => {
    const c = new OpenSearchClient({ url: `http://admin:s%C3%A9cret@${base}/` });
    expect(c.baseUrl).toBe(`http://${base}`);
    expect((await c.request('GET', '/_cluster/health')).body).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({ url: '/_cluster/health', authorization: `Basic ${Buffer.from('admin:sécret').toString('base64')}` });
  });

  it("rejects with the node's reason when it answers an error, and when it does not answer", async () => {
    const c = new OpenSearchClient({ url: `http://${base}` });
    await expect(c.request('GET', '/down')).rejects.toThrow('OpenSearch répond 503 à GET /down : cluster_block_exception blocked');
    const closed = new OpenSearchClient({ url: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(closed.request('GET', '/')).rejects.toBeInstanceOf(OpenSearchError);
  });
});
