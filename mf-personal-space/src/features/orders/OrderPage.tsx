import { useSearchParams } from 'react-router';
import { Link } from '@portail/shared/src/routing/RouterLink';
import { formatDateFr } from '@portail/shared';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { HISTORY_PATH, ORDERS_CRUMB } from './paths';

export function OrderPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference_commande')?.trim();
  const date = formatDateFr(params.get('date_commande'));
  const title = reference ? `Commande n° ${reference}` : 'Détail de la commande';
  return (
    <PersonalSpacePage title={title} trail={[ORDERS_CRUMB]} description="Le détail d'une commande de documents officiels.">
      {date && <p>Commande passée le {date}.</p>}
      <p>
        Le détail d'une commande présente chacun des documents commandés, leur mode de diffusion (électronique ou
        courrier), leur état et, une fois disponibles, les documents à télécharger.
      </p>
      <p>
        <Link to={HISTORY_PATH}>Retour à mes commandes</Link>
      </p>
    </PersonalSpacePage>
  );
}
