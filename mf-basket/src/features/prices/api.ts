// The price grid of the site as the basket pages read it; the grid's calls are shared with the
// record pages (`@portail/shared` prices).
import { siteGridCode as gridOfSite, siteStore } from '@portail/shared';

/** The grid of the site the page is shown on, as the site store knows it. */
export function siteGridCode(): string {
  return gridOfSite(siteStore.getState());
}
