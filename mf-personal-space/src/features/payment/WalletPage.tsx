import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function WalletPage() {
  return (
    <PersonalSpacePage
      title="Portefeuille électronique"
      heading="Mon portefeuille électronique"
      description="Le solde et les mouvements de votre portefeuille électronique."
    >
      <p>
        Le portefeuille électronique est un compte que vous approvisionnez à l'avance pour régler vos commandes sans
        saisir vos coordonnées bancaires à chaque achat. Vous y suivez son solde, ses approvisionnements et les
        commandes qu'il a servi à régler.
      </p>
      <p>
        <Link to="/espace-personnel/moyens-de-paiement">Voir mes moyens de paiement</Link>
      </p>
    </PersonalSpacePage>
  );
}
