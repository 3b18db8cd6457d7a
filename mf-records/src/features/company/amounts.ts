import { formatAmount } from '@portail/shared';

/** An amount in cents as shown on records: "1 234 567,00 €" (or "… XPF" in New Caledonia). */
export function money(cents: number | null | undefined, devise: 'EUR' | 'XPF' = 'EUR'): string {
  if (cents === null || cents === undefined) return '';
  if (devise === 'EUR') return formatAmount(cents, { thousandsSeparator: true, currency: true });
  return `${formatAmount(cents, { thousandsSeparator: true })}\u00A0XPF`;
}
