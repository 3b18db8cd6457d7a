// The operations back office: its guard and routes. What the other modules use of it, the one way in.
export { guardOperations, type OperationsListener, OPERATIONS_HOST } from './access';
export { bearerGuard, operationsRoutes } from './routes';
export { transferRoutes } from './transferRoutes';
