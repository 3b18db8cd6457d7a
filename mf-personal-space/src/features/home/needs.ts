// The data needs of the personal-space home, declared once: its loader (pages.tsx) and its cards
// read them. The answers that depend on the selected account are keyed by it: switching account
// asks for the other account's.
import { UnreadRevelationsSchema, apiCall, hasMonitoringOffer } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { ordersCall } from '../orders';
import { currencyOf, walletCall } from '../payment';
import { subscriptionsInForceCall } from '../subscription';

/** The unread revelations of the account's monitored companies. */
const unreadCall = (accountId: number) => apiCall(UnreadRevelationsSchema, 'revelation/enAlerte', { id_compte_client: accountId });

/** The home's calls, as its cards take them. */
export type HomeCalls = ReturnType<typeof homeNeeds.read>;

export const homeNeeds = dataNeeds(({ site, signedIn, account }) => {
  const own = signedIn ? account : null;
  return {
    latestOrders: signedIn ? ordersCall({ date_debut: null, date_fin: null, page: 0 }) : null,
    wallet: signedIn ? walletCall(currencyOf(site), 0) : null,
    alerts: own && hasMonitoringOffer(own) ? unreadCall(own.id) : null,
    subscriptions: own ? subscriptionsInForceCall(own.id) : null,
  };
});
