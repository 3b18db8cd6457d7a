import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { Alert, Loading, hasMonitoringOffer, selectedAccountStore, type SelectedCustomerAccount } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { SUBSCRIPTION_PATH } from './paths';

/** What an account without the monitoring offer sees instead of the tools. */
function NoMonitoringOffer() {
  return (
    <Alert tone="info" title="La surveillance d'entreprises n'est pas comprise dans votre abonnement" headingLevel={2}>
      <p>
        La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance. Elle vous avertit des événements qui
        touchent les entreprises que vous suivez : modifications inscrites au registre du commerce et des sociétés, dépôt des comptes
        annuels, dépôt d'actes, procédures collectives, privilèges et nantissements.
      </p>
      <p>
        <Link to={SUBSCRIPTION_PATH}>Voir mon abonnement</Link>
      </p>
    </Alert>
  );
}

/**
 * Shows its content to a customer account subscribed to the monitoring offer only; others read
 * why, and where to subscribe. The content receives the account.
 */
export function MonitoringGate({ children }: { children: (account: SelectedCustomerAccount) => ReactNode }) {
  const account = useStore(selectedAccountStore, (s) => s.account);
  const status = useStore(selectedAccountStore, (s) => s.status);
  if (!account) {
    return status === 'error' || status === 'success' ? (
      <Alert tone="error" title="Votre compte client n'a pas pu être chargé" headingLevel={2} live="assertive">
        <p>Rechargez la page pour réessayer.</p>
      </Alert>
    ) : (
      <Loading label="Chargement de votre compte…" />
    );
  }
  if (!hasMonitoringOffer(account)) return <NoMonitoringOffer />;
  return <>{children(account)}</>;
}
