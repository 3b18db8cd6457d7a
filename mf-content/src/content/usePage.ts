import { keyedCall } from '@portail/shared';
import { loadIndex, loadPage } from './pageData';
import { indexFile, pageDataFile, type Territory } from './model';

// Each call is keyed by the page data file it reads, as an API call is by its path.

/** The page data of the editorial page at `path` on the territory's site (null: that site has none there). */
export const pageCall = (path: string, territory: Territory) => keyedCall(pageDataFile(path, territory), undefined, (signal) => loadPage(path, territory, signal));

/** Every editorial page of the territory's site, for the site map. */
export const contentIndexCall = (territory: Territory) => keyedCall(indexFile(territory), undefined, (signal) => loadIndex(territory, signal));
