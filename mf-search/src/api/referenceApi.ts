// Calls of the search remote for the reference lists its forms and pages offer (legal forms,
// departments, provinces, activity sectors), parsed with the shared zod schemas.
import {
  DepartementListSchema,
  FormeJuridiqueListSchema,
  NafListSchema,
  NafSchema,
  ProvinceListSchema,
  authApi,
  type Departement,
  type Naf,
  type Province,
} from '@portail/shared';

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
