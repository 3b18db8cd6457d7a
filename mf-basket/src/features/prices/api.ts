// The price grid of the site as the basket pages read it; the grid's calls are shared with the
// record pages (`@portail/shared` prices).
import { pageSite, siteGridCode as gridOfSite } from '@portail/shared';

/** The grid of the site the page is shown on (`pageSite`). */
export function siteGridCode(): string {
  return gridOfSite(pageSite());
}
