// French company identifiers: SIREN (9 digits, the company), NIC (5 digits, the establishment
// within the company) and SIRET (SIREN + NIC, 14 digits). New Caledonia uses the RIDET.

// The checksum rules live with the API contracts (../api/identifiers), which the back end shares;
// they are re-exported here, as the same bindings, so that the package has one definition of each.
// They take digits only: clean user input with parseSirenOrSiret first.
export { LA_POSTE_SIREN, formatRidet, isValidSiren, isValidSiret, luhnValid as isValidLuhn, parseRidet, type Ridet } from '../api/identifiers';
import { formatRidet, parseRidet } from '../api/identifiers';

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

export function isRidet(s: string): boolean {
  return parseRidet(s) !== null;
}

/**
 * An establishment's number as displayed, with its scheme: a SIRET ("552 100 554 00013"), or in
 * New Caledonia a RIDET with its rank ("1234567.001"). `numero` is the API's (SIRET, or RIDET +
 * rank without separator).
 */
export function establishmentNumberText(numero: string): { kind: 'SIRET' | 'RIDET'; display: string } {
  const digits = removeSpaces(numero);
  if (/^\d{14}$/.test(digits)) return { kind: 'SIRET', display: formatSiret(digits) };
  return { kind: 'RIDET', display: formatRidet(digits) };
}

/** A company's number as displayed, with its scheme: a SIREN ("552 100 554") or a RIDET ("1234567"). */
export function companyNumberText(numero: string): { kind: 'SIREN' | 'RIDET'; display: string } {
  return parseRidet(numero) ? { kind: 'RIDET', display: formatRidet(numero) } : { kind: 'SIREN', display: formatSiren(numero) };
}

/**
 * Any identifier as displayed: a SIREN or SIRET grouped ("552 100 554 00013"), a RIDET with its
 * establishment rank after a dot ("1234567.001"); anything else trimmed and otherwise unchanged.
 */
export function formatIdentifier(value: string): string {
  const digits = value.replace(/[\s.\-\u00a0]/g, '');
  if (/^\d{9}$/.test(digits)) return formatSiren(digits);
  if (/^\d{14}$/.test(digits)) return formatSiret(digits);
  return parseRidet(value) ? formatRidet(value) : value.trim();
}
