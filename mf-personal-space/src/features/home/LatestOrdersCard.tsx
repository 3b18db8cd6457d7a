import { SiteLink, formatAmount, formatDateFr, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { orderPath, OrderStatus } from '../orders';
import { DashboardCard, DashboardItem } from './DashboardCard';
import type { HomeCalls } from './needs';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

const SHOWN = 3;

/** The three latest orders of the selected account, with their state. */
export function LatestOrdersCard({ call }: { call: HomeCalls['latestOrders'] }) {
  const orders = useResource(call);
  return (
    <DashboardCard
      title="Dernières commandes"
      wide
      footer={<Link to={personalSpaceRoutes.orderHistory}>Toutes mes commandes</Link>}
      resource={orders}
      loading={{ lines: 3, label: 'Chargement de vos commandes…' }}
      failedTitle="Vos commandes n'ont pas pu être chargées"
    >
      {(data) =>
        data.total === 0 ? (
          <p>
            Vous n'avez pas encore passé de commande.{' '}
            <SiteLink href={searchRoutes.advancedSearch}>Trouver une entreprise et commander un document</SiteLink>
          </p>
        ) : (
          <ul className="dashboard__list">
            {data.items.slice(0, SHOWN).map((o) => (
              <DashboardItem
                key={o.reference}
                title={<Link to={orderPath(o.reference, o.date_commande)}>{o.reference}</Link>}
                detail={
                  <>
                    {formatDateFr(o.date_commande)} · {o.entites.join(', ')}
                  </>
                }
                side={
                  <>
                    <strong>{formatAmount(o.montants.montant_ttc, { thousandsSeparator: true, currency: o.devise })}</strong>
                    <OrderStatus status={o.statut} />
                  </>
                }
              />
            ))}
          </ul>
        )
      }
    </DashboardCard>
  );
}
