// Feeds the OpenSearch index from PostgreSQL (SearchIndexer): the companies that changed, by
// number, through the bulk API; and the full load into a new index behind the alias.
//
// While a full load runs, a second alias (`<alias>_chargement`) names the index being built, and
// the changes indexed meanwhile are written to it too: a change committed after the load read its
// company still reaches the new index. Writes carry the company's `maj` as an external version
// (opensearchIndex.ts), so the older of two writes of a company never replaces the newer.
import type { Database, Queryable } from '../../../db/types';
import type { ReindexProgress, ReindexReport, SearchIndexer } from './indexer';
import { OpenSearchError, type OpenSearchClient } from './opensearchClient';
import { type DocumentSelection, type IndexShape, type VersionedDocument, aliasTargets, createIndex, readDocuments, swapAlias } from './opensearchIndex';

/** Companies (by id range) read from PostgreSQL in one statement during a full load. */
export const LOAD_BATCH = 5000;
/** Size of the body of one bulk request of a full load: documents are sent once this many bytes are gathered. */
export const LOAD_BULK_BYTES = 8 * 2 ** 20;
/** Tries of one bulk request of a full load when the node does not answer in time or is busy (429, 503). */
const LOAD_TRIES = 3;

interface BulkResponse {
  errors: boolean;
  items: Record<string, { status: number; error?: { type?: string; reason?: string } }>[];
}

/** The bulk lines writing these documents into `index`, each at its version. */
function indexLines(index: string, docs: readonly VersionedDocument[]): string {
  let text = '';
  for (const { doc, version } of docs) {
    text += `${JSON.stringify({ index: { _index: index, _id: doc.numero_identification, version, version_type: 'external_gte' } })}\n${JSON.stringify(doc)}\n`;
  }
  return text;
}

/** The alias naming the index a full load is building. */
export const loadingAlias = (alias: string) => `${alias}_chargement`;

export interface OpenSearchIndexerOptions {
  client: OpenSearchClient;
  alias: string;
  shape?: IndexShape;
  /** Bulk requests of a full load in flight while the next companies are read (default 2). */
  concurrency?: number;
  /** Companies read per statement during a full load (default LOAD_BATCH). */
  batch?: number;
  /** Bytes of documents per bulk request of a full load (default LOAD_BULK_BYTES). */
  bulkBytes?: number;
}

/** One bulk request's worth of documents: the ndjson body and how many companies it holds. */
interface BulkBody {
  text: string;
  documents: number;
}

export class OpenSearchIndexer implements SearchIndexer {
  private readonly client: OpenSearchClient;
  private readonly alias: string;
  private readonly shape: IndexShape;
  private readonly concurrency: number;
  private readonly batch: number;
  private readonly bulkBytes: number;

  constructor(
    private readonly db: Queryable & Partial<Pick<Database, 'transaction'>>,
    opts: OpenSearchIndexerOptions,
  ) {
    this.client = opts.client;
    this.alias = opts.alias;
    this.shape = opts.shape ?? {};
    this.concurrency = opts.concurrency ?? 2;
    this.batch = opts.batch ?? LOAD_BATCH;
    this.bulkBytes = opts.bulkBytes ?? LOAD_BULK_BYTES;
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
    const docs = await readDocuments(this.db, { numbers: unique });
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
    let text = indexLines(index, docs);
    for (const n of deletions) text += `${JSON.stringify({ delete: { _index: index, _id: n, version: now, version_type: 'external_gte' } })}\n`;
    await this.send(text);
  }

  /**
   * Sends a bulk body. The answer holds each item's status and error only (filter_path): a full
   * load's answers would otherwise repeat index, id, version and shards for every document.
   */
  private async send(text: string): Promise<void> {
    const r = await this.client.request<BulkResponse>('POST', '/_bulk?filter_path=errors,items.*.status,items.*.error', text, {
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
  private async bulkRetried(text: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send(text);
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
    // While loading: no refresh, no replica (copied once at the end), the translog synced in the
    // background rather than at each request (the load starts over if the node fails), the changes
    // meanwhile sent here too.
    await this.client.request('PUT', `/${encodeURIComponent(index)}/_settings`, {
      index: { refresh_interval: '-1', number_of_replicas: 0, translog: { durability: 'async' } },
    });
    await this.client.request('POST', '/_aliases', { actions: [{ add: { index, alias: loading } }] });
    let done = 0;
    opts.onProgress?.({ done, total });
    try {
      // A pipeline: the next companies are read while the bulk requests of the previous ones are
      // in flight, up to `concurrency` of them, each of about `bulkBytes`.
      const inFlight = new Set<Promise<void>>();
      let failure: unknown = null;
      const dispatch = async (body: BulkBody) => {
        const p = this.bulkRetried(body.text).then(
          () => {
            done += body.documents;
            opts.onProgress?.({ done, total });
          },
          (e: unknown) => {
            failure ??= e;
          },
        );
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
        if (inFlight.size >= this.concurrency) await Promise.race(inFlight);
      };
      const hi = range?.hi ?? 0;
      const read = (lo: number) => {
        if (lo > hi) return null;
        const docs = this.readRange({ from: lo, to: Math.min(hi, lo + this.batch - 1) });
        // Awaited later (its failure then ends the load); handled now so that failing early does not crash the process.
        docs.catch(() => undefined);
        return docs;
      };
      let body: BulkBody = { text: '', documents: 0 };
      let next = read(range?.lo ?? 1);
      for (let lo = range?.lo ?? 1; next; ) {
        const docs = await next;
        lo += this.batch;
        next = read(lo);
        if (failure) break;
        body.text += indexLines(index, docs);
        body.documents += docs.length;
        if (body.text.length >= this.bulkBytes) {
          await dispatch(body);
          body = { text: '', documents: 0 };
        }
      }
      if (body.documents && !failure) await dispatch(body);
      await next?.catch(() => undefined);
      await Promise.all(inFlight);
      if (failure) throw failure;
      // The first refresh writes the whole load's segments: minutes on a busy machine, not the 10 s of a request.
      const long = { timeoutMs: 1_800_000 };
      await this.client.request('PUT', `/${encodeURIComponent(index)}/_settings`, {
        index: { refresh_interval: '1s', number_of_replicas: this.shape.replicas ?? 0, translog: { durability: 'request' } },
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

  /**
   * The documents of a range of ids. Without parallel workers: on a batch of a few thousand
   * companies they cost more to start than they save, and the node wants the cores meanwhile.
   */
  private readRange(sel: DocumentSelection): Promise<VersionedDocument[]> {
    if (!this.db.transaction) return readDocuments(this.db, sel);
    return this.db.transaction(async (tx) => {
      await tx.exec('set local max_parallel_workers_per_gather = 0');
      return readDocuments(tx, sel);
    });
  }

  /** Makes what was written searchable now rather than within the second (tests, the command's end). */
  async refresh(): Promise<void> {
    await this.client.request('POST', `/${encodeURIComponent(this.alias)}/_refresh`);
  }
}
