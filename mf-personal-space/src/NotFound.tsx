import { PageFrame } from '@portail/shared';
import { SiteLink } from './SiteLink';

export function NotFound() {
  return (
    <PageFrame title="Page introuvable" breadcrumb={[{ label: 'Page introuvable' }]}>
      <p>La page demandée n'existe pas ou a été déplacée.</p>
      <p>
        <SiteLink href="/">Retour à l'accueil</SiteLink>
      </p>
    </PageFrame>
  );
}
