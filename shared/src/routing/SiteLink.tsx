import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** Client-side navigation that single-spa (and so the app owning the target) and every router see. */
export function navigateTo(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/**
 * Keeps a plain left click on a same-origin link inside the page. Returns whether it navigated.
 */
export function followSiteLink(e: MouseEvent<HTMLAnchorElement>, href: string, target?: string): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  if (target && target !== '_self') return false;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  e.preventDefault();
  navigateTo(`${url.pathname}${url.search}${url.hash}`);
  return true;
}

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to a page that another app of the portal may own: plain left clicks on same-origin links
 * stay in the page instead of reloading it. Links inside one remote use its router's Link.
 */
export function SiteLink({ href, onClick, children, ...rest }: SiteLinkProps) {
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    followSiteLink(e, href, rest.target);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
