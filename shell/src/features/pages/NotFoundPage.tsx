import { useEffect } from 'react';
import { PageFrame } from '@portail/shared';
import { handleLinkClick } from '../navigation/location';

export function NotFoundPage({ siteName }: { siteName: string }) {
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
          <a href="/" onClick={handleLinkClick}>
            Retour à l'accueil
          </a>
        </li>
        <li>
          <a href="/recherche-entreprise-dirigeant/recherche-avancee" onClick={handleLinkClick}>
            Rechercher une entreprise ou un dirigeant
          </a>
        </li>
        <li>
          <a href="/plan-du-site" onClick={handleLinkClick}>
            Plan du site
          </a>
        </li>
      </ul>
    </PageFrame>
  );
}
