import { useEffect } from 'react';
import { PageFrame } from './PageFrame';
import { SiteLink } from '../routing/SiteLink';

/** The "page not found" page, the same whichever app owns the path (SPEC §2 /404, HTTP 404). */
export function NotFound({ siteName }: { siteName?: string }) {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <PageFrame title="Page introuvable" siteName={siteName} breadcrumb={[{ label: 'Page introuvable' }]}>
      <p>La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <ul>
        <li>
          <SiteLink href="/">Retour à l'accueil</SiteLink>
        </li>
        <li>
          <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">Rechercher une entreprise ou un dirigeant</SiteLink>
        </li>
        <li>
          <SiteLink href="/plan-du-site">Plan du site</SiteLink>
        </li>
      </ul>
    </PageFrame>
  );
}
