export * from './errors';
export * from './client';
export * from './early';
export * from './idempotency';
export * from './download';
