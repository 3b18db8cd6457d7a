// The results page's calls, each named once: the page's loader makes them (on the server to render
// with their answers, in the browser to start them before the page renders) and the lists' data
// hooks read them under the same keys.
import { resourceCall, type PersonResults, type ResourceCall, type SearchResults } from '@portail/shared';
import { type PageLoad } from '@portail/shared/remote/pageRoutes';
import { searchCompanies, searchPersons } from '../../api/searchApi';
import { readTab } from '../advanced-search';
import { companyInputProblem, personInputProblem } from './inputProblem';
import { companySearchParams, hasCompanyQuery, hasDirectorQuery, personSearchParams } from './query';
import { filterListCalls } from './useFilterLists';
import { siteVariant } from '@portail/shared/site/variants';

/** The company search of the results page's URL; null when the URL asks none or cannot be sent. */
export function companySearchCall(params: URLSearchParams, boost: 'NC' | null): ResourceCall<SearchResults> | null {
  if (!hasCompanyQuery(params) || companyInputProblem(params, boost) !== null) return null;
  const query = companySearchParams(params, boost);
  return resourceCall(JSON.stringify(query), (signal) => searchCompanies(query, signal));
}

/** The executives search of the results page's URL; null when the URL asks none or cannot be sent. */
export function personSearchCall(params: URLSearchParams): ResourceCall<PersonResults> | null {
  if (!hasDirectorQuery(params) || personInputProblem(params) !== null) return null;
  const query = personSearchParams(params);
  return resourceCall(JSON.stringify(query), (signal) => searchPersons(query, signal));
}

/**
 * The results page's first render: the search of the tab the URL selects, with the variant's
 * boost, first, then the filter lists (the page reads them whatever the tab). Independent calls:
 * one failing does not stop the others.
 */
export const loadResultsPage: PageLoad = ({ url, site }, page) => {
  const params = url.searchParams;
  const search = readTab(params) === 'dirigeants' ? personSearchCall(params) : companySearchCall(params, site.searchBoost ?? null);
  return Promise.allSettled([...(search ? [page.get<unknown>(search)] : []), ...filterListCalls(siteVariant(site).territory).map((call) => page.get<unknown>(call))]);
};
