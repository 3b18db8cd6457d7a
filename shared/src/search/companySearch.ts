// The free-text company search as the header widget (mf-search) and the home page (mf-content)
// both use it: where a search leads, and the suggestions shown while the visitor types.
import { SearchResultsSchema, type SearchResults } from '../api/companies';
import { authApi } from '../auth/apiClient';
import type { SearchBoost } from '../site/variants';
import { parseRidet, parseSirenOrSiret } from '../format/identifiers';
import searchRoutes from '../routing/routes/mf-search.json';

/** API path of the company and establishment search. */
export const COMPANY_SEARCH_PATH = 'recherche/entreprises_etablissements';
/** Pages of the search (SPEC §2), from mf-search's route manifest. */
export const SEARCH_RESULTS_PATH = searchRoutes.results;
export const ADVANCED_SEARCH_PATH = searchRoutes.advancedSearch;

/** Suggestions: how many, from how many characters, and after how long a pause in typing. */
export const SUGGEST_LIMIT = 5;
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

/**
 * The identifier typed in a search box, digits only: a SIREN (9 digits) or SIRET (14 digits),
 * spaces removed, or a RIDET (7 digits) with or without its establishment rank, as Caledonians
 * write it ("1 234 567.001"); null for any other text.
 */
export function typedIdentifier(text: string): string | null {
  const id = parseSirenOrSiret(text);
  if (id) return `${id.siren}${id.nic ?? ''}`;
  const ridet = parseRidet(text);
  return ridet ? `${ridet.ridet}${ridet.rank ?? ''}` : null;
}

/**
 * The results page of a search typed in a box: a SIREN, SIRET or RIDET (`typedIdentifier`)
 * searches by identifier; any other text is a free-text company search; nothing opens the
 * advanced search.
 */
export function searchResultsTarget(text: string): string {
  const id = typedIdentifier(text);
  if (id) return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ recherche: 'entreprises', sirenOrSiret: id })}`;
  const phrase = text.trim();
  if (!phrase) return ADVANCED_SEARCH_PATH;
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ recherche: 'entreprises', phrase })}`;
}

/** The first companies and establishments matching what was typed, for a list of suggestions. */
export function suggestCompanies(phrase: string, boost: SearchBoost, signal?: AbortSignal): Promise<SearchResults> {
  return authApi().getJson(
    SearchResultsSchema,
    COMPANY_SEARCH_PATH,
    { phrase, limit: SUGGEST_LIMIT, offset: 0, ...(boost ? { boost } : {}) },
    { signal },
  );
}
