// The data needs of the pages that show the site's price grid (/tarifs, and the debt-status
// statement order, whose offers are priced from it): the grid of the site, read from the site once.
import { priceGridResource, siteGridCode } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';

export const siteGridNeeds = dataNeeds(({ site }) => ({ grid: priceGridResource(siteGridCode(site)) }));
