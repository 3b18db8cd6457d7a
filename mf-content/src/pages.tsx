// The app's pages. The home page and the site map are code; every other address the registry
// gives this app is an editorial page compiled from `content/`, or the not-found page when no
// file is there. Every page renders on the server, its loader making the calls its first render
// shows.
import { definePages } from '@portail/shared/remote/pageRoutes';
import { HomePage } from './features/home/HomePage';
import { statisticsCall } from './features/home/useStatistics';
import { SiteMapPage } from './features/sitemap/SiteMapPage';
import { contentIndexCall } from './content/usePage';
import { ProductPage, loadProductPage } from './features/legal/ProductPage';
import { EditorialRoute, loadEditorialPage } from './features/editorial/EditorialRoute';

export const CONTENT_PAGES = definePages([
  { path: '/', Component: HomePage, load: (_, page) => page.get(statisticsCall) },
  { path: '/plan-du-site', Component: SiteMapPage, load: (_, page) => page.get(contentIndexCall) },
  { path: '/:page', Component: ProductPage, load: loadProductPage },
  { path: '*', Component: EditorialRoute, load: loadEditorialPage },
]);
