import { formatAmount, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { DashboardCard } from './DashboardCard';
import type { HomeCalls } from './needs';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

/** The wallet's balance. */
export function WalletCard({ call }: { call: HomeCalls['wallet'] }) {
  const wallet = useResource(call);
  return (
    <DashboardCard
      title="Portefeuille électronique"
      footer={<Link to={personalSpaceRoutes.wallet}>Mouvements et rechargement</Link>}
      resource={wallet}
      loading={{ lines: 1, label: 'Chargement du solde…' }}
      failedTitle="Le solde n'a pas pu être chargé"
    >
      {(data) => (
        <p className="dashboard__figure">
          <span className="dashboard__muted">Solde disponible</span>
          <strong>{formatAmount(data.solde, { thousandsSeparator: true, currency: data.devise })}</strong>
        </p>
      )}
    </DashboardCard>
  );
}
