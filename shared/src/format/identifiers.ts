// French company identifiers: SIREN (9 digits, the company), NIC (5 digits, the establishment
// within the company) and SIRET (SIREN + NIC, 14 digits). New Caledonia uses the RIDET.

// The checksum rules live with the API contracts (../api/identifiers), which the back end shares;
// they are re-exported here, as the same bindings, so that the package has one definition of each.
// They take digits only: clean user input with parseSirenOrSiret first.
export { LA_POSTE_SIREN, isValidSiren, isValidSiret, luhnValid as isValidLuhn } from '../api/identifiers';

function removeSpaces(s: string): string {
  return s.replace(/\s+/g, '');
}

export interface SirenOrSiret {
  siren: string;
  /** Present when a full SIRET was given. */
  nic?: string;
}

/**
 * Splits a SIREN or SIRET typed by a user (SPEC §5): spaces removed, the first 9 characters are the
 * SIREN and characters 10 to 14 the NIC. Returns null unless the input holds exactly 9 or 14 digits.
 * The checksum is not verified here (see isValidSiren and isValidSiret).
 */
export function parseSirenOrSiret(input: string): SirenOrSiret | null {
  const digits = removeSpaces(input);
  if (/^\d{9}$/.test(digits)) return { siren: digits };
  if (/^\d{14}$/.test(digits)) return { siren: digits.slice(0, 9), nic: digits.slice(9) };
  return null;
}

/** Left-pads with zeros to 5 characters (SPEC §5). */
function padTo5(value: string | number): string {
  return removeSpaces(String(value)).padStart(5, '0');
}

/** NIC padded to 5 digits: 12 -> "00012". */
export function padNic(nic: string | number): string {
  return padTo5(nic);
}

/** Post-code padded to 5 digits: 1000 -> "01000". */
export function padPostcode(code: string | number): string {
  return padTo5(code);
}

/** "123456789" -> "123 456 789"; any other input is returned trimmed and otherwise unchanged. */
export function formatSiren(siren: string): string {
  const digits = removeSpaces(siren);
  if (!/^\d{9}$/.test(digits)) return siren.trim();
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** "12345678900012" -> "123 456 789 00012"; any other input is returned trimmed and otherwise unchanged. */
export function formatSiret(siret: string): string {
  const digits = removeSpaces(siret);
  if (!/^\d{14}$/.test(digits)) return siret.trim();
  return `${formatSiren(digits.slice(0, 9))} ${digits.slice(9)}`;
}

/** The number segment of an establishment route (SPEC §2): SIREN followed by the NIC padded to 5 digits. */
export function establishmentRouteNumber(siren: string, nic: string | number): string {
  return `${removeSpaces(siren)}${padNic(nic)}`;
}

export interface Ridet {
  /** The 7-digit company number. */
  ridet: string;
  /** The 3-digit establishment rank, when given. */
  rank?: string;
}

const RIDET_PATTERN = /^(\d{7})(\d{3})?$/;

function ridetDigits(s: string): string {
  // Spaces, dots, hyphens and slashes are accepted as separators ("1 234 567.001").
  return s.trim().replace(/[\s./-]+/g, '');
}

/** New Caledonia RIDET: 7 digits, optionally followed by a 3-digit establishment rank; separators allowed. */
export function parseRidet(s: string): Ridet | null {
  const match = RIDET_PATTERN.exec(ridetDigits(s));
  if (!match) return null;
  const [, ridet, rank] = match;
  if (ridet === undefined) return null;
  return rank === undefined ? { ridet } : { ridet, rank };
}

export function isRidet(s: string): boolean {
  return parseRidet(s) !== null;
}
