import { BLOCKED_COMPANY_STATUSES, NC_DEPARTEMENT, formatDateFr, formatMonthYear, provinceOfCommune, type Adresse, type Entreprise, type CompanyStatus } from '@portail/shared';
import { companyNumber, identifierText } from './identifiers';

/** Company status shown to the visitor. */
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  ACTIF: 'Active',
  RADIE: 'Radiée',
  INTERDIT: 'Interdite',
  SUSPENDU: 'Suspendue',
};

/** Whether the status belongs to the blocked/inactive group (SPEC §3). */
export function isBlocked(status: CompanyStatus): boolean {
  return BLOCKED_COMPANY_STATUSES.includes(status);
}

/** Registry status code; the meaning of the letters is the registry's own, INSEE means not registered. */
export function registrationStatusLabel(code: string): string {
  return code === 'INSEE' ? 'Unité non immatriculée au registre (répertoire SIRENE)' : `Immatriculée au registre, statut ${code}`;
}

/** "février 1950", or "Non communiquée" — never the day of birth. */
export function birthLabel(month: number | null, year: number | null): string {
  if (year === null) return 'Non communiquée';
  if (month === null) return String(year);
  return formatMonthYear(month, year) || String(year);
}

export function dateOrDash(value: string | null | undefined): string {
  return formatDateFr(value) || '—';
}

export const REGISTER_LABELS: Record<string, string> = {
  RCS: 'Registre du commerce et des sociétés',
  RM: 'Répertoire des métiers',
  RSAC: 'Registre spécial des agents commerciaux',
  RCS_NC: 'Registre du commerce et des sociétés de Nouméa',
};


/** "Jean DUPONT" style display of a natural person: given names then last name. */
export function personName(p: { nom: string; nom_usage?: string | null; prenoms: string | null }): string {
  const usage = p.nom_usage && p.nom_usage !== p.nom ? ` (nom d'usage ${p.nom_usage})` : '';
  return `${[p.prenoms, p.nom].filter(Boolean).join(' ')}${usage}`;
}

/** "SIREN 552 100 554" or "RIDET 1234567". */
export function identifierLabel(c: Pick<Entreprise, 'numero_identification'> & Partial<Pick<Entreprise, 'type_identification'>>): string {
  return identifierText(companyNumber(c));
}

/** The company's name, or its number when its name is not public. */
export function companyName(
  c: Pick<Entreprise, 'denomination' | 'numero_identification'> & Partial<Pick<Entreprise, 'type_identification'>>,
): string {
  return c.denomination ?? `Entreprise ${identifierLabel(c)}`;
}

/**
 * A town and where it lies, as the records name it: « Montluçon (03) » on the mainland, « Nouméa
 * (Province Sud) » in New Caledonia, which has no department; the town alone when that is unknown.
 */
export function townWithArea(a: Pick<Adresse, 'commune' | 'code_commune' | 'departement'> | null | undefined): string | null {
  if (!a?.commune) return null;
  if (a.departement === NC_DEPARTEMENT) {
    const province = provinceOfCommune(a.code_commune);
    return province ? `${a.commune} (${province.nom})` : a.commune;
  }
  return a.departement ? `${a.commune} (${a.departement})` : a.commune;
}
