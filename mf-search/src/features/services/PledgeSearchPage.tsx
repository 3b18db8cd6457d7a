import { useState } from 'react';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, SiteLink, fillPattern, parseSirenOrSiret } from '@portail/shared';
import { OneFieldForm } from '../../OneFieldForm';
import { UnavailableNotice } from './UnavailableNotice';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export function PledgeSearchPage() {
  const [submitted, setSubmitted] = useState(false);
  const search = (value: string) => {
    const valid = parseSirenOrSiret(value) !== null;
    setSubmitted(valid);
    return valid ? undefined : 'Saisissez un SIREN (9 chiffres) ou un SIRET (14 chiffres).';
  };
  return (
    <PageFrame
      title="Recherche de gage sans dépossession"
      breadcrumb={[{ label: 'Services', href: contentRoutes.services }, { label: 'Recherche de gage sans dépossession' }]}
      description="Vérifiez si un bien meuble fait l'objet d'un gage sans dépossession inscrit au greffe du tribunal de commerce."
    >
      <p>
        Le gage sans dépossession permet à un débiteur de donner un bien meuble corporel en garantie d'une dette
        tout en continuant de l'utiliser : un véhicule, une machine, un stock. Pour être opposable aux tiers, le
        gage est inscrit sur un registre tenu par le greffe du tribunal de commerce.
      </p>
      <OneFieldForm
        name="Recherche de gage"
        field={{ label: 'SIREN ou SIRET du constituant', hint: '9 ou 14 chiffres ; les espaces sont acceptés.', name: 'siren', inputMode: 'numeric' }}
        submitLabel="Rechercher"
        onSend={search}
      />
      {submitted && <UnavailableNotice what="du registre des gages sans dépossession" />}
      <section aria-labelledby="pledge-why">
        <h2 id="pledge-why">Pourquoi consulter le registre ?</h2>
        <p>
          Pour une entreprise immatriculée au registre du commerce et des sociétés, l'état d'endettement récapitule
          les sûretés et privilèges inscrits à son encontre :{' '}
          <SiteLink href={fillPattern(contentRoutes.kbisDocument, { slug: 'etat-endettement' })}>en savoir plus sur l'état d'endettement</SiteLink>. Pour
          trouver le greffe compétent : <Link to={searchRoutes.registrySearch}>rechercher un greffe</Link>.
        </p>
      </section>
    </PageFrame>
  );
}
