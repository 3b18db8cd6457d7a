import { useStore } from 'zustand';
import { authStore, hasMonitoringOffer, selectedAccountStore } from '@portail/shared';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { LatestOrdersCard } from './LatestOrdersCard';
import { WalletCard } from './WalletCard';
import { AccountCard } from './AccountCard';
import { ShortcutCards } from './ShortcutCards';
import { AlertsCard } from './AlertsCard';
import { SubscriptionCard } from './SubscriptionCard';

/** /espace-personnel: a dashboard of cards, each with what the customer holds and a link on. */
export function HomePage() {
  const firstName = useStore(authStore, (s) => s.firstName);
  const account = useStore(selectedAccountStore, (s) => s.account);
  return (
    <PersonalSpacePage
      home
      title="Mon espace personnel"
      heading={firstName ? `Bonjour ${firstName}` : undefined}
      description="Votre espace personnel : commandes, factures, surveillances, formalités et abonnement."
    >
      <div className="dashboard">
        <LatestOrdersCard />
        {account && hasMonitoringOffer(account) && <AlertsCard accountId={account.id} />}
        <WalletCard />
        {account && <SubscriptionCard accountId={account.id} />}
        <AccountCard />
      </div>
      <ShortcutCards />
    </PersonalSpacePage>
  );
}
