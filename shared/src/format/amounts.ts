/**
 * Space used by {@link formatAmount}, both between thousands groups and before the currency sign:
 * U+00A0 NO-BREAK SPACE, so that an amount never wraps across two lines.
 */
export const AMOUNT_SPACE = '\u00A0';

export interface FormatAmountOptions {
  /** Group thousands with {@link AMOUNT_SPACE} ("1 234,56"). Default false ("1234,56"). */
  thousandsSeparator?: boolean;
  /** Append " €" (with {@link AMOUNT_SPACE}). Default false. */
  currency?: boolean;
}

/**
 * Formats an amount given in cents (SPEC §9): divided by 100, two decimals, comma as the decimal
 * separator, optionally grouped thousands and a euro sign. Fractions of a cent are rounded.
 * A non-finite input yields an empty string.
 *
 * formatAmount(123456) -> "1234,56"; formatAmount(123456, { thousandsSeparator: true, currency: true }) -> "1 234,56 €"
 */
export function formatAmount(cents: number, opts: FormatAmountOptions = {}): string {
  if (!Number.isFinite(cents)) return '';
  const rounded = Math.round(Math.abs(cents));
  const negative = cents < 0 && rounded !== 0;
  // BigInt keeps every digit of large amounts, where String(number) would switch to exponent notation.
  const digits = BigInt(rounded).toString().padStart(3, '0');
  let units = digits.slice(0, -2);
  const decimals = digits.slice(-2);
  if (opts.thousandsSeparator) units = units.replace(/\B(?=(\d{3})+$)/g, AMOUNT_SPACE);
  const sign = negative ? '-' : '';
  const suffix = opts.currency ? `${AMOUNT_SPACE}€` : '';
  return `${sign}${units},${decimals}${suffix}`;
}
