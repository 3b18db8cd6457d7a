import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { SiteLink } from '@portail/shared';

export function FormalitiesPage() {
  return (
    <PersonalSpacePage title="Mes formalités" description="Le suivi de vos formalités auprès du greffe.">
      <p>
        Suivez ici les formalités que vous avez accomplies auprès du greffe — immatriculation, modification,
        cessation d'activité, dépôt des comptes annuels — et les commandes qui s'y rattachent.
      </p>
      <p>
        <SiteLink href="/formalites">Tout savoir sur les formalités d'entreprise</SiteLink>
      </p>
    </PersonalSpacePage>
  );
}
