import { Card, LoadFailed, Skeleton, formatDateFr, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { fetchSubscriptionsInForce } from '../subscription/api';
import { SubscriptionStatus } from '../subscription/labels';
import { SUBSCRIPTION_PATH, stepPath } from '../subscription/paths';

/** The subscriptions in force of the selected account, and when one ends. */
export function SubscriptionCard({ accountId }: { accountId: number }) {
  const inForce = useResource(`tableau-de-bord:abonnements:${accountId}`, (signal) => fetchSubscriptionsInForce(accountId, signal));
  return (
    <Card title="Mon abonnement" className="dashboard__card" footer={<Link to={SUBSCRIPTION_PATH}>Gérer mon abonnement</Link>}>
      {inForce.status === 'loading' && <Skeleton lines={2} label="Chargement de votre abonnement…" />}
      {(inForce.status === 'error' || inForce.status === 'not-found') && <LoadFailed title="Votre abonnement n'a pas pu être chargé" onRetry={inForce.retry} />}
      {inForce.status === 'ready' && inForce.data.length === 0 && (
        <p>
          Vous n'avez pas d'abonnement en cours. <Link to={stepPath('offre')}>Découvrir les offres</Link>
        </p>
      )}
      {inForce.status === 'ready' && inForce.data.length > 0 && (
        <ul className="dashboard__list">
          {inForce.data.map((a) => (
            <li key={a.uuid} className="dashboard__order">
              <span className="dashboard__order-main">
                <strong>{a.libelle_offre}</strong>
                <span className="dashboard__muted">{a.date_fin ? `Prend fin le ${formatDateFr(a.date_fin)}` : `Depuis le ${formatDateFr(a.date_debut)}`}</span>
              </span>
              <span className="dashboard__order-side">
                <SubscriptionStatus statut={a.statut} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
