// The reference lists of the search pages, the API's (GET /reference/departements, /reference/secteurs,
// /reference/naf/:code): loaded through the data hook, so that a server-rendered page carries them
// in its answers and the browser does not ask again. Each call is named once, here: the pages'
// loaders make it, and the hooks read it under the same key.
import { resourceCall, useResource, type Departement, type Naf, type ResourceState } from '@portail/shared';
import { fetchDepartments, nafCode, nafDivisions } from '../api/searchApi';

export type { Departement, Naf };

export const departmentsCall = resourceCall('reference:departements', fetchDepartments);
export const nafDivisionsCall = resourceCall('reference:secteurs', nafDivisions);
export const nafCodeCall = (code: string) => resourceCall(`reference:naf:${code}`, (signal) => nafCode(code, signal));

/** The departments and collectivities the search covers. */
export function useDepartments(): ResourceState<Departement[]> {
  return useResource(departmentsCall);
}

/** The activity sectors (NAF divisions 01 to 99). */
export function useNafDivisions(): ResourceState<Naf[]> {
  return useResource(nafDivisionsCall);
}

/** One NAF sub-class, "not-found" when the nomenclature has no such code; nothing for null. */
export function useNafCode(code: string | null): ResourceState<Naf> {
  return useResource(code === null ? null : nafCodeCall(code));
}

export function findDepartment(list: readonly Departement[], code: string): Departement | undefined {
  return list.find((d) => d.code === code.toUpperCase());
}

export function findDivision(list: readonly Naf[], code: string): Naf | undefined {
  return list.find((d) => d.code === code);
}

/** "Paris (75)" */
export function departmentLabel(d: Pick<Departement, 'code' | 'nom'>): string {
  return `${d.nom} (${d.code})`;
}

/** "47 – Commerce de détail, à l’exception des automobiles et des motocycles" */
export function divisionLabel(d: Pick<Naf, 'code' | 'libelle'>): string {
  return `${d.code} – ${d.libelle}`;
}
