import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link inside one remote, navigated by its router: a plain left click stays in the page, any
 * other click (new tab, modifier keys, another target) is the browser's.
 *
 * The router's own `Link` also carries route prefetching, view transitions and route discovery
 * for its framework mode, none of which a remote uses; that code would be in every page's
 * first scripts. Imported by path, never from the package index: each remote bundles its own,
 * beside its own router.
 */
export function Link({ to, replace, state, target, onClick, children, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!e.defaultPrevented) navigate(e);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
