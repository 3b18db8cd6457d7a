import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function UnsubscribePage() {
  return (
    <PersonalSpacePage title="Demande de désabonnement" description="Demandez la résiliation de votre abonnement.">
      <p>
        Vous souhaitez mettre fin à votre abonnement ? La demande de désabonnement porte sur l'abonnement de votre
        compte client.
      </p>
      <p>
        <Link to="/espace-personnel/mon-abonnement">Revenir à mon abonnement</Link>
      </p>
    </PersonalSpacePage>
  );
}
