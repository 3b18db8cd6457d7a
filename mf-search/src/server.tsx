// Server entry of mf-search: renders its pages for the shell's server (see scripts/ssr.mjs).
import { StaticRouter, matchPath } from 'react-router';
import { renderRemotePage, type RemoteRenderRequest } from '@portail/shared/src/remote/renderRemote';
import { SearchRoutes } from './SearchApp';

export { setApiBase } from '@portail/shared';

// Pages read rather than filled in: rendered on the server. Pages built around a form (advanced,
// registry, pledge and case searches) render in the browser: text typed before the page is
// interactive would be lost when it hydrates.
const SERVER_RENDERED = [
  '/recherche-entreprise-dirigeant/resultats-de-recherche',
  '/recherche-par-departement',
  '/recherche-par-departement/:idDepartement',
  '/recherche-par-departement/:idDepartement/:idActivite',
  '/recherche-par-departement/:idDepartement/:idActivite/:idCodeNaf',
  '/services/detail-affaire/:id',
];

/** The page's markup, or null for a page that renders in the browser only. */
export async function render(request: RemoteRenderRequest) {
  const { pathname } = new URL(request.url, 'http://page');
  if (!SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname))) return null;
  return renderRemotePage(
    'mf-search',
    (url) => (
      <StaticRouter location={url}>
        <SearchRoutes />
      </StaticRouter>
    ),
    request,
  );
}
