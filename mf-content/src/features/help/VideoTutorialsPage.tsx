import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function VideoTutorialsPage() {
  return (
    <PageFrame
      title="Tutoriels vidéo"
      breadcrumb={[{ label: 'Aides et tutoriels', href: '/aides-et-tutoriels' }, { label: 'Tutoriels vidéo' }]}
      description="Des tutoriels vidéo pour utiliser le site : rechercher une entreprise, commander un document, gérer votre compte."
    >
      <p>
        Des vidéos courtes pour prendre en main le site : rechercher une entreprise, commander un document officiel,
        suivre vos commandes et gérer votre espace personnel.
      </p>
      <p>
        <SiteLink href="/aides-et-tutoriels">Toutes les aides</SiteLink>
      </p>
    </PageFrame>
  );
}
