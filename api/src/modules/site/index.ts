// The site's information pages. What the other modules use of it, the one way in.
export { type SiteIdentity, siteInformationProblem } from './information';
export { siteRoutes } from './routes';
