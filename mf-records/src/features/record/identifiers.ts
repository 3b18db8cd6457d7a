import { formatSiren, formatSiret, parseRidet } from '@portail/shared';

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
  if (ridet) return { kind: 'RIDET', display: ridet.ridet, digits: segment };
  return null;
}

/** The number of an establishment route: SIREN + NIC padded to 5 digits (a SIRET), or RIDET + rank. */
export function establishmentIdentifier(segment: string): RecordIdentifier | null {
  if (/^\d{14}$/.test(segment)) return { kind: 'SIRET', display: formatSiret(segment), digits: segment };
  const ridet = /^\d{10}$/.test(segment) ? parseRidet(segment) : null;
  if (ridet?.rank) return { kind: 'RIDET', display: `${ridet.ridet}.${ridet.rank}`, digits: segment };
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
  return `/recherche-entreprise-dirigeant/resultats-de-recherche?${new URLSearchParams({ sirenOrSiret: digits })}`;
}

/** A registry code as the API knows it: 4 characters, the department (2A/2B in Corsica) and an
 * ordinal (7501, 2A01…). */
export const REGISTRY_CODE = /^\d[\dAB]\d{2}$/i;
