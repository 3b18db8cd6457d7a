// The app's pages. The home page and the site map are code; every other address of its route
// manifest (@portail/shared/routing/routes/mf-content.json) is an editorial page compiled from
// `content/` or a product page (`/contact-{product}`, whose slug is the variant's), or the
// not-found page when no file is there. Every page renders on the server, its loader making the
// calls its first render shows.
import { definePages } from '@portail/shared/remote/pageRoutes';
import routes from '@portail/shared/routing/routes/mf-content.json';
import { HomePage, homeNeeds } from './features/home/HomePage';
import { SiteMapPage, siteMapNeeds } from './features/sitemap/SiteMapPage';
import { ProductPage, productNeeds } from './features/legal/ProductPage';
import { EditorialRoute, editorialNeeds } from './features/editorial/EditorialRoute';

export const CONTENT_PAGES = definePages([
  { path: routes.home, Component: HomePage, needs: homeNeeds },
  { path: routes.siteMap, Component: SiteMapPage, needs: siteMapNeeds },
  { path: '/:page', Component: ProductPage, needs: productNeeds },
  { path: '*', Component: EditorialRoute, needs: editorialNeeds },
]);
