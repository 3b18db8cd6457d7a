import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function RevelationsPage() {
  return (
    <PersonalSpacePage
      title="Mes révélations"
      trail={[{ label: 'Mes surveillances', href: '/espace-personnel/mes-surveillances' }]}
      description="Les avis reçus sur les entreprises que vous surveillez."
    >
      <p>Une révélation est un avis émis lorsqu'un événement survient dans la vie d'une entreprise surveillée :</p>
      <ul>
        <li>avis de modification au registre du commerce et des sociétés ;</li>
        <li>dépôt des comptes annuels ;</li>
        <li>dépôt d'un acte ;</li>
        <li>changement de l'état d'endettement.</li>
      </ul>
      <p>
        <Link to="/espace-personnel/mes-surveillances">Retour à mes surveillances</Link>
      </p>
    </PersonalSpacePage>
  );
}
