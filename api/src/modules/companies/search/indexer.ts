// What feeds a search index from PostgreSQL, the source of truth. The OpenSearch engine implements it
// (opensearchIndexer.ts); the search outbox drain calls it for the companies that changed.
import type { Queryable } from '../../../db/types';

/** Progress of a full load: documents indexed so far out of the companies counted at the start. */
export interface ReindexProgress {
  done: number;
  total: number;
}

export interface ReindexReport {
  /** The concrete index the alias now points at. */
  index: string;
  documents: number;
  milliseconds: number;
}

export interface SearchIndexer {
  /**
   * (Re)writes the documents of these companies from PostgreSQL, by identification number
   * (`entreprise.numero_identification`: the SIREN in France, the RIDET in New Caledonia). A
   * number no longer in PostgreSQL is removed from the index. Idempotent: indexing the same
   * number twice leaves the same document. Rejects when the index does not answer or refuses a
   * document, so that the caller retries the batch.
   */
  indexCompanies(numbers: readonly string[]): Promise<void>;
  /** Removes these companies from the index; a number not indexed is no error. Idempotent. */
  removeCompanies(numbers: readonly string[]): Promise<void>;
  /**
   * Full load from PostgreSQL into a new index, then the alias is swapped onto it (searches keep
   * being served by the old index until then) and the old index is deleted.
   */
  reindexAll(opts?: { onProgress?: (p: ReindexProgress) => void }): Promise<ReindexReport>;
}

/** Builds an indexer over a database (the pool or a connection). */
export type SearchIndexerFactory = (db: Queryable) => SearchIndexer;
