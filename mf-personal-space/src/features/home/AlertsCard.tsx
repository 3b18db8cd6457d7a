import { Card, LoadFailed, Skeleton, UnreadRevelationsSchema, authApi, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';

const REVELATIONS_PATH = '/espace-personnel/mes-surveillances/mes-revelations';

function fetchUnread(accountId: number, signal: AbortSignal) {
  return authApi().getJson(UnreadRevelationsSchema, 'revelation/enAlerte', { id_compte_client: accountId }, { signal });
}

/** The unread revelations of the monitored companies (accounts with the monitoring offer). */
export function AlertsCard({ accountId }: { accountId: number }) {
  const unread = useResource(`tableau-de-bord:alertes:${accountId}`, (signal) => fetchUnread(accountId, signal));
  return (
    <Card title="Alertes de surveillance" className="dashboard__card" footer={<Link to={REVELATIONS_PATH}>Voir mes révélations</Link>}>
      {unread.status === 'loading' && <Skeleton lines={1} label="Chargement de vos alertes…" />}
      {(unread.status === 'error' || unread.status === 'not-found') && <LoadFailed title="Vos alertes n'ont pas pu être chargées" onRetry={unread.retry} />}
      {unread.status === 'ready' &&
        (unread.data.nombre_non_lues === 0 ? (
          <p>Aucune nouvelle révélation sur les entreprises que vous surveillez.</p>
        ) : (
          <p className="dashboard__figure">
            <strong>
              {unread.data.nombre_non_lues} révélation{unread.data.nombre_non_lues > 1 ? 's' : ''} non lue{unread.data.nombre_non_lues > 1 ? 's' : ''}
            </strong>
            {unread.data.nombre_non_lues_favoris > 0 && <span className="dashboard__muted">dont {unread.data.nombre_non_lues_favoris} sur vos favoris</span>}
          </p>
        ))}
    </Card>
  );
}
