// Calls of the search remote to the company-data API, parsed with the shared zod schemas.
import {
  EntrepriseSchema,
  EtablissementDetailSchema,
  GreffeListSchema,
  PersonResultsSchema,
  SearchResultsSchema,
  authApi,
  companyPath,
  establishmentPath,
  isValidSiren,
  typedIdentifier,
  isValidSiret,
  type GreffeList,
  type PersonResults,
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
