import { Link, useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { companyIdentifier } from '../record/identifiers';
import { NotFound } from '../../NotFound';
import { SEARCH_CRUMB } from '../record/crumbs';

export function EstablishmentListPage() {
  const { name: slug = '', siren = '', id = '' } = useParams();
  const identifier = companyIdentifier(siren);
  if (!identifier) return <NotFound />;
  const name = `${identifier.kind} ${identifier.display}`;
  const companyPath = `/entreprise/${encodeURIComponent(slug)}/${siren}/${encodeURIComponent(id)}`;
  return (
    <PageFrame
      title={`Établissements – ${name}`}
      heading={`Établissements de l'entreprise ${name}`}
      breadcrumb={[SEARCH_CRUMB, { label: `Entreprise ${name}`, href: companyPath }, { label: 'Établissements' }]}
      description={`La liste des établissements de l'entreprise ${name} : siège et établissements secondaires.`}
    >
      <p>
        La liste des établissements présente le siège et les établissements secondaires de l'entreprise, ouverts ou
        fermés, avec leur numéro SIRET, leur adresse et leur activité.
      </p>
      <p>
        <Link to={companyPath}>Retour à la fiche de l'entreprise</Link>
      </p>
    </PageFrame>
  );
}
