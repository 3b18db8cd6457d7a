import { Card, LoadFailed, SiteLink, Skeleton, formatAmount, formatDateFr, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { fetchOrders } from '../orders/api';
import { orderPath } from '../orders/paths';
import { OrderStatus } from '../orders/statuses';

const SHOWN = 3;

/** The three latest orders of the selected account, with their state. */
export function LatestOrdersCard() {
  const orders = useResource('tableau-de-bord:commandes', (signal) => fetchOrders({ date_debut: null, date_fin: null, page: 0 }, signal));
  return (
    <Card
      title="Dernières commandes"
      className="dashboard__card dashboard__card--wide"
      footer={<Link to="/espace-personnel/mes-commandes/mon-historique">Toutes mes commandes</Link>}
    >
      {orders.status === 'loading' && <Skeleton lines={3} label="Chargement de vos commandes…" />}
      {orders.status === 'error' && (
        <LoadFailed title="Vos commandes n'ont pas pu être chargées" onRetry={orders.retry} />
      )}
      {orders.status === 'ready' && orders.data.total === 0 && (
        <p>
          Vous n'avez pas encore passé de commande.{' '}
          <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">Trouver une entreprise et commander un document</SiteLink>
        </p>
      )}
      {orders.status === 'ready' && orders.data.total > 0 && (
        <ul className="dashboard__list">
          {orders.data.items.slice(0, SHOWN).map((o) => (
            <li key={o.reference} className="dashboard__order">
              <span className="dashboard__order-main">
                <Link to={orderPath(o.reference, o.date_commande)}>{o.reference}</Link>
                <span className="dashboard__muted">
                  {formatDateFr(o.date_commande)} · {o.entites.join(', ')}
                </span>
              </span>
              <span className="dashboard__order-side">
                <strong>{formatAmount(o.montants.montant_ttc, { thousandsSeparator: true, currency: o.devise })}</strong>
                <OrderStatus statut={o.statut} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
