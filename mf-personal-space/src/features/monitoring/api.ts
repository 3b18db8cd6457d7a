// The monitoring service as the personal space uses it: the selected account's surveillances and
// favourite groups, its revelations and their read state, a revelation's notice, and the reports.
import {
  GroupeFavoriSchema,
  LectureRevelationsSchema,
  REVELATIONS_CHANGED_EVENT,
  SurveillanceSchema,
  authApi,
  downloadFile,
  toSearchParams,
  type FormatRapport,
  type GroupeFavori,
  type GroupeSurveillance,
  type LectureRevelations,
  type Surveillance,
} from '@portail/shared';
import { revelationQuery, type RevelationFilter } from './calls';

export {
  REVELATION_PAGE_SIZE,
  SURVEILLANCE_PAGE_SIZE,
  favouriteGroupsCall,
  revelationsCall,
  surveillancesCall,
  type RevelationFilter,
  type SurveillanceFilter,
} from './calls';

// ---------- Surveillances ----------

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
