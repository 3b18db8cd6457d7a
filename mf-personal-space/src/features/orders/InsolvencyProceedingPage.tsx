import { useParams } from 'react-router';
import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { ORDERS_CRUMB, orderCrumb, orderPath } from './paths';

export function InsolvencyProceedingPage() {
  const { numCommande = '' } = useParams();
  return (
    <PersonalSpacePage
      title={`Procédure collective – commande n° ${numCommande}`}
      heading="Procédure collective"
      trail={[ORDERS_CRUMB, orderCrumb(numCommande)]}
      crumb="Procédure collective"
      description="Les informations de procédure collective d'une commande."
    >
      <p>Commande n° {numCommande}.</p>
      <p>
        Une procédure collective (sauvegarde, redressement judiciaire ou liquidation judiciaire) est ouverte par le
        tribunal lorsqu'une entreprise connaît des difficultés ; le document commandé reprend les jugements rendus et
        les mandataires désignés.
      </p>
      <p>
        <Link to={orderPath(numCommande)}>Retour à la commande</Link>
      </p>
    </PersonalSpacePage>
  );
}
