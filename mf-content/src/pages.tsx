// The app's pages. The home page and the site map are code; every other address of its route
// manifest (@portail/shared/routing/routes/mf-content.json) is an editorial page compiled from
// `content/` or a product page (`/contact-{product}`, whose slug is the variant's), or the
// not-found page when no file is there. Every page renders on the server, its loader making the
// calls its first render shows.
import { definePages } from '@portail/shared/remote/pageRoutes';
import { lazyPage } from '@portail/shared/remote/lazyPage';
import routes from '@portail/shared/routing/routes/mf-content.json';
import { homeNeeds } from './features/home/needs';
import { siteMapNeeds } from './features/sitemap/needs';
import { productNeeds } from './features/legal/needs';
import { editorialNeeds } from './features/editorial/needs';

// Each page's code downloads when it is first shown (or, for the page at the address, with the
// remote's `./app`): the home page does not bring the editorial views, nor an editorial page the home's.
const HomePage = lazyPage(() => import(/* webpackChunkName: "content-home" */ './features/home/HomePage'), (m) => m.HomePage);
const SiteMapPage = lazyPage(() => import(/* webpackChunkName: "content-site-map" */ './features/sitemap/SiteMapPage'), (m) => m.SiteMapPage);
const ProductPage = lazyPage(() => import(/* webpackChunkName: "content-product" */ './features/legal/ProductPage'), (m) => m.ProductPage);
const EditorialRoute = lazyPage(() => import(/* webpackChunkName: "content-editorial" */ './features/editorial/EditorialRoute'), (m) => m.EditorialRoute);

export const CONTENT_PAGES = definePages([
  { path: routes.home, Component: HomePage, needs: homeNeeds },
  { path: routes.siteMap, Component: SiteMapPage, needs: siteMapNeeds },
  { path: '/:page', Component: ProductPage, needs: productNeeds },
  { path: '*', Component: EditorialRoute, needs: editorialNeeds },
]);
