// The price grid of the site as the basket pages read it; the grid's calls are shared with the
// record pages (`@portail/shared` prices).
import { priceGridCall, siteGridCode as gridOfSite, siteStore, type PreloadSite } from '@portail/shared';

export { fetchPriceGrid } from '@portail/shared';

/** The grid of the site the page is shown on, as the site store knows it. */
export function siteGridCode(): string {
  return gridOfSite(siteStore.getState());
}

/** `preload` of the remote: the grid of /tarifs starts loading before the page mounts. */
export function gridToPreload(pathname: string, site: PreloadSite): ReturnType<typeof priceGridCall> | null {
  return pathname.replace(/\/+$/, '') === '/tarifs' ? priceGridCall(gridOfSite({ searchBoost: site.searchBoost })) : null;
}
