// The data needs of the monitoring pages, declared once: their loaders (pages.tsx) and the pages
// read them. Their calls are here and in calls.ts, not with the pages' other code: the loaders come
// with the remote, the pages' code when they are first opened.
import { AvisSchema, apiCall, hasMonitoringOffer, scopedCall } from '@portail/shared';
import { dataNeeds, type PageLoadArgs } from '@portail/shared/remote/pageRoutes';
import { favouriteGroupsCall, revelationFilterFrom, revelationsCall, surveillanceFilterFrom, surveillancesCall } from './calls';

/** The notice of one revelation (404 when it is not the account's). */
const noticeCall = (id: number) => apiCall(AvisSchema, `revelation/${id}/avis`);

const ID = /^[1-9]\d{0,9}$/;

export const revelationNoticeNeeds = dataNeeds(({ params, signedIn }) => {
  const id = params.id ?? '';
  const valid = ID.test(id);
  return { id, valid, notice: signedIn && valid ? noticeCall(Number(id)) : null };
});

/** The account the monitoring tools are for: the selected one, with the monitoring offer (`MonitoringGate`). */
function monitoredAccount({ signedIn, account }: PageLoadArgs): number | null {
  return signedIn && account && hasMonitoringOffer(account) ? account.id : null;
}

/** The surveillances the address filters, and the favourite groups; each account's answers are its own. */
export const monitoringNeeds = dataNeeds((args) => {
  const filter = surveillanceFilterFrom(args.url.searchParams);
  const account = monitoredAccount(args);
  return {
    filter,
    groups: account === null ? null : scopedCall(favouriteGroupsCall, account),
    surveillances: account === null ? null : scopedCall(surveillancesCall(filter), account),
  };
});

/** The revelations the address filters, and the favourite groups; each account's answers are its own. */
export const revelationsNeeds = dataNeeds((args) => {
  const filter = revelationFilterFrom(args.url.searchParams);
  const account = monitoredAccount(args);
  return {
    filter,
    groups: account === null ? null : scopedCall(favouriteGroupsCall, account),
    revelations: account === null ? null : scopedCall(revelationsCall(filter), account),
  };
});
