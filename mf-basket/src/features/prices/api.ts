// The price grid of the site, from the basket service (SPEC §7), parsed with the shared schema.
import { SynthesesArticlesSchema, authApi, siteStore, type PreloadSite, type SynthesesArticles } from '@portail/shared';

/** Public grid of each site: mainland France in euros, New Caledonia in CFP francs. */
export const SITE_GRIDS = { fr: 'STANDARD', nc: 'STANDARD_NC' } as const;

/** Articles asked for per call: every grid fits in one page (the API's maximum). */
export const PRICES_PAGE_SIZE = 100;

/**
 * The grid of the site the page is shown on. A server render knows the site by its search boost
 * (set on the site store for each render pass); in the browser the shell has set the variant too.
 */
export function siteGridCode(site: { variant?: string; searchBoost: 'NC' | null } = siteStore.getState()): string {
  return site.variant === 'nc' || site.searchBoost === 'NC' ? SITE_GRIDS.nc : SITE_GRIDS.fr;
}

/** API path and parameters of a grid's first page, shared by the page's call and the early request. */
export function pricesCall(code: string, offset = 0) {
  return { path: `grilles_tarifaires/${encodeURIComponent(code)}/syntheses_articles`, params: { limit: PRICES_PAGE_SIZE, offset } };
}

/** Every article of the grid `code`, following the pages when the grid holds more than one. */
export async function fetchPriceGrid(code: string, signal?: AbortSignal): Promise<SynthesesArticles> {
  const first = pricesCall(code);
  const grid = await authApi().getJson(SynthesesArticlesSchema, first.path, first.params, { signal });
  const items = [...grid.items];
  while (items.length < grid.total) {
    const next = pricesCall(code, items.length);
    const page = await authApi().getJson(SynthesesArticlesSchema, next.path, next.params, { signal });
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return { ...grid, items, limit: items.length, offset: 0 };
}

/** `preload` of the remote: the grid of /tarifs starts loading before the page mounts. */
export function gridToPreload(pathname: string, site: PreloadSite): ReturnType<typeof pricesCall> | null {
  return pathname.replace(/\/+$/, '') === '/tarifs' ? pricesCall(siteGridCode({ searchBoost: site.searchBoost })) : null;
}
