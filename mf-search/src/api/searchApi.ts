// Calls of the search remote to the company-data API, parsed with the shared zod schemas.
import {
  DepartementListSchema,
  EntrepriseSchema,
  FormeJuridiqueListSchema,
  EtablissementDetailSchema,
  GreffeListSchema,
  NafListSchema,
  NafSchema,
  PersonResultsSchema,
  ProvinceListSchema,
  SearchResultsSchema,
  authApi,
  companyPath,
  establishmentPath,
  isValidSiren,
  typedIdentifier,
  isValidSiret,
  type Departement,
  type GreffeList,
  type Naf,
  type PersonResults,
  type Province,
  type QueryParams,
  type SearchResults,
} from '@portail/shared';

export interface CompanySearchParams {
  phrase?: string;
  nom_entreprise?: string;
  numero_identification?: string;
  nic?: string;
  activite?: string;
  critere_geographique?: string;
  type_entite?: string;
  /** INSEE legal category, 4 digits. */
  forme_juridique?: string;
  etat?: 'ACTIVE' | 'RADIEE';
  boost?: 'NC' | null;
  /** Order over the whole result set: relevance (default) or name A to Z. */
  tri?: 'pertinence' | 'denomination';
  limit: number;
  offset: number;
}

/** API paths of the two searches, shared by their calls and by the early requests. */
export const COMPANY_SEARCH_PATH = 'recherche/entreprises_etablissements';
export const PERSON_SEARCH_PATH = 'recherche/personnes';

export function searchCompanies(params: CompanySearchParams, signal?: AbortSignal): Promise<SearchResults> {
  return authApi().getJson(SearchResultsSchema, COMPANY_SEARCH_PATH, params as unknown as QueryParams, { signal });
}

/** The legal forms the company search filters on, code and label (one list, the API's). */
export const LEGAL_FORMS_PATH = 'reference/formes_juridiques';

export async function legalForms(signal?: AbortSignal): Promise<{ code: string; libelle: string }[]> {
  const { items } = await authApi().getJson(FormeJuridiqueListSchema, LEGAL_FORMS_PATH, undefined, { signal });
  return [...items].sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr'));
}

/** API paths of the reference lists, shared by their requests here and by their calls' keys (`reference/lists.ts`). */
export const DEPARTMENTS_PATH = 'reference/departements';
export const PROVINCES_PATH = 'reference/provinces';
export const NAF_DIVISIONS_PATH = 'reference/secteurs';
export const nafCodePath = (code: string) => `reference/naf/${encodeURIComponent(code)}`;

/** The departments and collectivities the search covers, in the API's order. */
export async function fetchDepartments(signal?: AbortSignal): Promise<Departement[]> {
  return (await authApi().getJson(DepartementListSchema, DEPARTMENTS_PATH, undefined, { signal })).items;
}

/** New Caledonia's provinces and their communes, in the API's order. */
export async function fetchProvinces(signal?: AbortSignal): Promise<Province[]> {
  return (await authApi().getJson(ProvinceListSchema, PROVINCES_PATH, undefined, { signal })).items;
}

/** The activity sectors: the NAF divisions 01 to 99. */
export async function nafDivisions(signal?: AbortSignal): Promise<Naf[]> {
  return (await authApi().getJson(NafListSchema, NAF_DIVISIONS_PATH, undefined, { signal })).items;
}

/** One NAF code ("47.11F"); a code the nomenclature does not have is a 404. */
export function nafCode(code: string, signal?: AbortSignal): Promise<Naf> {
  return authApi().getJson(NafSchema, nafCodePath(code), undefined, { signal });
}

export interface PersonSearchParams {
  phrase?: string;
  nom?: string;
  prenom?: string;
  annee_naissance?: string;
  mois_naissance?: string;
  limit: number;
  offset: number;
}

export function searchPersons(params: PersonSearchParams, signal?: AbortSignal): Promise<PersonResults> {
  return authApi().getJson(PersonResultsSchema, PERSON_SEARCH_PATH, params as unknown as QueryParams, { signal });
}

/** SPEC §9: SEO listings by 50 (their calls: `features/by-department/calls.ts`). */
export const SEO_PAGE_SIZE = 50;

export function searchRegistries(q: { q?: string; code_postal?: string; departement?: string; territoire?: 'FR' | 'NC' }, signal?: AbortSignal): Promise<GreffeList> {
  return authApi().getJson(GreffeListSchema, 'greffes', { ...q, limit: 50 }, { signal });
}

/**
 * The identifier typed (`typedIdentifier`), digits only, when it can name a unit: a SIREN or
 * SIRET with a valid key, or a RIDET with or without its rank; null otherwise.
 */
export function validIdentifier(text: string): string | null {
  const digits = typedIdentifier(text);
  if (!digits) return null;
  if (digits.length === 9) return isValidSiren(digits) ? digits : null;
  if (digits.length === 14) return isValidSiret(digits) ? digits : null;
  return digits;
}

/**
 * The record URL of a SIREN, SIRET or RIDET: the company page for a SIREN or a RIDET, the
 * establishment page for a SIRET or a RIDET with its rank. Null when the API knows no such unit.
 */
export async function resolveIdentifier(digits: string, signal?: AbortSignal): Promise<string | null> {
  try {
    if (digits.length === 14 || digits.length === 10) {
      const e = await authApi().getJson(EtablissementDetailSchema, 'etablissements', { numero_identification: digits }, { signal });
      return establishmentPath(e, e.entreprise.denomination ?? e.denomination_usuelle);
    }
    const c = await authApi().getJson(EntrepriseSchema, 'entreprises', { numero_identification: digits }, { signal });
    return companyPath(c);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'status' in error && (error as { status: number }).status === 404) return null;
    throw error;
  }
}
