// The record pages' calls to the company-data and registry services, each named once: a page's
// loader makes them before the page renders (pages.tsx), and the page's data hooks read their
// answers under the same keys. Answers are parsed with the shared schemas; every call goes through
// the shared client (bearer token, refresh on 401).
import {
  ChiffresClesSchema,
  CommunesCouvertesSchema,
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
  authApi,
  priceGridResource,
  resourceCall,
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

const api = () => authApi();

export const companyCall = (id: string) =>
  resourceCall(`company:${id}`, (signal) => api().getJson(EntrepriseSchema, `entreprises/${id}`, undefined, { signal }));

export const companyByNumberCall = (registrationNumber: string) =>
  resourceCall(`company-by-number:${registrationNumber}`, (signal) =>
    api().getJson(EntrepriseSchema, 'entreprises', { numero_identification: registrationNumber }, { signal }),
  );

const companyFunctions = (companyId: number, natures: readonly NatureFonction[], signal: AbortSignal) =>
  api().getJson(FonctionListSchema, `entreprises/${companyId}/fonctions`, { filtre_natures: natures.join(',') }, { signal });

export const officersCall = (companyId: number) =>
  resourceCall(`fonctions:${companyId}`, (signal) => companyFunctions(companyId, ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES'], signal));
export const ownersCall = (companyId: number) =>
  resourceCall(`beneficiaires:${companyId}`, (signal) => companyFunctions(companyId, ['BENEFICIAIRE_EFFECTIF'], signal));
export const keyFiguresCall = (companyId: number) =>
  resourceCall(`chiffres:${companyId}`, (signal) => api().getJson(ChiffresClesSchema, `entreprises/${companyId}/chiffres_cles`, undefined, { signal }));
export const proceduresCall = (companyId: number) =>
  resourceCall(`procedures:${companyId}`, (signal) => api().getJson(ProcedureListSchema, 'procedure_collective', { id_entreprise: companyId }, { signal }));
export const filingsCall = (companyId: number) =>
  resourceCall(`depots:${companyId}`, (signal) => api().getJson(DepotsSchema, `entreprises/${companyId}/depots`, undefined, { signal }));
export const registrationsCall = (companyId: number) =>
  resourceCall(`inscriptions:${companyId}`, (signal) => api().getJson(InscriptionListSchema, `entreprises/${companyId}/inscription`, undefined, { signal }));

export type EstablishmentState = 'ACTIF' | 'FERME' | undefined;

/** The `etat` filter of the establishment list page's address. */
export function establishmentStateFrom(search: URLSearchParams): EstablishmentState {
  const raw = search.get('etat');
  return raw === 'ACTIF' || raw === 'FERME' ? raw : undefined;
}

const establishments = (companyId: number, pageSize: number, page: number, state: EstablishmentState, signal: AbortSignal) =>
  api().getJson(EtablissementListSchema, `entreprises/${companyId}/etablissements`, { limit: pageSize, offset: page * pageSize, etat: state }, { signal });

/** Page `page` (0-based) of the establishments the company record shows. */
export const companyEstablishmentsCall = (companyId: number, page: number) =>
  resourceCall(`etablissements:${companyId}:${page}`, (signal) => establishments(companyId, COMPANY_ESTABLISHMENTS_PAGE_SIZE, page, undefined, signal));

/** Page `page` (0-based) of the establishment list page, open or closed ones only when `state` says. */
export const establishmentListCall = (companyId: number, page: number, state: EstablishmentState) =>
  resourceCall(`etablissements:${companyId}:${page}:${state ?? ''}`, (signal) => establishments(companyId, ESTABLISHMENT_LIST_PAGE_SIZE, page, state, signal));

export const establishmentCall = (id: string) =>
  resourceCall(`etablissement:${id}`, (signal) => api().getJson(EtablissementDetailSchema, `etablissements/${id}`, undefined, { signal }));

export const establishmentByNumberCall = (registrationNumber: string) =>
  resourceCall(`etablissement-by-number:${registrationNumber}`, (signal) =>
    api().getJson(EtablissementDetailSchema, 'etablissements', { numero_identification: registrationNumber }, { signal }),
  );

export const personCall = (id: string) =>
  resourceCall(`personne:${id}`, (signal) => api().getJson(PersonnePhysiqueSchema, `personnes_physiques/${id}`, undefined, { signal }));

export type FunctionFilter = 'ACTIVE' | 'RADIEE' | undefined;

/** The `etat` filter of the executive page's address. */
export function functionFilterFrom(search: URLSearchParams): FunctionFilter {
  const raw = search.get('etat');
  return raw === 'ACTIVE' || raw === 'RADIEE' ? raw : undefined;
}

/** Page `page` (0-based) of an executive's functions, in active or struck-off companies only when `filter` says. */
export const personFunctionsCall = (personId: number, page: number, filter: FunctionFilter) =>
  resourceCall(`fonctions-personne:${personId}:${page}:${filter ?? ''}`, (signal) =>
    api().getJson(
      FonctionPageSchema,
      'fonctions',
      { id_personne: personId, limit: FUNCTIONS_PAGE_SIZE, offset: page * FUNCTIONS_PAGE_SIZE, type_entreprise: filter },
      { signal },
    ),
  );

export const registryCall = (code: string) =>
  resourceCall(`greffe:${code}`, (signal) => api().getJson(GreffeFicheSchema, `greffes/${code}`, undefined, { signal }));

/** Page `page` (0-based) of the communes a registry covers. */
export const municipalitiesCall = (code: string, page: number) =>
  resourceCall(`communes:${code}:${page}`, (signal) =>
    api().getJson(CommunesCouvertesSchema, `greffes/${code}/communes`, { limit: MUNICIPALITIES_PAGE_SIZE, offset: page * MUNICIPALITIES_PAGE_SIZE }, { signal }),
  );

/** The site's price grid, which the order panel shows (the same grid /tarifs shows). */
export const sitePricesCall = (site: Parameters<typeof siteGridCode>[0]) => priceGridResource(siteGridCode(site));

/** A positive integer id segment, as the API accepts it. */
export function isIdSegment(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}
