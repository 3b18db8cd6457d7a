import { ADVANCED_SEARCH_PATH, RESULTS_PATH } from '../advanced-search/criteria';

/**
 * The results page of a header search: a SIREN (9 digits) or SIRET (14 digits), spaces removed,
 * searches by identifier; any other text is a free-text company search; nothing opens the
 * advanced search. (A known, valid SIREN or SIRET goes to its record before this.)
 */
export function searchTarget(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return ADVANCED_SEARCH_PATH;
  const digits = trimmed.replace(/\s+/g, '');
  if (/^(\d{9}|\d{14})$/.test(digits)) return `${RESULTS_PATH}?${new URLSearchParams({ recherche: 'entreprises', sirenOrSiret: digits })}`;
  return `${RESULTS_PATH}?${new URLSearchParams({ recherche: 'entreprises', phrase: trimmed })}`;
}
