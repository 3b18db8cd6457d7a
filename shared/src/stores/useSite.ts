import { useSyncExternalStore } from 'react';
import { serverRenderScope } from '../remote/serverData';
import { siteStore, type PageSite } from './stores';

/**
 * The site the page is shown on (variant, product slug, name, search boost). During a server
 * render pass, the site of that render: one renderer serves both shells, and renders of the two
 * sites run side by side, so the process-wide site store cannot tell. In the browser, the site the
 * shell has put in the site store, one per page. A server render's loaders receive the site as an
 * argument (`PageLoadArgs.site`): outside a render pass, a server has no page and this throws
 * rather than answer for another site.
 */
export function pageSite(): PageSite {
  const scope = serverRenderScope();
  if (scope) return scope.site;
  if (typeof document === 'undefined') throw new Error('Site de la page lu hors d’un rendu : un chargeur de page reçoit le site de son rendu en argument.');
  return siteStore.getState();
}

/**
 * A value of the site for a component (`pageSite`). Unlike zustand's `useStore`, whose server
 * snapshot is the store's initial state, a server render and the hydration that follows both read
 * the site the page is for: the render's own on the server, the shell's in the browser.
 */
export function useSite<T>(selector: (site: PageSite) => T): T {
  const read = () => selector(pageSite());
  return useSyncExternalStore(siteStore.subscribe, read, read);
}
