import { SEARCH_RESULTS_PATH, establishmentNumberText, formatRidet, formatSiren, formatSiret, parseRidet } from '@portail/shared';

export interface RecordIdentifier {
  /** "SIREN", "SIRET" or "RIDET". */
  kind: string;
  /** The number as printed: "552 100 554". */
  display: string;
  /** The raw digits. */
  digits: string;
}

/** The identification number of a company route: a SIREN, or a RIDET in New Caledonia. */
export function companyIdentifier(segment: string): RecordIdentifier | null {
  if (/^\d{9}$/.test(segment)) return { kind: 'SIREN', display: formatSiren(segment), digits: segment };
  const ridet = /^\d{7}$/.test(segment) ? parseRidet(segment) : null;
  if (ridet) return { kind: 'RIDET', display: formatRidet(segment), digits: segment };
  return null;
}

/** "SIREN 552 100 554", "SIRET 552 100 554 00013", "RIDET 1234567.001". */
export function identifierText(id: RecordIdentifier): string {
  return `${id.kind} ${id.display}`;
}

/** "Copier le SIREN 552 100 554": the name of the button that copies the number. */
export function copyLabel(id: RecordIdentifier): string {
  return `Copier le ${id.kind} ${id.display}`;
}

/**
 * The number of a company as the record shows it: a SIREN in mainland France, a RIDET in New
 * Caledonia (the company's own scheme, which is its territory's).
 */
export function companyNumber(c: { type_identification?: 'SIREN' | 'RIDET'; numero_identification: string }): RecordIdentifier {
  const digits = c.numero_identification;
  // A company summary (of an establishment, a function) has no scheme: a RIDET has 7 digits, a SIREN 9.
  const kind = c.type_identification ?? (/^\d{7}$/.test(digits) ? 'RIDET' : 'SIREN');
  return kind === 'SIREN'
    ? { kind: 'SIREN', display: formatSiren(digits), digits }
    : { kind: 'RIDET', display: formatRidet(digits), digits };
}

/** The number of an establishment: its SIRET, or in New Caledonia the RIDET and its rank ("1234567.001"). */
export function establishmentNumberOf(e: { siret: string | null; numero: string }): RecordIdentifier {
  const digits = e.siret ?? e.numero;
  const n = establishmentNumberText(digits);
  return { kind: n.kind, display: n.display, digits };
}

/** The number of an establishment route: SIREN + NIC padded to 5 digits (a SIRET), or RIDET + rank. */
export function establishmentIdentifier(segment: string): RecordIdentifier | null {
  if (/^\d{14}$/.test(segment)) return { kind: 'SIRET', display: formatSiret(segment), digits: segment };
  const ridet = /^\d{10}$/.test(segment) ? parseRidet(segment) : null;
  if (ridet?.rank) return { kind: 'RIDET', display: formatRidet(segment), digits: segment };
  return null;
}

/** "dupont-jean" -> "Dupont Jean": the words of a slug, each capitalised. */
export function slugWords(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The search of the results page for one identifier. */
export function searchByIdentifierPath(digits: string): string {
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ sirenOrSiret: digits })}`;
}

/** A registry code as the API knows it: 4 characters, the department (2A/2B in Corsica) and an
 * ordinal (7501, 2A01…). */
export const REGISTRY_CODE = /^\d[\dAB]\d{2}$/i;
