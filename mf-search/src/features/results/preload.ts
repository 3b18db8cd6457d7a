// The results page's search call, started before the page renders (the shell calls this as soon
// as the remote has loaded): the call of the tab the URL selects, with the page's own parameters.
import { requestEarly, type PageLocation, type PreloadSite, type QueryParams } from '@portail/shared';
import { COMPANY_SEARCH_PATH, PERSON_SEARCH_PATH } from '../../api/searchApi';
import { RESULTS_PATH, readTab } from '../advanced-search/criteria';
import { companySearchParams, hasCompanyQuery, hasDirectorQuery, personSearchParams } from './query';

/** The search call the results page at `location` makes first, or null when it makes none. */
export function firstSearchCall(location: PageLocation, site: PreloadSite): { path: string; params: QueryParams } | null {
  if (location.pathname.replace(/\/+$/, '') !== RESULTS_PATH) return null;
  const params = new URLSearchParams(location.search);
  if (readTab(params) === 'dirigeants') {
    return hasDirectorQuery(params) ? { path: PERSON_SEARCH_PATH, params: personSearchParams(params) as unknown as QueryParams } : null;
  }
  return hasCompanyQuery(params)
    ? { path: COMPANY_SEARCH_PATH, params: companySearchParams(params, site.searchBoost) as unknown as QueryParams }
    : null;
}

export function preloadResultsPage(location: PageLocation, site: PreloadSite): void {
  const call = firstSearchCall(location, site);
  if (call) requestEarly(call.path, call.params);
}
