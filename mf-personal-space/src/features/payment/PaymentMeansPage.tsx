import { Badge, Card, LoadFailed, Loading, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { paymentMeansNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

/** /espace-personnel/moyens-de-paiement: the means the selected customer account may pay with. */
export function PaymentMeansPage() {
  const means = useResource(usePageNeeds(paymentMeansNeeds).means);
  return (
    <PersonalSpacePage title="Moyens de paiement" heading="Mes moyens de paiement" description="Les moyens de paiement de vos commandes et ceux auxquels votre compte client donne droit.">
      {means.status === 'loading' && <Loading label="Chargement de vos moyens de paiement…" />}
      {means.status === 'error' && (
        <LoadFailed title="Vos moyens de paiement n'ont pas pu être chargés" error={means.error} onRetry={means.retry} headingLevel={2} />
      )}
      {means.status === 'ready' && (
        <ul className="card-list">
          {means.data.map((m) => (
            <li key={m.code}>
              <Card title={m.intitule} headingLevel={2}>
                <p>
                  {m.disponible ? <Badge tone="success">Disponible</Badge> : <Badge tone="neutral">Non disponible</Badge>} {m.defaut && <Badge tone="info">Par défaut</Badge>}
                </p>
                <p>{m.description}</p>
                {m.motif && <p>{m.motif}</p>}
                {m.code === 'PORTEFEUILLE_ELECTRONIQUE' && <Link to={personalSpaceRoutes.wallet}>Voir et recharger mon portefeuille</Link>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { paymentMeansNeeds };
