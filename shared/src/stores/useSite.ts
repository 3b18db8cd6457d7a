import { useSyncExternalStore } from 'react';
import { siteStore, type SiteState } from './stores';

/**
 * A value of the site (variant, product slug, name, search boost) for a component. Unlike
 * zustand's `useStore`, whose server snapshot is the store's initial state, a server render and
 * the hydration that follows both read the site the page is for: the server render sets it before
 * each pass, the shell before a remote mounts.
 */
export function useSite<T>(selector: (site: SiteState) => T): T {
  const read = () => selector(siteStore.getState());
  return useSyncExternalStore(siteStore.subscribe, read, read);
}
