import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function DeleteAccountPage() {
  return (
    <PersonalSpacePage title="Suppression de mon compte" description="Demandez la suppression de votre compte.">
      <p>
        La suppression de votre compte met fin à votre accès à l'espace personnel. Avant de la demander, téléchargez
        les documents commandés et les factures que vous souhaitez conserver.
      </p>
      <ul>
        <li>
          <Link to="/espace-personnel/mes-commandes/mon-historique">Mes commandes</Link>
        </li>
        <li>
          <Link to="/espace-personnel/mes-factures">Mes factures</Link>
        </li>
      </ul>
    </PersonalSpacePage>
  );
}
