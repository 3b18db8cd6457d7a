// The reference lists of the search pages, the API's (GET /reference/departements, /reference/secteurs,
// /reference/naf/:code): loaded through the data hook, so that a server-rendered page carries them
// in its answers and the browser does not ask again. Each call is named once, here: the pages'
// data needs make it, and the hooks read it under the key its API path gives.
import { useMemo } from 'react';
import { AREA_WORDING, keyedCall, useResource, useSite, type AreaWording, type Departement, type Naf, type Province, type ResourceState } from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
import type { Territory } from '@portail/shared';
import { DEPARTMENTS_PATH, NAF_DIVISIONS_PATH, PROVINCES_PATH, fetchDepartments, fetchProvinces, nafCode, nafCodePath, nafDivisions } from '../api/referenceApi';

export type { Departement, Naf };
export { AREA_WORDING, type AreaWording };

export const departmentsCall = keyedCall(DEPARTMENTS_PATH, undefined, fetchDepartments);
export const provincesCall = keyedCall(PROVINCES_PATH, undefined, fetchProvinces);
export const nafDivisionsCall = keyedCall(NAF_DIVISIONS_PATH, undefined, nafDivisions);
export const nafCodeCall = (code: string) => keyedCall(nafCodePath(code), undefined, (signal) => nafCode(code, signal));

/** The departments and collectivities the search covers. */
export function useDepartments(): ResourceState<Departement[]> {
  return useResource(departmentsCall);
}

/** The activity sectors (NAF divisions 01 to 99). */
export function useNafDivisions(): ResourceState<Naf[]> {
  return useResource(nafDivisionsCall);
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


/**
 * A place companies are searched and listed by on a site: a department in mainland France; in New
 * Caledonia a province or a commune (known by its postcode). Its `code` is the search criterion
 * and the segment of the list pages' paths.
 */
export interface Area {
  code: string;
  kind: 'departement' | 'province' | 'commune';
  nom: string;
  /** "Paris (75)", "Province Sud", "Nouméa (98800)". */
  label: string;
  /** A commune's province; null otherwise. */
  province: string | null;
}

/** "du département Paris (75)", "de la Province Sud", "de la commune de Nouméa (98800)". */
export function areaOf(a: Area): string {
  return a.kind === 'departement' ? `du département ${a.label}` : a.kind === 'province' ? `de la ${a.label}` : `de la commune de ${a.label}`;
}

/** "dans ce département", "dans cette province", "dans cette commune". */
export function inThisArea(a: Area): string {
  return a.kind === 'departement' ? 'dans ce département' : a.kind === 'province' ? 'dans cette province' : 'dans cette commune';
}

export function departmentAreas(list: readonly Departement[]): Area[] {
  return list.map((d) => ({ code: d.code, kind: 'departement', nom: d.nom, label: departmentLabel(d), province: null }));
}

/** The provinces, each followed by its communes. */
export function provinceAreas(list: readonly Province[]): Area[] {
  return list.flatMap((p): Area[] => [
    { code: p.code, kind: 'province', nom: p.nom, label: p.nom, province: null },
    ...p.communes.map((c): Area => ({ code: c.code_postal, kind: 'commune', nom: c.nom, label: `${c.nom} (${c.code_postal})`, province: p.code })),
  ]);
}

/** The territory of the page's site. */
export function useTerritory(): Territory {
  return useSite((s) => siteVariant(s).territory);
}

/** The places of the site's territory (its departments, or New Caledonia's provinces and communes), from the API. */
export function useAreas(): ResourceState<Area[]> {
  const nc = useTerritory() === 'NC';
  const departments = useResource(nc ? null : departmentsCall);
  const provinces = useResource(nc ? provincesCall : null);
  const state = nc ? provinces : departments;
  const data = state.status === 'ready' ? state.data : null;
  const areas = useMemo(() => (data === null ? null : nc ? provinceAreas(data as Province[]) : departmentAreas(data as Departement[])), [data, nc]);
  return areas === null ? (state as ResourceState<never>) : { status: 'ready', data: areas, retry: state.retry };
}

/** The call of the places of a territory, for a page's data needs: its departments, or New Caledonia's provinces. */
export function areasCall(territory: Territory) {
  return territory === 'NC' ? provincesCall : departmentsCall;
}

/** The places of a territory, from the answer of `areasCall(territory)`. */
export function areasOf(territory: Territory, answer: Departement[] | Province[]): Area[] {
  return territory === 'NC' ? provinceAreas(answer as Province[]) : departmentAreas(answer as Departement[]);
}

export function findArea(list: readonly Area[], code: string): Area | undefined {
  return list.find((a) => a.code === code.toUpperCase());
}
