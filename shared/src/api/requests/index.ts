// Request schemas: the API validates query strings and path parameters with them at its edge.
// The front ends build their calls from typed parameters and do not load them.
export * from './params';
export * from './companies';
export * from './registries';
export * from './reference';
export * from './users';
export * from './basket';
export * from './orders';
export * from './documents';
export * from './monitoring';
export * from './subscriptions';
export * from './seo';
export * from './contact';
export * from './site';
export * from './statistics';
export { fieldErrors } from '../../zod';
