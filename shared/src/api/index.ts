// API contracts shared by the back end (request validation, response serialisation, OpenAPI)
// and the front ends (response parsing). One schema, two sides.
export * from './identifiers';
export * from './common';
export * from './companies';
export * from './registries';
export * from './reference';
export * from './basket';
export * from './orders';
export * from './statistics';
export * from './documents';
export * from './monitoring';
export * from './subscriptions';
export * from './invoicePayments';
export * from './formalities';
export * from './contact';
export * from './site';
export * from './network';
export * from './history';
export * from './accounts';
