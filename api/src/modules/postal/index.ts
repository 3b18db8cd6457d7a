// Postal delivery of documents: configuration, shipments, routes. What the other modules use of it, the one way in.
export { postalConfigFromEnv, type PostalConfig, postalProblem } from './config';
export { postalNotificationRoutes, postalRoutes } from './routes';
export { postalJobHandlers, sendLetterJob, canResend, shipmentSteps } from './shipments';
