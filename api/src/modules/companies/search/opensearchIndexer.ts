// Feeds the OpenSearch index from PostgreSQL (SearchIndexer): the companies that changed, by
// number, through the bulk API; and the full load into a new index behind the alias.
//
// While a full load runs, a second alias (`<alias>_chargement`) names the index being built, and
// the changes indexed meanwhile are written to it too: a change committed after the load read its
// company still reaches the new index. Writes carry the company's `maj` as an external version
// (opensearchIndex.ts), so the older of two writes of a company never replaces the newer.
import type { Queryable } from '../../../db/types';
import type { ReindexProgress, ReindexReport, SearchIndexer } from './indexer';
import { OpenSearchError, type OpenSearchClient } from './opensearchClient';
import { type IndexShape, type VersionedDocument, aliasTargets, createIndex, readDocuments, swapAlias } from './opensearchIndex';

/** Companies read from PostgreSQL and sent in one bulk request during a full load. */
export const LOAD_BATCH = 2000;
/** Tries of one bulk request of a full load when the node does not answer in time or is busy (429, 503). */
const LOAD_TRIES = 3;

interface BulkResponse {
  errors: boolean;
  items: Record<string, { status: number; error?: { type?: string; reason?: string } }>[];
}

/** The alias naming the index a full load is building. */
export const loadingAlias = (alias: string) => `${alias}_chargement`;

export interface OpenSearchIndexerOptions {
  client: OpenSearchClient;
  alias: string;
  shape?: IndexShape;
  /** Bulk requests of a full load in flight while the next batch is read (default 2). */
  concurrency?: number;
  batch?: number;
}

export class OpenSearchIndexer implements SearchIndexer {
  private readonly client: OpenSearchClient;
  private readonly alias: string;
  private readonly shape: IndexShape;
  private readonly concurrency: number;
  private readonly batch: number;

  constructor(
    private readonly db: Queryable,
    opts: OpenSearchIndexerOptions,
  ) {
    this.client = opts.client;
    this.alias = opts.alias;
    this.shape = opts.shape ?? {};
    this.concurrency = opts.concurrency ?? 2;
    this.batch = opts.batch ?? LOAD_BATCH;
  }

  /** The concrete indexes a change goes to: the live one, and the one a full load is building. */
  private async targets(): Promise<string[]> {
    const [live, loading] = await Promise.all([aliasTargets(this.client, this.alias), aliasTargets(this.client, loadingAlias(this.alias))]);
    const all = [...new Set([...live, ...loading])];
    if (!all.length) {
      throw new OpenSearchError(`L’index de recherche « ${this.alias} » n’existe pas encore : lancez d’abord npm run search:reindex.`, 404);
    }
    return all;
  }

  async indexCompanies(numbers: readonly string[]): Promise<void> {
    const unique = [...new Set(numbers)];
    if (!unique.length) return;
    const targets = await this.targets();
    const docs = await readDocuments(this.db, 'e.numero_identification = any($1::text[])', [unique]);
    const found = new Set(docs.map((d) => d.doc.numero_identification));
    const gone = unique.filter((n) => !found.has(n));
    for (const index of targets) await this.bulk(index, docs, gone);
  }

  async removeCompanies(numbers: readonly string[]): Promise<void> {
    const unique = [...new Set(numbers)];
    if (!unique.length) return;
    for (const index of await this.targets()) await this.bulk(index, [], unique);
  }

  /**
   * One bulk request: documents written at their version, numbers deleted at the present time.
   * An older version than the one in place (409) and a deletion of an absent document (404)
   * leave the index as it should be: done. Anything else rejects, for the caller to retry.
   */
  private async bulk(index: string, docs: VersionedDocument[], deletions: readonly string[]): Promise<void> {
    if (!docs.length && !deletions.length) return;
    const now = Date.now() * 1000;
    const lines: string[] = [];
    for (const { doc, version } of docs) {
      lines.push(JSON.stringify({ index: { _index: index, _id: doc.numero_identification, version, version_type: 'external_gte' } }), JSON.stringify(doc));
    }
    for (const n of deletions) lines.push(JSON.stringify({ delete: { _index: index, _id: n, version: now, version_type: 'external_gte' } }));
    const r = await this.client.request<BulkResponse>('POST', '/_bulk', `${lines.join('\n')}\n`, {
      ndjson: true,
      timeoutMs: 300_000,
    });
    if (!r.body.errors) return;
    const failed = r.body.items
      .map((item) => Object.values(item)[0]!)
      .filter((i) => i.status >= 300 && i.status !== 409 && i.status !== 404);
    if (failed.length) {
      const e = failed[0]!.error;
      throw new OpenSearchError(`OpenSearch a refusé ${failed.length} document(s) : ${e?.type ?? ''} ${e?.reason ?? ''}`.trim(), failed[0]!.status);
    }
  }

  /**
   * A bulk request of a full load, tried again after a pause when the node did not answer in time
   * or said it was busy: writing the same documents at the same versions again is harmless.
   */
  private async bulkRetried(index: string, docs: VersionedDocument[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.bulk(index, docs, []);
      } catch (e) {
        const busy = e instanceof OpenSearchError && (e.status === null || e.status === 429 || e.status === 503);
        if (!busy || attempt >= LOAD_TRIES) throw e;
        await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
      }
    }
  }

  async reindexAll(opts: { onProgress?: (p: ReindexProgress) => void } = {}): Promise<ReindexReport> {
    const started = Date.now();
    const [range] = await this.db.query<{ lo: number | null; hi: number | null; n: number }>(
      'select min(id) as lo, max(id) as hi, count(*)::int as n from entreprise',
    );
    const total = range?.n ?? 0;
    const index = await createIndex(this.client, this.alias, this.shape);
    const loading = loadingAlias(this.alias);
    // While loading: no refresh, no replica (copied once at the end), the changes meanwhile sent here too.
    await this.client.request('PUT', `/${encodeURIComponent(index)}/_settings`, { index: { refresh_interval: '-1', number_of_replicas: 0 } });
    await this.client.request('POST', '/_aliases', { actions: [{ add: { index, alias: loading } }] });
    let done = 0;
    opts.onProgress?.({ done, total });
    try {
      const inFlight = new Set<Promise<void>>();
      let failure: unknown = null;
      for (let lo = range?.lo ?? 1, hi = range?.hi ?? 0; lo <= hi; lo += this.batch) {
        const docs = await readDocuments(this.db, 'e.id between $1 and $2', [lo, lo + this.batch - 1]);
        if (failure) throw failure;
        const p = this.bulkRetried(index, docs).then(
          () => {
            done += docs.length;
            opts.onProgress?.({ done, total });
          },
          (e: unknown) => {
            failure ??= e;
          },
        );
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
        if (inFlight.size >= this.concurrency) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
      if (failure) throw failure;
      // The first refresh writes the whole load's segments: minutes on a busy machine, not the 10 s of a request.
      const long = { timeoutMs: 1_800_000 };
      await this.client.request('PUT', `/${encodeURIComponent(index)}/_settings`, {
        index: { refresh_interval: '1s', number_of_replicas: this.shape.replicas ?? 0 },
      }, long);
      await this.client.request('POST', `/${encodeURIComponent(index)}/_refresh`, undefined, long);
      await swapAlias(this.client, this.alias, index);
    } catch (e) {
      await this.client.request('DELETE', `/${encodeURIComponent(index)}`, undefined, { accept: [404] }).catch(() => undefined);
      throw e;
    } finally {
      await this.client.request('DELETE', `/_all/_alias/${encodeURIComponent(loading)}`, undefined, { accept: [404] }).catch(() => undefined);
    }
    return { index, documents: done, milliseconds: Date.now() - started };
  }

  /** Makes what was written searchable now rather than within the second (tests, the command's end). */
  async refresh(): Promise<void> {
    await this.client.request('POST', `/${encodeURIComponent(this.alias)}/_refresh`);
  }
}
