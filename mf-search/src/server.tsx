// Server entry of mf-search: renders its pages for the shell's server (see scripts/ssr.mjs).
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
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

export const render = createPageRenderer('mf-search', SearchRoutes, SERVER_RENDERED);
