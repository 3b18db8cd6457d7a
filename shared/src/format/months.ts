export interface Month {
  /** 1 for January to 12 for December. */
  value: number;
  label: string;
}

/** Months of the year (SPEC §3), e.g. for the month-of-birth select of the executive search. */
export const MONTHS: readonly Month[] = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
].map((label, i) => ({ value: i + 1, label }));

/** French name of month `n` (1-12), capitalised: 2 -> "Février". Undefined outside 1-12. */
export function monthLabel(n: number | string): string | undefined {
  const value = typeof n === 'string' ? Number(n.trim()) : n;
  if (!Number.isInteger(value)) return undefined;
  return MONTHS[value - 1]?.label;
}
