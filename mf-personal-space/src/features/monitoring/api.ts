// The monitoring service as the personal space uses it: the selected account's surveillances and
// favourite groups, its revelations and their read state, a revelation's notice, and the reports.
import {
  GroupeFavoriListSchema,
  GroupeFavoriSchema,
  LectureRevelationsSchema,
  REVELATIONS_CHANGED_EVENT,
  RevelationPageSchema,
  SurveillancePageSchema,
  SurveillanceSchema,
  apiCall,
  authApi,
  keyedCall,
  downloadFile,
  toSearchParams,
  type FormatRapport,
  type GroupeFavori,
  type GroupeSurveillance,
  type LectureRevelations,
  type QueryParams,
  type Surveillance,
  type TypeAvis,
} from '@portail/shared';

export const SURVEILLANCE_PAGE_SIZE = 20;
export const REVELATION_PAGE_SIZE = 20;

// ---------- Surveillances ----------

export interface SurveillanceFilter {
  /** null: active and finished ones. */
  statut: Surveillance['statut'] | null;
  /** A SIREN or words of the company's name. */
  q: string | null;
  /** A favourite group's id. */
  groupe: number | null;
  page: number;
}

/** The account's surveillances, newest first. */
export const surveillancesCall = (f: SurveillanceFilter) =>
  apiCall(SurveillancePageSchema, 'surveillance', { statut: f.statut, q: f.q, id_groupe_favori: f.groupe, limit: SURVEILLANCE_PAGE_SIZE, offset: f.page * SURVEILLANCE_PAGE_SIZE });

/** Finishes a surveillance (no more revelations) or continues a finished one. */
export function finishOrContinueSurveillance(id: number, action: 'TERMINER' | 'CONTINUER'): Promise<Surveillance> {
  return authApi().putJson(SurveillanceSchema, `surveillance/${id}`, { action });
}

/** Puts a surveillance in a favourite group, or takes it out of its group (null). */
export function moveSurveillance(id: number, groupId: number | null): Promise<Surveillance> {
  return authApi().putJson(SurveillanceSchema, `surveillance/${id}/groupe_favori`, { id_groupe_favori: groupId });
}

/** Stops monitoring some domains of a surveillance; it keeps at least one (400 otherwise). */
export function removeDomains(id: number, domains: readonly GroupeSurveillance[]): Promise<Surveillance> {
  return authApi().requestJson(SurveillanceSchema, `surveillance/${id}/domaines`, { method: 'DELETE', searchParams: { lots: domains } });
}

/** Deletes a surveillance and its revelations. */
export function deleteSurveillance(id: number): Promise<void> {
  return authApi().delete(`surveillance/${id}`);
}

function reportName(kind: string, customerNumber: string | null | undefined, format: FormatRapport): string {
  return `${kind}${customerNumber ? `-${customerNumber}` : ''}.${format}`;
}

/** The list of the account's surveillances as a file. */
export function downloadSurveillanceReport(format: FormatRapport, customerNumber: string | null | undefined): Promise<void> {
  return downloadFile(`surveillance/rapport?${toSearchParams({ format })}`, reportName('surveillances', customerNumber, format));
}

// ---------- Favourite groups ----------

const FAVOURITE_GROUPS_PATH = 'favori';
export const favouriteGroupsCall = keyedCall(FAVOURITE_GROUPS_PATH, undefined, (signal): Promise<GroupeFavori[]> =>
  authApi()
    .getJson(GroupeFavoriListSchema, FAVOURITE_GROUPS_PATH, undefined, { signal })
    .then((list) => list.items),
);

/** 409 when the account already has a group of that name. */
export function createFavouriteGroup(name: string): Promise<GroupeFavori> {
  return authApi().postJson(GroupeFavoriSchema, 'favori', { libelle: name });
}

export function renameFavouriteGroup(id: number, name: string): Promise<GroupeFavori> {
  return authApi().putJson(GroupeFavoriSchema, `favori/${id}`, { libelle: name });
}

/** Deletes a group; its surveillances stay, without a group. */
export function deleteFavouriteGroup(id: number): Promise<void> {
  return authApi().delete(`favori/${id}`);
}

// ---------- Revelations ----------

export interface RevelationFilter {
  /** null: read and unread ones. */
  lue: boolean | null;
  type_avis: TypeAvis | null;
  /** A monitoring domain. */
  groupe: GroupeSurveillance | null;
  /** Only the surveillances of a favourite group. */
  favoris: boolean;
  /** One favourite group's id. */
  id_groupe_favori: number | null;
  depuis: string | null;
  jusqua: string | null;
  page: number;
}

/** The filters of the list, as the list and its report take them. */
function revelationQuery(f: RevelationFilter): QueryParams {
  return {
    lue: f.lue,
    type_avis: f.type_avis,
    groupe: f.groupe,
    favoris: f.favoris || null,
    id_groupe_favori: f.id_groupe_favori,
    depuis: f.depuis,
    jusqua: f.jusqua,
  };
}

/** The account's revelations, newest first, with its unread count. */
export const revelationsCall = (f: RevelationFilter) =>
  apiCall(RevelationPageSchema, 'revelation', { ...revelationQuery(f), limit: REVELATION_PAGE_SIZE, offset: f.page * REVELATION_PAGE_SIZE });

export function markRevelations(ids: readonly number[], lue: boolean): Promise<LectureRevelations> {
  return authApi().putJson(LectureRevelationsSchema, 'revelation/lecture', { ids, lue });
}

/** Marks every revelation of the account read. */
export function markAllRevelationsRead(): Promise<LectureRevelations> {
  return authApi().putJson(LectureRevelationsSchema, 'revelation/lecture', { tout: true, lue: true });
}

/** Every revelation matching the filters as a file. */
export function downloadRevelationReport(format: FormatRapport, f: RevelationFilter, customerNumber: string | null | undefined): Promise<void> {
  return downloadFile(`revelation/rapport?${toSearchParams({ format, ...revelationQuery(f) })}`, reportName('revelations', customerNumber, format));
}

/** The notice of one revelation (404 when it is not the account's). */

/** Tells the shell that read states changed, so that its unread dot is refreshed at once. */
export function notifyRevelationsChanged(): void {
  window.dispatchEvent(new CustomEvent(REVELATIONS_CHANGED_EVENT));
}
