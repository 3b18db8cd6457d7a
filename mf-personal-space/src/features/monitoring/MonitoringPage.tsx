import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { SiteLink } from '@portail/shared';

export function MonitoringPage() {
  return (
    <PersonalSpacePage title="Mes surveillances" description="Les entreprises que vous surveillez.">
      <p>
        La surveillance vous avertit des événements qui touchent les entreprises que vous suivez : modifications
        inscrites au registre du commerce et des sociétés, dépôt des comptes annuels, dépôt d'actes, procédures
        collectives, privilèges et nantissements.
      </p>
      <ul>
        <li>
          <Link to="/espace-personnel/mes-surveillances/mes-revelations">Consulter mes révélations</Link>
        </li>
        <li>
          <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">Rechercher une entreprise à surveiller</SiteLink>
        </li>
      </ul>
    </PersonalSpacePage>
  );
}
