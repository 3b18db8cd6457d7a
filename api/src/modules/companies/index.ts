// Companies: their records, search and debts, read by the documents and the other modules. What the other modules use of it, the one way in.
export { findDebtors, registrationsOf } from './debts';
export { accountsOfYear } from './accounts';
export { adresse } from './mappers';
export { LIBELLES_PROCEDURE, getEntreprise, listEtablissements, listFonctions, listInscriptions, listProcedures, countEntreprises } from './repository';
export { companiesRoutes } from './routes';
export { GENERATED_SOURCES, registryAsOf, type RegistryState } from './asOf';
export type { CompanySearchEngine } from './search/engine';
export { PostgresSearchEngine } from './search/postgres';
export { OpenSearchSearchEngine, openSearchClient, openSearchConfigFromEnv, type OpenSearchConfig } from './search/opensearch';
export { OpenSearchIndexer } from './search/opensearchIndexer';
export { configuredSearch } from './search/opensearchSetup';
export type { SearchIndexer } from './search/indexer';
export { FallbackSearchEngine, hasSearchHealth } from './search/fallback';
export { enqueueSearchDrain, enqueueSearchDrainIfPending } from './search/outbox';
export { searchDrainHandlers } from './search/outboxDrain';
export { communesNc, departements } from './seo';
