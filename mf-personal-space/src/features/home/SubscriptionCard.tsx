import { formatDateFr, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { SubscriptionStatus, SUBSCRIPTION_PATH, stepPath } from '../subscription';
import { DashboardCard, DashboardItem } from './DashboardCard';
import type { HomeCalls } from './needs';

/** The subscriptions in force of the selected account, and when one ends. */
export function SubscriptionCard({ call }: { call: HomeCalls['subscriptions'] }) {
  const inForce = useResource(call);
  return (
    <DashboardCard
      title="Mon abonnement"
      footer={<Link to={SUBSCRIPTION_PATH}>Gérer mon abonnement</Link>}
      resource={inForce}
      loading={{ lines: 2, label: 'Chargement de votre abonnement…' }}
      failedTitle="Votre abonnement n'a pas pu être chargé"
    >
      {(data) =>
        data.length === 0 ? (
          <p>
            Vous n'avez pas d'abonnement en cours. <Link to={stepPath('offre')}>Découvrir les offres</Link>
          </p>
        ) : (
          <ul className="dashboard__list">
            {data.map((a) => (
              <DashboardItem
                key={a.uuid}
                title={<strong>{a.libelle_offre}</strong>}
                detail={a.date_fin ? `Prend fin le ${formatDateFr(a.date_fin)}` : `Depuis le ${formatDateFr(a.date_debut)}`}
                side={<SubscriptionStatus status={a.statut} />}
              />
            ))}
          </ul>
        )
      }
    </DashboardCard>
  );
}
