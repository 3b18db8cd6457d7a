// What keeps a search index in step with the companies' data in PostgreSQL. The outbox drain
// (outboxDrain.ts) calls it with the SIRENs a committed change touched; the OpenSearch engine
// implements it (it reads the documents from the database it was built with).
//
// Both calls are idempotent: indexing a SIREN twice writes the same document twice, removing one
// the index does not hold is no error. A call that cannot reach the index rejects, and the drain
// tries the same SIRENs again later: nothing is acknowledged before the index said so.

export interface SearchIndexer {
  /** (Re)writes the documents of these companies from their current rows. SIRENs no row holds are left out. */
  indexCompanies(sirens: string[]): Promise<void>;
  /** Takes these companies out of the index. */
  removeCompanies(sirens: string[]): Promise<void>;
}
