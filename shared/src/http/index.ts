export * from './errors';
export * from './client';
export * from './idempotency';
export * from './download';
export * from './territory';
