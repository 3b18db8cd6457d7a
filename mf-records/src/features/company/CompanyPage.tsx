import { Link, useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { companyIdentifier } from '../record/identifiers';
import { OfficialDocuments } from '../record/OfficialDocuments';
import { SEARCH_CRUMB } from '../record/crumbs';
import { SiteLink } from '@portail/shared';
import { NotFound } from '../../NotFound';

export function CompanyPage() {
  const { slug = '', siren = '', id = '' } = useParams();
  const identifier = companyIdentifier(siren);
  if (!identifier) return <NotFound />;
  const name = `${identifier.kind} ${identifier.display}`;
  return (
    <PageFrame
      title={`Entreprise – ${name}`}
      breadcrumb={[SEARCH_CRUMB, { label: `Entreprise ${name}` }]}
      description={`Fiche de l'entreprise ${name} : identité, dirigeants, établissements et documents officiels.`}
    >
      <p>
        La fiche d'une entreprise réunit les informations de son immatriculation au registre du commerce et des
        sociétés : dénomination, forme juridique, capital, adresse du siège, activité, dirigeants et
        établissements. Elle donne accès à ses documents officiels.
      </p>
      <ul>
        <li>
          <Link to={`/liste_etablissements/${encodeURIComponent(slug)}/${siren}/${encodeURIComponent(id)}`}>
            Voir les établissements de l'entreprise
          </Link>
        </li>
        <li>
          <SiteLink href="/espace-personnel/mes-surveillances">Surveiller une entreprise</SiteLink> : soyez averti de
          ses modifications, du dépôt de ses comptes et de ses actes.
        </li>
      </ul>
      <OfficialDocuments />
    </PageFrame>
  );
}
