import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function SubscriptionPage() {
  return (
    <PersonalSpacePage title="Mon abonnement" description="Votre abonnement et les services qu'il comprend.">
      <p>
        Consultez votre abonnement, les services qu'il comprend et ses conditions de facturation. Les abonnés
        bénéficient notamment de la surveillance d'entreprises et de ses révélations.
      </p>
      <p>
        <Link to="/espace-personnel/demande-desabonnement">Demander à résilier mon abonnement</Link>
      </p>
    </PersonalSpacePage>
  );
}
