import { useStore } from 'zustand';
import { authStore, hasMonitoringOffer, selectedAccountStore } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { LatestOrdersCard } from './LatestOrdersCard';
import { WalletCard } from './WalletCard';
import { AccountCard } from './AccountCard';
import { ShortcutCards } from './ShortcutCards';
import { AlertsCard } from './AlertsCard';
import { SubscriptionCard } from './SubscriptionCard';
import { homeNeeds } from './needs';

/** /espace-personnel: a dashboard of cards, each with what the customer holds and a link on. */
export function HomePage() {
  const firstName = useStore(authStore, (s) => s.firstName);
  const account = useStore(selectedAccountStore, (s) => s.account);
  const needs = usePageNeeds(homeNeeds);
  return (
    <PersonalSpacePage
      home
      title="Mon espace personnel"
      heading={firstName ? `Bonjour ${firstName}` : undefined}
      description="Votre espace personnel : commandes, factures, surveillances, formalités et abonnement."
    >
      <div className="dashboard">
        <LatestOrdersCard call={needs.latestOrders} />
        {account && hasMonitoringOffer(account) && <AlertsCard call={needs.alerts} />}
        <WalletCard call={needs.wallet} />
        {account && <SubscriptionCard call={needs.subscriptions} />}
        <AccountCard />
      </div>
      <ShortcutCards />
    </PersonalSpacePage>
  );
}
