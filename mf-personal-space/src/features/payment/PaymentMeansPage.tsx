import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function PaymentMeansPage() {
  return (
    <PersonalSpacePage title="Moyens de paiement" heading="Mes moyens de paiement" description="Les moyens de paiement de vos commandes.">
      <p>
        Vos commandes se règlent par carte bancaire, par prélèvement, par virement ou avec votre{' '}
        <Link to="/espace-personnel/portefeuille-electronique-details">portefeuille électronique</Link>. Selon votre
        compte, une facturation mensuelle en paiement différé peut également être proposée.
      </p>
    </PersonalSpacePage>
  );
}
