import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { SiteLink } from '@portail/shared';

export function OrderHistoryPage() {
  return (
    <PersonalSpacePage
      title="Historique de mes commandes"
      crumb="Mes commandes"
      description="Vos commandes de documents officiels et les documents à télécharger."
    >
      <p>
        Retrouvez vos commandes d'extraits Kbis, de comptes annuels, d'actes et d'états d'endettement, leur état
        d'avancement et les documents à télécharger depuis le détail de chaque commande.
      </p>
      <ul>
        <li>
          <Link to="/espace-personnel/mes-commandes/mes-kbis-periodiques">Mes Kbis périodiques</Link>
        </li>
        <li>
          <Link to="/espace-personnel/mes-factures">Mes factures</Link>
        </li>
        <li>
          <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">Commander un document officiel</SiteLink>
        </li>
      </ul>
    </PersonalSpacePage>
  );
}
