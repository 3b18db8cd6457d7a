import { followSiteLink, navigateTo } from '@portail/shared';
import { useSyncExternalStore } from 'react';

// The shell follows the URL through single-spa's routing events, which fire after every
// navigation whoever made it (a remote's router, a shell link, the back button).

function subscribe(cb: () => void): () => void {
  window.addEventListener('single-spa:routing-event', cb);
  window.addEventListener('popstate', cb);
  return () => {
    window.removeEventListener('single-spa:routing-event', cb);
    window.removeEventListener('popstate', cb);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function useLocationHref(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function usePathname(): string {
  useLocationHref();
  return window.location.pathname;
}

/** Client-side navigation that single-spa and every remote's router see. */
export const navigate = navigateTo;

/** onClick for <a href> inside the shell: same-origin plain left clicks stay in the page. */
export function handleLinkClick(e: React.MouseEvent<HTMLAnchorElement>): void {
  followSiteLink(e, e.currentTarget.href, e.currentTarget.target);
}
