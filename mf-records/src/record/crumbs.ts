/** First crumb of every record page: records are reached from the search. */
export const SEARCH_CRUMB = { label: 'Recherche', href: '/recherche-entreprise-dirigeant/recherche-avancee' };
