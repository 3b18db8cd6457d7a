import { ADVANCED_SEARCH_PATH } from '@portail/shared';

/** First crumb of every record page: records are reached from the search. */
export const SEARCH_CRUMB = { label: 'Recherche', href: ADVANCED_SEARCH_PATH };
