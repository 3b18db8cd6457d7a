// The search interface callers depend on. The PostgreSQL engine implements it today; a distributed
// engine (OpenSearch) can implement it later for national scale without touching the routes.
import type { PersonResults, SearchResults } from '@portail/shared/src/api';
import type { SearchCompaniesQuery, SearchPersonsQuery } from '@portail/shared/src/api/requests';

export interface CompanySearchEngine {
  readonly name: string;
  searchCompanies(query: SearchCompaniesQuery): Promise<SearchResults>;
  searchPersons(query: SearchPersonsQuery): Promise<PersonResults>;
}

/** A search request the engine cannot serve (no criterion at all, for instance). */
export class SearchInputError extends Error {}

/** French words that carry no meaning on their own in company names. */
export const STOPWORDS = new Set([
  'a', 'au', 'aux', 'avec', 'ce', 'ces', 'chez', 'd', 'dans', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les',
  'leur', 'ou', 'par', 'pour', 'sa', 'se', 'ses', 'sur', 'un', 'une', 'y', 'the', 'of', 'and',
]);

/**
 * Query tokens for the prefix ("as you type") query. `text` must already be normalised
 * (lower case, no accents, [a-z0-9] words). The last word is a prefix unless it is a stop word
 * or a single character.
 */
export function prefixQuery(text: string): { words: string; prefix: string | null } {
  const tokens = text.split(' ').filter(Boolean);
  const last = tokens[tokens.length - 1];
  const head = tokens.slice(0, -1).filter((t) => !STOPWORDS.has(t));
  if (last && !STOPWORDS.has(last) && last.length >= 2) return { words: head.join(' & '), prefix: last };
  if (last && !STOPWORDS.has(last)) head.push(last);
  return { words: head.join(' & '), prefix: null };
}
