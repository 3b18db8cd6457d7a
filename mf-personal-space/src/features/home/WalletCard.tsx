import { Card, LoadFailed, Skeleton, formatAmount, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { fetchWallet } from '../payment/api';

/** The wallet's balance. */
export function WalletCard() {
  const wallet = useResource('tableau-de-bord:portefeuille', (signal) => fetchWallet(0, signal));
  return (
    <Card
      title="Portefeuille électronique"
      className="dashboard__card"
      footer={<Link to="/espace-personnel/portefeuille-electronique-details">Mouvements et rechargement</Link>}
    >
      {wallet.status === 'loading' && <Skeleton lines={1} label="Chargement du solde…" />}
      {wallet.status === 'error' && (
        <LoadFailed title="Le solde n'a pas pu être chargé" onRetry={wallet.retry} />
      )}
      {wallet.status === 'ready' && (
        <p className="dashboard__figure">
          <span className="dashboard__muted">Solde disponible</span>
          <strong>{formatAmount(wallet.data.solde, { thousandsSeparator: true, currency: wallet.data.devise })}</strong>
        </p>
      )}
    </Card>
  );
}
