// The record pages' calls to the company-data and registry services, each named once: a page's
// data needs give them to its loader, which makes them before the page renders (pages.tsx), and to
// the page's data hooks, which read their answers under the keys their paths and queries give. Answers are parsed with the shared schemas; every call goes through
// the shared client (bearer token, refresh on 401).
import {
  CommunesCouvertesSchema,
  ComptesAnnuelsListSchema,
  DepotsSchema,
  EntrepriseSchema,
  EtablissementDetailSchema,
  EtablissementListSchema,
  FonctionListSchema,
  FonctionPageSchema,
  GreffeFicheSchema,
  InscriptionListSchema,
  PersonnePhysiqueSchema,
  ProcedureListSchema,
  apiCall,
  priceGridResource,
  siteGridCode,
  type NatureFonction,
} from '@portail/shared';

/** Functions listed per page on an executive record (SPEC §9: director function listing limit 25). */
export const FUNCTIONS_PAGE_SIZE = 25;
/** Establishments shown on the company record; the full list has its own page. */
export const COMPANY_ESTABLISHMENTS_PAGE_SIZE = 5;
/** Establishments per page of the list page. */
export const ESTABLISHMENT_LIST_PAGE_SIZE = 20;
/** Communes per page of a registry fiche. */
export const MUNICIPALITIES_PAGE_SIZE = 50;

export const companyCall = (id: string) => apiCall(EntrepriseSchema, `entreprises/${id}`);

export const companyByNumberCall = (registrationNumber: string) => apiCall(EntrepriseSchema, 'entreprises', { numero_identification: registrationNumber });

const companyFunctions = (companyId: number, natures: readonly NatureFonction[]) =>
  apiCall(FonctionListSchema, `entreprises/${companyId}/fonctions`, { filtre_natures: natures.join(',') });

export const officersCall = (companyId: number) => companyFunctions(companyId, ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES']);
export const ownersCall = (companyId: number) => companyFunctions(companyId, ['BENEFICIAIRE_EFFECTIF']);
export const accountsCall = (companyId: number) => apiCall(ComptesAnnuelsListSchema, `entreprises/${companyId}/comptes`);
export const proceduresCall = (companyId: number) => apiCall(ProcedureListSchema, 'procedure_collective', { id_entreprise: companyId });
export const filingsCall = (companyId: number) => apiCall(DepotsSchema, `entreprises/${companyId}/depots`);
export const registrationsCall = (companyId: number) => apiCall(InscriptionListSchema, `entreprises/${companyId}/inscription`);

export type EstablishmentState = 'ACTIF' | 'FERME' | undefined;

/** The `etat` filter of the establishment list page's address. */
export function establishmentStateFrom(search: URLSearchParams): EstablishmentState {
  const raw = search.get('etat');
  return raw === 'ACTIF' || raw === 'FERME' ? raw : undefined;
}

const establishments = (companyId: number, pageSize: number, page: number, state: EstablishmentState) =>
  apiCall(EtablissementListSchema, `entreprises/${companyId}/etablissements`, { limit: pageSize, offset: page * pageSize, etat: state });

/** Page `page` (0-based) of the establishments the company record shows. */
export const companyEstablishmentsCall = (companyId: number, page: number) => establishments(companyId, COMPANY_ESTABLISHMENTS_PAGE_SIZE, page, undefined);

/** Page `page` (0-based) of the establishment list page, open or closed ones only when `state` says. */
export const establishmentListCall = (companyId: number, page: number, state: EstablishmentState) => establishments(companyId, ESTABLISHMENT_LIST_PAGE_SIZE, page, state);

export const establishmentCall = (id: string) => apiCall(EtablissementDetailSchema, `etablissements/${id}`);

export const establishmentByNumberCall = (registrationNumber: string) => apiCall(EtablissementDetailSchema, 'etablissements', { numero_identification: registrationNumber });

export const personCall = (id: string) => apiCall(PersonnePhysiqueSchema, `personnes_physiques/${id}`);

export type FunctionFilter = 'ACTIVE' | 'RADIEE' | undefined;

/** The `etat` filter of the executive page's address. */
export function functionFilterFrom(search: URLSearchParams): FunctionFilter {
  const raw = search.get('etat');
  return raw === 'ACTIVE' || raw === 'RADIEE' ? raw : undefined;
}

/** Page `page` (0-based) of an executive's functions, in active or struck-off companies only when `filter` says. */
export const personFunctionsCall = (personId: number, page: number, filter: FunctionFilter) =>
  apiCall(FonctionPageSchema, 'fonctions', { id_personne: personId, limit: FUNCTIONS_PAGE_SIZE, offset: page * FUNCTIONS_PAGE_SIZE, type_entreprise: filter });

export const registryCall = (code: string) => apiCall(GreffeFicheSchema, `greffes/${code}`);

/** Page `page` (0-based) of the communes a registry covers. */
export const municipalitiesCall = (code: string, page: number) =>
  apiCall(CommunesCouvertesSchema, `greffes/${code}/communes`, { limit: MUNICIPALITIES_PAGE_SIZE, offset: page * MUNICIPALITIES_PAGE_SIZE });

/** The site's price grid, which the order panel shows (the same grid /tarifs shows). */
export const sitePricesCall = (site: Parameters<typeof siteGridCode>[0]) => priceGridResource(siteGridCode(site));

/** A positive integer id segment, as the API accepts it. */
export function isIdSegment(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}
