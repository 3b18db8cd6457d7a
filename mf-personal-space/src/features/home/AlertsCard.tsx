import { useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';
import { DashboardCard } from './DashboardCard';
import type { HomeCalls } from './needs';

/** The unread revelations of the monitored companies (accounts with the monitoring offer). */
export function AlertsCard({ call }: { call: HomeCalls['alerts'] }) {
  const unread = useResource(call);
  return (
    <DashboardCard
      title="Alertes de surveillance"
      footer={<Link to={personalSpaceRoutes.revelations}>Voir mes révélations</Link>}
      resource={unread}
      loading={{ lines: 1, label: 'Chargement de vos alertes…' }}
      failedTitle="Vos alertes n'ont pas pu être chargées"
    >
      {(data) =>
        data.nombre_non_lues === 0 ? (
          <p>Aucune nouvelle révélation sur les entreprises que vous surveillez.</p>
        ) : (
          <p className="dashboard__figure">
            <strong>
              {data.nombre_non_lues} révélation{data.nombre_non_lues > 1 ? 's' : ''} non lue{data.nombre_non_lues > 1 ? 's' : ''}
            </strong>
            {data.nombre_non_lues_favoris > 0 && <span className="dashboard__muted">dont {data.nombre_non_lues_favoris} sur vos favoris</span>}
          </p>
        )
      }
    </DashboardCard>
  );
}
