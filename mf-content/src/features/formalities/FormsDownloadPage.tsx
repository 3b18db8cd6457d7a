import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';
import { GUICHET_UNIQUE_URL } from './formalities';

export function FormsDownloadPage() {
  return (
    <PageFrame
      title="Télécharger les formulaires de formalités d'entreprise"
      breadcrumb={[{ label: 'Formalités', href: '/formalites' }, { label: 'Formulaires' }]}
      description="Les formulaires des formalités d'entreprise et le guichet unique des formalités."
    >
      <p>
        Depuis le 1<sup>er</sup> janvier 2023, les déclarations de création, de modification et de cessation
        d'activité se font en ligne sur le{' '}
        <a href={GUICHET_UNIQUE_URL} rel="noopener noreferrer" target="_blank">
          guichet unique des formalités d'entreprises
        </a>
        . Les formulaires officiels (Cerfa) sont publiés sur{' '}
        <a href="https://www.service-public.fr/professionnels-entreprises" rel="noopener noreferrer" target="_blank">
          service-public.fr
        </a>
        .
      </p>
      <p>
        <SiteLink href="/formalites">Toutes les formalités</SiteLink>
      </p>
    </PageFrame>
  );
}
