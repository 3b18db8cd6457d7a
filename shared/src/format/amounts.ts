/**
 * Space used by {@link formatAmount}, both between thousands groups and before the currency sign:
 * U+00A0 NO-BREAK SPACE, so that an amount never wraps across two lines.
 */
export const AMOUNT_SPACE = '\u00A0';

export interface FormatAmountOptions {
  /** Group thousands with {@link AMOUNT_SPACE} ("1 234,56"). Default false ("1234,56"). */
  thousandsSeparator?: boolean;
  /**
   * Append the currency after {@link AMOUNT_SPACE}: true or 'EUR' for " €", 'XPF' for " XPF".
   * Default false. The CFP franc has no subunit: an XPF amount is shown in whole francs, rounded.
   */
  currency?: boolean | 'EUR' | 'XPF';
}

/** Digits grouped by three from the right with `space`: "1234567" -> "1 234 567". */
function groupThousands(digits: string, space: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, space);
}

/**
 * Formats an amount given in cents (SPEC §9): divided by 100, two decimals, comma as the decimal
 * separator, optionally grouped thousands and a euro sign. Fractions of a cent are rounded.
 * A non-finite input yields an empty string.
 *
 * formatAmount(123456) -> "1234,56"; formatAmount(123456, { thousandsSeparator: true, currency: true }) -> "1 234,56 €";
 * formatAmount(123456, { thousandsSeparator: true, currency: 'XPF' }) -> "1 235 XPF"
 */
export function formatAmount(cents: number, opts: FormatAmountOptions = {}): string {
  if (!Number.isFinite(cents)) return '';
  if (opts.currency === 'XPF') return formatWholeUnits(cents, opts.thousandsSeparator === true, 'XPF');
  const rounded = Math.round(Math.abs(cents));
  const negative = cents < 0 && rounded !== 0;
  // BigInt keeps every digit of large amounts, where String(number) would switch to exponent notation.
  const digits = BigInt(rounded).toString().padStart(3, '0');
  let units = digits.slice(0, -2);
  const decimals = digits.slice(-2);
  if (opts.thousandsSeparator) units = groupThousands(units, AMOUNT_SPACE);
  const sign = negative ? '-' : '';
  const suffix = opts.currency ? `${AMOUNT_SPACE}€` : '';
  return `${sign}${units},${decimals}${suffix}`;
}

/** Hundredths of a currency without subunit, shown in whole units ("1 235 XPF"), half up. */
function formatWholeUnits(hundredths: number, thousandsSeparator: boolean, code: string): string {
  const units = Math.round(Math.abs(hundredths) / 100);
  const negative = hundredths < 0 && units !== 0;
  let digits = BigInt(units).toString();
  if (thousandsSeparator) digits = groupThousands(digits, AMOUNT_SPACE);
  return `${negative ? '-' : ''}${digits}${AMOUNT_SPACE}${code}`;
}

/** Space between thousands groups in {@link formatCount}: U+202F NARROW NO-BREAK SPACE, as French typography and `Intl.NumberFormat('fr-FR')` group digits. */
export const COUNT_SPACE = '\u202F';

/**
 * Formats a count of things ("12 345 entreprises"): a whole number with its thousands grouped by
 * {@link COUNT_SPACE}. Same output as `n.toLocaleString('fr-FR')` for whole numbers, without
 * loading the browser's locale data on first use (tens of milliseconds on a page's first render).
 * Fractions are rounded; a non-finite input yields an empty string.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const rounded = Math.round(Math.abs(n));
  const digits = groupThousands(BigInt(rounded).toString(), COUNT_SPACE);
  return rounded !== 0 && n < 0 ? `-${digits}` : digits;
}

/** A rate in percent as French typography writes it: "20 %", "5,5 %" (no-break space). */
export function formatRate(percent: number): string {
  return `${String(percent).replace('.', ',')}${AMOUNT_SPACE}%`;
}
