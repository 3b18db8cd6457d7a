// The results page's calls, each named once: the page's data needs give them to its loader (on the
// server to render with their answers, in the browser to start them before the page renders) and
// the lists' data hooks read them under the keys their API paths and queries give.
import { dataOriginCall, keyedCall, type PersonResults, type QueryParams, type ResourceCall, type SearchResults } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { COMPANY_SEARCH_PATH, PERSON_SEARCH_PATH, searchCompanies, searchPersons } from '../../api/searchApi';
import { readTab } from '../advanced-search';
import { companyInputProblem, personInputProblem } from './inputProblem';
import { companySearchParams, hasCompanyQuery, hasDirectorQuery, personSearchParams } from './query';
import { filterListCalls } from './useFilterLists';
import { siteVariant } from '@portail/shared/site/variants';

/** The company search of the results page's URL; null when the URL asks none or cannot be sent. */
export function companySearchCall(params: URLSearchParams, boost: 'NC' | null): ResourceCall<SearchResults> | null {
  if (!hasCompanyQuery(params) || companyInputProblem(params, boost) !== null) return null;
  const query = companySearchParams(params, boost);
  return keyedCall(COMPANY_SEARCH_PATH, query as unknown as QueryParams, (signal) => searchCompanies(query, signal));
}

/** The executives search of the results page's URL; null when the URL asks none or cannot be sent. */
export function personSearchCall(params: URLSearchParams): ResourceCall<PersonResults> | null {
  if (!hasDirectorQuery(params) || personInputProblem(params) !== null) return null;
  const query = personSearchParams(params);
  return keyedCall(PERSON_SEARCH_PATH, query as unknown as QueryParams, (signal) => searchPersons(query, signal));
}

/**
 * The results page's address, read once, and its first render's calls: the search of the tab the
 * URL selects (the other tab's list is not shown), with the site's boost, then the filter lists
 * (the page reads them whatever the tab). Independent calls: one failing does not stop the others.
 */
export const resultsNeeds = dataNeeds(({ url, site }) => {
  const params = url.searchParams;
  const boost = site.searchBoost ?? null;
  const tab = readTab(params);
  const [legalForms, areas, divisions] = filterListCalls(siteVariant(site).territory);
  return {
    params,
    boost,
    tab,
    companies: tab === 'dirigeants' ? null : companySearchCall(params, boost),
    persons: tab === 'dirigeants' ? personSearchCall(params) : null,
    legalForms,
    areas,
    divisions,
    dataOrigin: dataOriginCall,
  };
});
