// Robots and sitemaps. What the other modules use of it, the one way in.
export { seoRoutes } from './routes';
