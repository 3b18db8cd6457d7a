// From the results page URL (SPEC §2) to the search API calls (SPEC §7).
import { activityFromSector, parseSirenOrSiret } from '@portail/shared';
import type { CompanySearchParams, PersonSearchParams } from '../../api/searchApi';
import { COMPANY_FIELDS, DIRECTOR_FIELDS, readCriteria } from '../advanced-search';

/** SPEC §9: page 0, 10 per page by default; the API serves at most 100. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  return Math.min(Math.max(Number(value), min), max);
}

export interface Paging {
  page: number;
  pageSize: number;
}

export function readPaging(params: URLSearchParams, tab: 'entreprises' | 'dirigeants'): Paging {
  const [pageKey, sizeKey] = tab === 'entreprises' ? ['page', 'pageSize'] : ['dirigeantPage', 'dirigeantPageSize'];
  return {
    page: intParam(params.get(pageKey), 0, 0, 10_000),
    pageSize: intParam(params.get(sizeKey), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}

export function hasCompanyQuery(params: URLSearchParams): boolean {
  const c = readCriteria(params);
  return (params.get('phrase')?.trim() ?? '') !== '' || COMPANY_FIELDS.some((f) => c[f] !== '');
}

export function hasDirectorQuery(params: URLSearchParams): boolean {
  const c = readCriteria(params);
  return (params.get('phrase')?.trim() ?? '') !== '' || DIRECTOR_FIELDS.some((f) => c[f] !== '');
}

/** SIRET input: first 9 characters the SIREN, 10 to 15 the NIC; activity: the sector's first 2 characters (SPEC §5). */
export function companySearchParams(params: URLSearchParams, boost: 'NC' | null): CompanySearchParams {
  const c = readCriteria(params);
  const { page, pageSize } = readPaging(params, 'entreprises');
  const identifier = parseSirenOrSiret(c.sirenOrSiret);
  const raw = c.sirenOrSiret.replace(/\s+/g, '');
  return {
    phrase: params.get('phrase')?.trim() || undefined,
    nom_entreprise: c.denomination || undefined,
    numero_identification: identifier?.siren ?? (raw || undefined),
    nic: identifier?.nic,
    activite: activityFromSector(c.activityDomain) || undefined,
    critere_geographique: c.department || undefined,
    type_entite: c.companyType || undefined,
    forme_juridique: /^\d{4}$/.test(c.legalForm) ? c.legalForm : undefined,
    etat: c.status === 'ACTIVE' || c.status === 'RADIEE' ? c.status : undefined,
    boost: boost ?? undefined,
    tri: params.get('orderBy') === 'denomination' ? 'denomination' : undefined,
    limit: pageSize,
    offset: page * pageSize,
  };
}

export function personSearchParams(params: URLSearchParams): PersonSearchParams {
  const c = readCriteria(params);
  const { page, pageSize } = readPaging(params, 'dirigeants');
  return {
    phrase: params.get('phrase')?.trim() || undefined,
    nom: c.nom || undefined,
    prenom: c.prenom || undefined,
    mois_naissance: c.moisDeNaissance || undefined,
    annee_naissance: c.anneeDeNaissance || undefined,
    limit: pageSize,
    offset: page * pageSize,
  };
}

/** The same URL with some parameters changed; empty values are dropped (SPEC §2). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  for (const [k, v] of [...next.entries()]) if (v.trim() === '') next.delete(k);
  return next;
}
