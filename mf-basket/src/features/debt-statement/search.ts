// Finding the debtor with the site's company search (recherche/entreprises_etablissements): by the
// number typed, or by name within a postcode; companies only, not their establishments.
import { COMPANY_SEARCH_PATH, SearchResultsSchema, authApi, searchHitName, type SearchHit, type SearchResults } from '@portail/shared';
import type { SearchBoost } from '@portail/shared/site/variants';
import type { Debtor } from './debtor';

/** Companies listed for a search by name; a narrower name or a postcode finds the others. */
export const NAME_RESULTS_LIMIT = 10;

function searchCompanies(params: Record<string, string | number>, boost: SearchBoost, signal?: AbortSignal): Promise<SearchResults> {
  return authApi().getJson(SearchResultsSchema, COMPANY_SEARCH_PATH, { ...params, type_entite: 'ENTREPRISE', offset: 0, ...(boost ? { boost } : {}) }, { signal });
}

/** The company of the registry a SIREN or RIDET designates, or null when the registry holds none. */
export async function companyByNumber(number: string, boost: SearchBoost, signal?: AbortSignal): Promise<SearchHit | null> {
  const found = await searchCompanies({ numero_identification: number, limit: 1 }, boost, signal);
  return found.items[0] ?? null;
}

/** The companies of the registry whose name approaches `name`, in the postcode's commune when one is given. */
export function companiesByName(name: string, postcode: string | null, boost: SearchBoost, signal?: AbortSignal): Promise<SearchResults> {
  return searchCompanies({ nom_entreprise: name, ...(postcode ? { critere_geographique: postcode } : {}), limit: NAME_RESULTS_LIMIT }, boost, signal);
}

/** A company found by the search, as the debtor of a statement. */
export function companyDebtor(hit: SearchHit): Debtor {
  return { kind: 'company', id: hit.id_entreprise, name: searchHitName(hit), number: hit.numero_identification };
}
