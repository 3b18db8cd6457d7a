import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** Client-side navigation that single-spa (and so the app owning the target) and every router see. */
export function navigateTo(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to a page that another app of the portal may own: plain left clicks on same-origin links
 * stay in the page instead of reloading it. Links inside this remote use react-router's Link.
 */
export function SiteLink({ href, onClick, ...rest }: SiteLinkProps) {
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    navigateTo(`${url.pathname}${url.search}${url.hash}`);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
