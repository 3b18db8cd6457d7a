import { useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { companyIdentifier, searchByIdentifierPath } from '../record/identifiers';
import { OfficialDocuments } from '../record/OfficialDocuments';
import { SEARCH_CRUMB } from '../record/crumbs';
import { SiteLink } from '@portail/shared';
import { NotFound } from '../../NotFound';

/** The company-as-a-business page: a slug that ends with the SIREN ("boulangerie-dupont-552100554"). */
export function CompanyBySlugPage() {
  const splat = useParams()['*'] ?? '';
  const siren = /(?:^|\D)(\d{9})(?:\D*)$/.exec(splat)?.[1];
  const identifier = siren ? companyIdentifier(siren) : null;
  if (!identifier) return <NotFound />;
  const name = `${identifier.kind} ${identifier.display}`;
  return (
    <PageFrame
      title={`Entreprise – ${name}`}
      breadcrumb={[SEARCH_CRUMB, { label: `Entreprise ${name}` }]}
      description={`L'entreprise ${name} : informations légales et documents officiels.`}
    >
      <p>
        Retrouvez les informations légales de l'entreprise immatriculée sous le numéro {name} : identité, dirigeants,
        établissements, ainsi que ses documents officiels.
      </p>
      <p>
        <SiteLink href={searchByIdentifierPath(identifier.digits)}>Rechercher l'entreprise {name}</SiteLink>
      </p>
      <OfficialDocuments />
    </PageFrame>
  );
}
