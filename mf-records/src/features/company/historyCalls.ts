// The calls and address parameters of a company's history, its record « au … » and the origin of
// the site's data: the record's loader and its sections read them alike.
import { FicheAuSchema, GENRES, HistoriqueSchema, apiCall, asOfPath, dataOriginCall, historyPath, type GenreHistorique } from '@portail/shared';

/** `?historique=DIRIGEANTS`: the kind of events the history shows. */
export const HISTORY_PARAM = 'historique';
/** `?au=2024-06-30`: the day the record is shown as of; its canonical address. */
export const AS_OF_PARAM = 'au';

export const historyCall = (companyId: number, genre: GenreHistorique | undefined) => apiCall(HistoriqueSchema, historyPath(companyId), { genre });
export const asOfCall = (companyId: number, date: string) => apiCall(FicheAuSchema, asOfPath(companyId), { date });

/** The kind the address asks for; anything else means every kind. */
export function historyGenreFrom(search: URLSearchParams): GenreHistorique | undefined {
  const raw = search.get(HISTORY_PARAM);
  return GENRES.find((g) => g === raw);
}

/** The day the address asks the record as of, as typed (the API judges it); null for today's record. */
export function asOfFrom(search: URLSearchParams): string | null {
  const raw = search.get(AS_OF_PARAM);
  return raw === null ? null : raw.trim();
}

/** The record's address as of `date`: only the day, so that each day has one address. */
export function asOfHref(path: string, date: string): string {
  return `${path}?${new URLSearchParams({ [AS_OF_PARAM]: date }).toString()}`;
}

/** What the record's address says of time: the day it is shown as of (`?au=`), and the kind of history events (`?historique=`). */
export function historyAddress(search: URLSearchParams) {
  return { asOf: asOfFrom(search), genre: historyGenreFrom(search) };
}

/** The calls the record makes for its history, the origin of its data and, as of a day, the record of that day. */
export function historyNeedCalls(companyId: number, { asOf, genre }: ReturnType<typeof historyAddress>) {
  return [historyCall(companyId, genre), dataOriginCall, asOf !== null ? asOfCall(companyId, asOf) : null];
}
