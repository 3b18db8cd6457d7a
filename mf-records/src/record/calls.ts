// The record pages' calls, each named once: a page's loader makes them before the page renders
// (pages.tsx), and the page's data hooks read their answers under the same keys.
import { priceGridResource, resourceCall, siteGridCode, siteStore, type NatureFonction } from '@portail/shared';
import {
  COMPANY_ESTABLISHMENTS_PAGE_SIZE,
  ESTABLISHMENT_LIST_PAGE_SIZE,
  FUNCTIONS_PAGE_SIZE,
  MUNICIPALITIES_PAGE_SIZE,
  fetchCompany,
  fetchCompanyByNumber,
  fetchCompanyFunctions,
  fetchEstablishment,
  fetchEstablishmentByNumber,
  fetchEstablishments,
  fetchFilings,
  fetchKeyFigures,
  fetchPerson,
  fetchPersonFunctions,
  fetchProcedures,
  fetchRegistrations,
  fetchRegistry,
  fetchRegistryMunicipalities,
} from './api';

export const companyCall = (id: string) => resourceCall(`company:${id}`, (signal) => fetchCompany(id, signal));

export const companyByNumberCall = (registrationNumber: string) =>
  resourceCall(`company-by-number:${registrationNumber}`, (signal) => fetchCompanyByNumber(registrationNumber, signal));

const OFFICERS: readonly NatureFonction[] = ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES'];
const OWNERS: readonly NatureFonction[] = ['BENEFICIAIRE_EFFECTIF'];

export const officersCall = (companyId: number) => resourceCall(`fonctions:${companyId}`, (signal) => fetchCompanyFunctions(companyId, OFFICERS, signal));
export const ownersCall = (companyId: number) => resourceCall(`beneficiaires:${companyId}`, (signal) => fetchCompanyFunctions(companyId, OWNERS, signal));
export const keyFiguresCall = (companyId: number) => resourceCall(`chiffres:${companyId}`, (signal) => fetchKeyFigures(companyId, signal));
export const proceduresCall = (companyId: number) => resourceCall(`procedures:${companyId}`, (signal) => fetchProcedures(companyId, signal));
export const filingsCall = (companyId: number) => resourceCall(`depots:${companyId}`, (signal) => fetchFilings(companyId, signal));
export const registrationsCall = (companyId: number) => resourceCall(`inscriptions:${companyId}`, (signal) => fetchRegistrations(companyId, signal));

/** Page `page` (0-based) of the establishments the company record shows. */
export const companyEstablishmentsCall = (companyId: number, page: number) =>
  resourceCall(`etablissements:${companyId}:${page}`, (signal) =>
    fetchEstablishments(companyId, { limit: COMPANY_ESTABLISHMENTS_PAGE_SIZE, offset: page * COMPANY_ESTABLISHMENTS_PAGE_SIZE }, signal),
  );

export type EstablishmentState = 'ACTIF' | 'FERME' | undefined;

/** The `etat` filter of the establishment list page's address. */
export function establishmentStateFrom(search: URLSearchParams): EstablishmentState {
  const raw = search.get('etat');
  return raw === 'ACTIF' || raw === 'FERME' ? raw : undefined;
}

/** Page `page` (0-based) of the establishment list page, open or closed ones only when `state` says. */
export const establishmentListCall = (companyId: number, page: number, state: EstablishmentState) =>
  resourceCall(`etablissements:${companyId}:${page}:${state ?? ''}`, (signal) =>
    fetchEstablishments(companyId, { limit: ESTABLISHMENT_LIST_PAGE_SIZE, offset: page * ESTABLISHMENT_LIST_PAGE_SIZE, etat: state }, signal),
  );

export const establishmentCall = (id: string) => resourceCall(`etablissement:${id}`, (signal) => fetchEstablishment(id, signal));

export const establishmentByNumberCall = (registrationNumber: string) =>
  resourceCall(`etablissement-by-number:${registrationNumber}`, (signal) => fetchEstablishmentByNumber(registrationNumber, signal));

export const personCall = (id: string) => resourceCall(`personne:${id}`, (signal) => fetchPerson(id, signal));

export type FunctionFilter = 'ACTIVE' | 'RADIEE' | undefined;

/** The `etat` filter of the executive page's address. */
export function functionFilterFrom(search: URLSearchParams): FunctionFilter {
  const raw = search.get('etat');
  return raw === 'ACTIVE' || raw === 'RADIEE' ? raw : undefined;
}

/** Page `page` (0-based) of an executive's functions, in active or struck-off companies only when `filter` says. */
export const personFunctionsCall = (personId: number, page: number, filter: FunctionFilter) =>
  resourceCall(`fonctions-personne:${personId}:${page}:${filter ?? ''}`, (signal) =>
    fetchPersonFunctions(personId, { offset: page * FUNCTIONS_PAGE_SIZE, type_entreprise: filter }, signal),
  );

export const registryCall = (code: string) => resourceCall(`greffe:${code}`, (signal) => fetchRegistry(code, signal));

/** Page `page` (0-based) of the communes a registry covers. */
export const municipalitiesCall = (code: string, page: number) =>
  resourceCall(`communes:${code}:${page}`, (signal) => fetchRegistryMunicipalities(code, page * MUNICIPALITIES_PAGE_SIZE, signal));

/** The site's price grid, which the order panel shows (the same grid /tarifs shows). */
export const sitePricesCall = (site: Parameters<typeof siteGridCode>[0] = siteStore.getState()) => priceGridResource(siteGridCode(site));
