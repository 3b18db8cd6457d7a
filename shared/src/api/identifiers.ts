// Company identifiers: SIREN (9 digits, Luhn), SIRET (14 digits, Luhn, La Poste exception),
// New Caledonia RIDET (7 digits, optionally followed by a 3-digit establishment rank).

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit to append to `body` so that the whole string is valid. */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable');
}

/** La Poste's establishments share SIREN 356000000 and use a digit-sum rule instead of Luhn. */
export const LA_POSTE_SIREN = '356000000';

export function isValidSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnValid(value);
}

export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (value.startsWith(LA_POSTE_SIREN)) {
    let sum = 0;
    for (const c of value) sum += c.charCodeAt(0) - 48;
    return sum % 5 === 0 || luhnValid(value);
  }
  return luhnValid(value);
}

export type ParsedIdentifier =
  | { kind: 'SIREN'; siren: string }
  | { kind: 'SIRET'; siren: string; nic: string; siret: string }
  | { kind: 'RIDET'; ridet: string; rang: string | null };

export type IdentifierError = { error: 'FORMAT' | 'CHECKSUM' };

/** Removes spaces, dots and dashes people type inside numbers ("552 100 554", "1 234 567.001"). */
export function compactIdentifier(raw: string): string {
  return raw.replace(/[\s.\-\u00a0]/g, '');
}

/**
 * Parses a company number typed by a user. 9 digits: SIREN; 14: SIRET; 7: RIDET;
 * 10: RIDET + rank. Anything else is a format error; a bad Luhn key is a checksum error.
 */
export function parseIdentifier(raw: string): ParsedIdentifier | IdentifierError {
  const v = compactIdentifier(raw);
  if (!/^\d+$/.test(v)) return { error: 'FORMAT' };
  switch (v.length) {
    case 9:
      return isValidSiren(v) ? { kind: 'SIREN', siren: v } : { error: 'CHECKSUM' };
    case 14:
      return isValidSiret(v)
        ? { kind: 'SIRET', siren: v.slice(0, 9), nic: v.slice(9), siret: v }
        : { error: 'CHECKSUM' };
    case 7:
    case 10: {
      const r = parseRidet(v)!;
      return { kind: 'RIDET', ridet: r.ridet, rang: r.rank ?? null };
    }
    default:
      return { error: 'FORMAT' };
  }
}

export interface Ridet {
  /** The 7-digit company number. */
  ridet: string;
  /** The 3-digit establishment rank, when given. */
  rank?: string;
}

const RIDET_PATTERN = /^(\d{7})(\d{3})?$/;

/**
 * New Caledonia RIDET as people write it: 7 digits, optionally followed by the 3-digit
 * establishment rank; spaces, dots, hyphens and slashes are separators ("1 234 567.001",
 * "1234567001"). Null for anything else.
 */
export function parseRidet(s: string): Ridet | null {
  const match = RIDET_PATTERN.exec(s.trim().replace(/[\s./\-\u00a0]+/g, ''));
  if (!match) return null;
  const [, ridet, rank] = match;
  if (ridet === undefined) return null;
  return rank === undefined ? { ridet } : { ridet, rank };
}

/**
 * A RIDET as it is displayed: the company's 7 digits ("1234567"), an establishment's with its rank
 * after a dot ("1234567.001"). Any other input is returned trimmed and otherwise unchanged.
 */
export function formatRidet(value: string): string {
  const r = parseRidet(value);
  if (!r) return value.trim();
  return r.rank === undefined ? r.ridet : `${r.ridet}.${r.rank}`;
}

export function isIdentifierError(p: ParsedIdentifier | IdentifierError): p is IdentifierError {
  return 'error' in p;
}
