import { PageFrame } from '@portail/shared';

export function NotFound() {
  return (
    <PageFrame title="Page introuvable" breadcrumb={[{ label: 'Page introuvable' }]}>
      <p>La page demandée n'existe pas ou a été déplacée.</p>
      <p>
        <a href="/">Retour à l'accueil</a>
      </p>
    </PageFrame>
  );
}
