import type { Queryable } from '../../../db/types';
import { OpenSearchClient, OpenSearchError } from './opensearchClient';
import { OpenSearchIndexer, loadingAlias } from './opensearchIndexer';

// The indexer's requests against a node simulated here (the real one runs in the shared search
// suite with TEST_OPENSEARCH_URL): what a full load asks, in what order, and how it survives a bulk
// request the node did not answer in time.

/** Two companies in the database, read as documents. */
const db: Queryable = {
  exec: async () => undefined,
  query: async <T>(sql: string): Promise<T[]> => {
    if (sql.includes('min(id)')) return [{ lo: 1, hi: 2, n: 2 }] as T[];
    return [1, 2].map((id) => ({ id, numero_identification: `00000000${id}`, taille: '0', version: '1700000000000000' })) as T[];
  },
};

class FakeNode extends OpenSearchClient {
  calls: string[] = [];
  bulkFailures: number;
  aliases = new Map<string, string>();
  constructor(bulkFailures: number) {
    super({ url: 'http://node.invalid' });
    this.bulkFailures = bulkFailures;
  }
  settings: unknown[] = [];
  override async request<T = unknown>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
    const path = url.split('?')[0]!;
    this.calls.push(`${method} ${path.replace(/-\d{17}/, '-<time>')}`);
    if (path.endsWith('/_settings')) this.settings.push(body);
    if (method === 'GET' && path.startsWith('/_alias/')) {
      const alias = decodeURIComponent(path.slice('/_alias/'.length));
      const index = this.aliases.get(alias);
      return (index ? { status: 200, body: { [index]: {} } } : { status: 404, body: {} }) as { status: number; body: T };
    }
    if (path === '/_bulk') {
      if (this.bulkFailures-- > 0) throw new OpenSearchError('OpenSearch ne répond pas (POST /_bulk)', null);
      const lines = (body as string).trim().split('\n');
      return { status: 200, body: { errors: false, items: lines.filter((_, k) => k % 2 === 0).map(() => ({ index: { status: 201 } })) } as T };
    }
    if (path === '/_aliases') {
      for (const a of (body as { actions: Record<string, { index: string; alias: string }>[] }).actions) {
        if (a.add) this.aliases.set(a.add.alias, a.add.index);
        if (a.remove) this.aliases.delete(a.remove.alias);
      }
    }
    return { status: 200, body: {} as T };
  }
}

describe('the full load of the OpenSearch index', () => {
  it('builds a new index beside the live one, then moves the alias onto it and drops the old one', async () => {
    const node = new FakeNode(0);
    node.aliases.set('idx', 'idx-old');
    const progress: number[] = [];
    const r = await new OpenSearchIndexer(db, { client: node, alias: 'idx' }).reindexAll({ onProgress: (p) => progress.push(p.done) });
    expect(r.documents).toBe(2);
    expect(progress).toEqual([0, 2]);
    expect(node.aliases.get('idx')).toBe(r.index);
    expect(node.calls).toEqual([
      'PUT /idx-<time>',
      'PUT /idx-<time>/_settings',
      'POST /_aliases',
      'POST /_bulk',
      'PUT /idx-<time>/_settings',
      'POST /idx-<time>/_refresh',
      'GET /_alias/idx',
      'POST /_aliases',
      'DELETE /idx-old',
      `DELETE /_all/_alias/${loadingAlias('idx')}`,
    ]);
    // Loaded without refreshes and with the translog synced in the background; searchable and
    // durable at each request again before the alias moves.
    expect(node.settings).toEqual([
      { index: { refresh_interval: '-1', number_of_replicas: 0, translog: { durability: 'async' } } },
      { index: { refresh_interval: '1s', number_of_replicas: 0, translog: { durability: 'request' } } },
    ]);
  });

  it('tries a bulk request again when the node did not answer in time, and gives up after three tries', async () => {
    const once = new FakeNode(1);
    await expect(new OpenSearchIndexer(db, { client: once, alias: 'idx' }).reindexAll()).resolves.toMatchObject({ documents: 2 });
    expect(once.calls.filter((c) => c === 'POST /_bulk')).toHaveLength(2);

    const down = new FakeNode(3);
    await expect(new OpenSearchIndexer(db, { client: down, alias: 'idx' }).reindexAll()).rejects.toThrow('OpenSearch ne répond pas');
    expect(down.calls.filter((c) => c === 'POST /_bulk')).toHaveLength(3);
    // The unfinished index is dropped; the alias never moved.
    expect(down.calls).toContain('DELETE /idx-<time>');
    expect(down.aliases.has('idx')).toBe(false);
  }, 30_000);
});
