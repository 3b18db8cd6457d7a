import { useNavigate } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, fillPattern } from '@portail/shared';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';
import { OneFieldForm } from '../../OneFieldForm';

/** A general roll number (RG), e.g. 2024B01234 or 2024 001234. */
export const CASE_NUMBER = /^\d{4}\s?[A-Z]?\s?\d{3,6}$/i;

export function CaseSearchPage() {
  const navigate = useNavigate();
  const consult = (value: string) => {
    const n = value.trim();
    if (!CASE_NUMBER.test(n)) return "Saisissez le numéro de rôle général de l'affaire, par exemple 2024B01234.";
    navigate(fillPattern(searchRoutes.caseDetail, { id: n.replace(/\s+/g, '').toUpperCase() }));
    return undefined;
  };
  return (
    <PageFrame
      title="Consulter une affaire"
      heading="Consulter une affaire au tribunal de commerce"
      breadcrumb={[{ label: 'Services', href: contentRoutes.services }, { label: 'Consulter une affaire' }]}
      description="Suivez l'avancement d'une affaire portée devant un tribunal de commerce : audiences, renvois et décisions."
    >
      <p>
        Vous êtes partie à une affaire portée devant un tribunal de commerce, ou son représentant ? Munissez-vous
        du numéro de rôle général (RG) attribué à l'affaire par le greffe : il figure sur les convocations.
      </p>
      <OneFieldForm name="Consulter une affaire" field={{ label: 'Numéro de rôle général (RG)', name: 'numero' }} submitLabel="Consulter" onSend={consult} />
      <p>
        Pour toute question sur une procédure en cours, adressez-vous au greffe du tribunal saisi :{' '}
        <Link to={searchRoutes.registrySearch}>trouver un greffe</Link>.
      </p>
    </PageFrame>
  );
}
