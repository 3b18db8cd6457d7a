import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LIST_TEXT_WIDTH, truncationWidth, useResource, type Entreprise, type ResourceCall } from '@portail/shared';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Width of list texts for the current window width (SPEC §9), following resizes. A page rendered
 * on the server uses the default width, and its hydration too; the window's width follows.
 */
export function useTruncationWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => truncationWidth(window.innerWidth),
    () => DEFAULT_LIST_TEXT_WIDTH,
  );
}

/**
 * Once the entity is loaded, replaces the current URL by its canonical path (wrong slug, catch-all
 * route, trailing slash), keeping the query string and the hash.
 */
export function useCanonicalRedirect(canonical: string | null | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!canonical || location.pathname === canonical) return;
    navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, navigate]);
}

/**
 * The company of a page addressed by a SIREN and a company id. `mismatch` when the id leads to
 * another company than the SIREN, which the page shows as not found; otherwise, once the company
 * is loaded, the address is replaced by the canonical one `pathOf` gives.
 */
export function useAddressedCompany(needs: { siren: string; company: ResourceCall<Entreprise> | null }, pathOf: (company: Entreprise) => string) {
  const company = useResource(needs.company);
  const mismatch = company.status === 'ready' && company.data.numero_identification !== needs.siren;
  useCanonicalRedirect(company.status === 'ready' && !mismatch ? pathOf(company.data) : null);
  return { company, mismatch };
}

/** A page number (0-based) read from the `page` query parameter (shown 1-based in the URL). */
export function pageFromQuery(search: URLSearchParams): number {
  const raw = Number(search.get('page') ?? '1');
  return Number.isInteger(raw) && raw >= 1 ? raw - 1 : 0;
}

/** Scrolls to the section named by `?ancre=` once `ready` is true. */
export function useAnchorScroll(ready: boolean): void {
  const location = useLocation();
  useEffect(() => {
    if (!ready) return;
    const anchor = new URLSearchParams(location.search).get('ancre');
    if (!anchor) return;
    const target = document.getElementById(anchor);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [ready, location.search]);
}
