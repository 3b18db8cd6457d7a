import { formatAmount } from '@portail/shared';

/** An amount in cents as shown on records: "1 234 567,00 €" (or "… XPF" in New Caledonia). */
export function money(cents: number | null | undefined, currency: 'EUR' | 'XPF' = 'EUR'): string {
  if (cents === null || cents === undefined) return '';
  return formatAmount(cents, { thousandsSeparator: true, currency });
}

const SCALES = [
  [1e9, 'Md'],
  [1e6, 'M'],
  [1e3, 'k'],
] as const;

/** A chart tick in whole units of the currency, shortened: "1,5 M€", "-250 k€", "12 MdXPF" → "12 Md XPF". */
export function compactMoney(units: number, currency: 'EUR' | 'XPF' = 'EUR'): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const symbol = currency === 'EUR' ? '€' : '\u00A0XPF';
  for (const [size, suffix] of SCALES) {
    if (abs >= size) {
      const n = Math.round((abs / size) * 10) / 10;
      return `${sign}${String(n).replace('.', ',')}\u00A0${suffix}${symbol}`;
    }
  }
  return `${sign}${Math.round(abs)}${currency === 'EUR' ? '\u00A0€' : symbol}`;
}

/** An amount in cents in whole units, as accounts state them: "1 234 567 €" (or "… XPF"). */
export function wholeMoney(cents: number | null | undefined, currency: 'EUR' | 'XPF' = 'EUR'): string {
  if (cents === null || cents === undefined) return '';
  return money(Math.round(cents / 100) * 100, currency).replace(/,00(?=\u00A0€$)/, '');
}
