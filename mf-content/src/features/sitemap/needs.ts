import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { territoryOf } from '../../content/territory';
import { contentIndexCall } from '../../content/usePage';

/** The site map's needs: every editorial page of the site's territory. */
export const siteMapNeeds = dataNeeds(({ site }) => ({ index: contentIndexCall(territoryOf(site.variant)) }));
