import { useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { establishmentIdentifier, searchByIdentifierPath } from '../record/identifiers';
import { SiteLink } from '@portail/shared';
import { NotFound } from '../../NotFound';
import { SEARCH_CRUMB } from '../record/crumbs';

export function EstablishmentPage() {
  const { number = '' } = useParams();
  const identifier = establishmentIdentifier(number);
  if (!identifier) return <NotFound />;
  const name = `${identifier.kind} ${identifier.display}`;
  // The company number is the SIREN (first 9 digits) or the RIDET (first 7).
  const companyDigits = identifier.kind === 'SIRET' ? identifier.digits.slice(0, 9) : identifier.digits.slice(0, 7);
  return (
    <PageFrame
      title={`Établissement – ${name}`}
      breadcrumb={[SEARCH_CRUMB, { label: `Établissement ${name}` }]}
      description={`Fiche de l'établissement ${name} : adresse, activité et entreprise de rattachement.`}
    >
      <p>
        Un établissement est un lieu d'exercice de l'activité d'une entreprise : son siège ou un établissement
        secondaire (agence, magasin, usine…). Il est identifié par un numéro SIRET, composé du SIREN de l'entreprise
        suivi d'un numéro interne de classement (NIC) à cinq chiffres.
      </p>
      <p>
        La fiche de l'établissement présente son adresse, son activité, sa date d'ouverture et, le cas échéant, de
        fermeture. Les documents officiels se commandent depuis la fiche de l'entreprise.
      </p>
      <p>
        <SiteLink href={searchByIdentifierPath(companyDigits)}>Rechercher l'entreprise de rattachement</SiteLink>
      </p>
    </PageFrame>
  );
}
