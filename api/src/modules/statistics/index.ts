// Counts of the registry. What the other modules use of it, the one way in.
export { estimatedCount } from './counts';
export { statisticsRoutes } from './routes';
