// Calls of the company-data and registry services used by the record pages, parsed with the
// shared schemas. Every call goes through the shared client (bearer token, refresh on 401).
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

/** API paths of the records a page shows first, shared by its calls and by the early requests. */
export const RECORD_PATHS = {
  company: (id: string) => `entreprises/${id}`,
  establishment: (id: string) => `etablissements/${id}`,
  person: (id: string) => `personnes_physiques/${id}`,
  registry: (code: string) => `greffes/${code}`,
};

export const fetchCompany = (id: string, signal?: AbortSignal) => api().getJson(EntrepriseSchema, RECORD_PATHS.company(id), undefined, { signal });

export const fetchCompanyByNumber = (registrationNumber: string, signal?: AbortSignal) =>
  api().getJson(EntrepriseSchema, 'entreprises', { numero_identification: registrationNumber }, { signal });

export const fetchKeyFigures = (id: number, signal?: AbortSignal) =>
  api().getJson(ChiffresClesSchema, `entreprises/${id}/chiffres_cles`, undefined, { signal });

export const fetchCompanyFunctions = (id: number, natures: readonly NatureFonction[], signal?: AbortSignal) =>
  api().getJson(FonctionListSchema, `entreprises/${id}/fonctions`, { filtre_natures: natures.join(',') }, { signal });

export const fetchEstablishments = (
  id: number,
  params: { limit: number; offset: number; etat?: 'ACTIF' | 'FERME' },
  signal?: AbortSignal,
) => api().getJson(EtablissementListSchema, `entreprises/${id}/etablissements`, params, { signal });

export const fetchRegistrations = (id: number, signal?: AbortSignal) =>
  api().getJson(InscriptionListSchema, `entreprises/${id}/inscription`, undefined, { signal });

export const fetchFilings = (id: number, signal?: AbortSignal) =>
  api().getJson(DepotsSchema, `entreprises/${id}/depots`, undefined, { signal });

export const fetchProcedures = (id: number, signal?: AbortSignal) =>
  api().getJson(ProcedureListSchema, 'procedure_collective', { id_entreprise: id }, { signal });

export const fetchEstablishment = (id: string, signal?: AbortSignal) =>
  api().getJson(EtablissementDetailSchema, RECORD_PATHS.establishment(id), undefined, { signal });

export const fetchEstablishmentByNumber = (registrationNumber: string, signal?: AbortSignal) =>
  api().getJson(EtablissementDetailSchema, 'etablissements', { numero_identification: registrationNumber }, { signal });

export const fetchPerson = (id: string, signal?: AbortSignal) =>
  api().getJson(PersonnePhysiqueSchema, RECORD_PATHS.person(id), undefined, { signal });

export const fetchPersonFunctions = (
  personId: number,
  params: { offset: number; type_entreprise?: 'ACTIVE' | 'RADIEE' },
  signal?: AbortSignal,
) => api().getJson(FonctionPageSchema, 'fonctions', { id_personne: personId, limit: FUNCTIONS_PAGE_SIZE, ...params }, { signal });

export const fetchRegistry = (code: string, signal?: AbortSignal) =>
  api().getJson(GreffeFicheSchema, RECORD_PATHS.registry(code), undefined, { signal });

export const fetchRegistryMunicipalities = (code: string, offset: number, signal?: AbortSignal) =>
  api().getJson(CommunesCouvertesSchema, `greffes/${code}/communes`, { limit: MUNICIPALITIES_PAGE_SIZE, offset }, { signal });

/** A positive integer id segment, as the API accepts it. */
export function isIdSegment(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}
