export * from './priceGrid';
