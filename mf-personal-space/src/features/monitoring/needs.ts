// The data needs of the monitoring pages, declared once: their loaders (pages.tsx) and the pages
// read them. Their calls are here and in calls.ts, not with the pages' other code: the loaders come
// with the remote, the pages' code when they are first opened.
import { AvisSchema, apiCall, hasMonitoringOffer, scopedCall, type ResourceCall } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { favouriteGroupsCall, revelationFilterFrom, revelationsCall, surveillanceFilterFrom, surveillancesCall } from './calls';

/** The notice of one revelation (404 when it is not the account's). */
const noticeCall = (id: number) => apiCall(AvisSchema, `revelation/${id}/avis`);

const ID = /^[1-9]\d{0,9}$/;

export const revelationNoticeNeeds = dataNeeds(({ params, signedIn }) => {
  const id = params.id ?? '';
  const valid = ID.test(id);
  return { id, valid, notice: signedIn && valid ? noticeCall(Number(id)) : null };
});

/**
 * The needs of a monitoring list: the filter the address gives, the list it filters and the
 * favourite groups, for the selected account with the monitoring offer (`MonitoringGate`); each
 * account's answers are its own.
 */
function monitoringListNeeds<F, T>(filterFrom: (params: URLSearchParams) => F, listCall: (filter: F) => ResourceCall<T>) {
  return dataNeeds(({ url, signedIn, account }) => {
    const filter = filterFrom(url.searchParams);
    const id = signedIn && account && hasMonitoringOffer(account) ? account.id : null;
    return { filter, groups: id === null ? null : scopedCall(favouriteGroupsCall, id), list: id === null ? null : scopedCall(listCall(filter), id) };
  });
}

export const monitoringNeeds = monitoringListNeeds(surveillanceFilterFrom, surveillancesCall);

export const revelationsNeeds = monitoringListNeeds(revelationFilterFrom, revelationsCall);
