// Generic form messages (SPEC §5) and business constants (SPEC §8, §9).

export function minLengthMessage(n: number): string {
  return `Minimum ${n} caractères requis.`;
}

export function maxLengthMessage(n: number): string {
  return `Limité à ${n} caractères.`;
}

export const SPECIAL_CHARS_MESSAGE = 'Les caractères spéciaux ne sont pas autorisés';

/**
 * What a line printed on mail or an invoice may hold (labels, address lines, cities): letters,
 * digits, spaces and ' ’ . , & ( ) / -.
 */
export const ADDRESS_LINE_PATTERN = /^[\p{L}\p{N} '’.,&()/-]*$/u;

/** The message for a printed line that is too long or holds special characters, or null. */
export function addressLineProblem(value: string, max: number): string | null {
  if (value.length > max) return maxLengthMessage(max);
  if (!ADDRESS_LINE_PATTERN.test(value)) return SPECIAL_CHARS_MESSAGE;
  return null;
}

/** The message for a period whose start comes after its end (ISO dates; an empty bound is open), or null. */
export function dateRangeProblem(from: string, to: string): string | null {
  return from && to && from > to ? 'La date de début doit précéder la date de fin.' : null;
}

export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue.';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_DEFAULT = 0;
/** Limit of the director function listing. */
export const FUNCTIONS_LIMIT = 25;
/** Limit of the SEO listings by department, sector and NAF code. */
export const SEO_LIST_LIMIT = 50;
