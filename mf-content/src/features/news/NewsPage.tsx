import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function NewsPage() {
  return (
    <PageFrame
      title="Actualités"
      breadcrumb={[{ label: 'Actualités' }]}
      description="L'actualité du registre du commerce et des sociétés, des formalités et des documents officiels."
    >
      <p>
        Suivez l'actualité du registre du commerce et des sociétés : évolutions de la réglementation, nouvelles
        formalités, nouveaux services et informations pratiques pour les entreprises.
      </p>
      <p>
        Pour approfondir un sujet, consultez aussi les <SiteLink href="/aides-et-tutoriels">aides et tutoriels</SiteLink> et la{' '}
        <SiteLink href="/faq">foire aux questions</SiteLink>.
      </p>
    </PageFrame>
  );
}
