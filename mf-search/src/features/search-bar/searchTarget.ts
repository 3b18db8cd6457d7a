import { ADVANCED_SEARCH_PATH, RESULTS_PATH } from '../advanced-search/criteria';

/**
 * Where the header search goes: a SIREN (9 digits) or SIRET (14 digits), spaces removed, searches
 * by identifier; any other text is a free-text company search; nothing opens the advanced search.
 */
export function searchTarget(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return ADVANCED_SEARCH_PATH;
  const digits = trimmed.replace(/\s+/g, '');
  if (/^(\d{9}|\d{14})$/.test(digits)) return `${RESULTS_PATH}?${new URLSearchParams({ sirenOrSiret: digits })}`;
  return `${RESULTS_PATH}?${new URLSearchParams({ phrase: trimmed, recherche: 'entreprises' })}`;
}
