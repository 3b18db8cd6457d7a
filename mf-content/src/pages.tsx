// The app's pages. The home page and the site map are code; every other address of its route
// manifest (@portail/shared/routing/routes/mf-content.json) is an editorial page compiled from
// `content/` or a product page (`/contact-{product}`, whose slug is the variant's), or the
// not-found page when no file is there. Every page renders on the server, its loader making the
// calls its first render shows.
import { dataNeeds, definePages } from '@portail/shared/remote/pageRoutes';
import routes from '@portail/shared/routing/routes/mf-content.json';
import { HomePage } from './features/home/HomePage';
import { statisticsCall } from './features/home/useStatistics';
import { SiteMapPage } from './features/sitemap/SiteMapPage';
import { contentIndexCall } from './content/usePage';
import { territoryOf } from './content/territory';
import { ProductPage, productNeeds } from './features/legal/ProductPage';
import { EditorialRoute, editorialNeeds } from './features/editorial/EditorialRoute';

export const CONTENT_PAGES = definePages([
  { path: routes.home, Component: HomePage, needs: dataNeeds(({ site }) => ({ statistics: statisticsCall(territoryOf(site.variant)) })) },
  { path: routes.siteMap, Component: SiteMapPage, needs: dataNeeds(({ site }) => ({ index: contentIndexCall(territoryOf(site.variant)) })) },
  { path: '/:page', Component: ProductPage, needs: productNeeds },
  { path: '*', Component: EditorialRoute, needs: editorialNeeds },
]);
