import { useStore } from 'zustand';
import { hasMonitoringOffer, selectedAccountStore } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { LatestOrdersCard } from './LatestOrdersCard';
import { WalletCard } from './WalletCard';
import { AccountCard } from './AccountCard';
import { ShortcutCards } from './ShortcutCards';
import { AlertsCard } from './AlertsCard';
import { SubscriptionCard } from './SubscriptionCard';
import { homeNeeds } from './needs';

/** The home's content for a signed-in customer: a dashboard of cards, each with what the customer holds and a link on. */
export function HomeDashboard() {
  const account = useStore(selectedAccountStore, (s) => s.account);
  const needs = usePageNeeds(homeNeeds);
  return (
    <>
      <div className="dashboard">
        <LatestOrdersCard call={needs.latestOrders} />
        {account && hasMonitoringOffer(account) && <AlertsCard call={needs.alerts} />}
        <WalletCard call={needs.wallet} />
        {account && <SubscriptionCard call={needs.subscriptions} />}
        <AccountCard />
      </div>
      <ShortcutCards />
    </>
  );
}

// The home's data needs download with its content (HomePage, `lazyNeeds`).
export { homeNeeds };
