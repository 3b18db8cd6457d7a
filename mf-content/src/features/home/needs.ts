import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { territoryOf } from '../../content/territory';
import { statisticsCall } from './useStatistics';

/** The home page's needs: the live figures of the site's territory, which its figures read. */
export const homeNeeds = dataNeeds(({ site }) => {
  const territory = territoryOf(site.variant);
  return { territory, statistics: statisticsCall(territory) };
});
