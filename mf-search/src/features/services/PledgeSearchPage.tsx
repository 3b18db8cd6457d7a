import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function PledgeSearchPage() {
  return (
    <PageFrame
      title="Recherche de gage sans dépossession"
      breadcrumb={[{ label: 'Services', href: '/services/' }, { label: 'Recherche de gage sans dépossession' }]}
      description="Vérifiez si un bien meuble fait l'objet d'un gage sans dépossession inscrit au greffe du tribunal de commerce."
    >
      <p>
        Le gage sans dépossession permet à un débiteur de donner un bien meuble corporel en garantie d'une dette
        tout en continuant de l'utiliser : un véhicule, une machine, un stock. Pour être opposable aux tiers, le
        gage est inscrit sur un registre tenu par le greffe du tribunal de commerce.
      </p>
      <section aria-labelledby="pledge-why">
        <h2 id="pledge-why">Pourquoi consulter le registre ?</h2>
        <p>
          Avant d'acheter un bien d'occasion à un professionnel, d'accepter un bien en garantie ou d'accorder un
          crédit, la consultation permet de savoir si le bien ou son propriétaire fait l'objet d'une inscription.
        </p>
        <p>
          Pour une entreprise immatriculée au registre du commerce et des sociétés, l'état d'endettement récapitule
          les sûretés et privilèges inscrits à son encontre :{' '}
          <SiteLink href="/kbis-documents/etat-endettement">en savoir plus sur l'état d'endettement</SiteLink>.
        </p>
      </section>
    </PageFrame>
  );
}
