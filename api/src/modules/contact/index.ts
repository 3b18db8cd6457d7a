// The contact form. What the other modules use of it, the one way in.
export { contactConfigFromEnv, contactRoutes } from './routes';
