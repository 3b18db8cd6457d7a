// Monitoring of companies (surveillances, revelations, digests). What the other modules use of it, the one way in.
export { type NewEvent, detectRevelations, recordNewEvents, type DetectionResult, recordEvents } from './detection';
export { sendDigests } from './digest';
export { catalogueRoutes, monitoringRoutes } from './routes';
