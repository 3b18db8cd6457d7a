// Generic form messages (SPEC §5) and business constants (SPEC §8, §9).

export function minLengthMessage(n: number): string {
  return `Minimum ${n} caractères requis.`;
}

export function maxLengthMessage(n: number): string {
  return `Limité à ${n} caractères.`;
}

export const SPECIAL_CHARS_MESSAGE = 'Les caractères spéciaux ne sont pas autorisés';

export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue.';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_DEFAULT = 0;
/** Limit of the director function listing. */
export const FUNCTIONS_LIMIT = 25;
/** Limit of the SEO listings by department, sector and NAF code. */
export const SEO_LIST_LIMIT = 50;
