// The search interface callers depend on. The PostgreSQL engine implements it today; a distributed
// engine (OpenSearch) can implement it later for national scale without touching the routes.
import type { PersonResults, SearchResults } from '@portail/shared/api';
import type { SearchCompaniesQuery, SearchPersonsQuery } from '@portail/shared/api/requests';
import { HttpError } from '../../../http/errors';

export interface CompanySearchEngine {
  readonly name: string;
  searchCompanies(query: SearchCompaniesQuery): Promise<SearchResults>;
  searchPersons(query: SearchPersonsQuery): Promise<PersonResults>;
}

/** A search request the engine cannot serve (no criterion at all, for instance): a 400 with its message. */
export class SearchInputError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

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

/**
 * Meaningful words (stop words aside) of a query that go into the full-text query. A company
 * name seldom has more; the request schema lets up to 200 characters through, i.e. some 50 words.
 */
export const MAX_MATCH_WORDS = 10;

/**
 * `prefixQuery` over the first MAX_MATCH_WORDS meaningful words of `text` (normalised). The words
 * after them are dropped from matching rather than the query refused: every word must be found,
 * so the words kept still narrow the hits to the names that hold them all, and the exact-name tier
 * compares the whole text anyway. When words are dropped, the last word kept was followed by
 * others, hence typed whole: it is no prefix then. `text` in the result is the text matched.
 */
export function matchQuery(text: string): { text: string; words: string; prefix: string | null } {
  const tokens = text.split(' ').filter(Boolean);
  let meaningful = 0;
  const end = tokens.findIndex((t) => !STOPWORDS.has(t) && ++meaningful === MAX_MATCH_WORDS) + 1;
  if (end === 0 || end === tokens.length) return { text: tokens.join(' '), ...prefixQuery(text) };
  const kept = tokens.slice(0, end);
  return { text: kept.join(' '), words: kept.filter((t) => !STOPWORDS.has(t)).join(' & '), prefix: null };
}
