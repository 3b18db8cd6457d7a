import { createRemoteApp } from '@portail/shared';
import { SearchApp } from '../SearchApp';
import { SEARCH_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-search', SearchApp, SEARCH_PAGES);

export const { bootstrap, mount, unmount } = lifecycles;
/** The page's calls (the results page's search and lists, the by-department lists) and the page's code start before the page mounts. */
export const preload = SEARCH_PAGES.preload;
/** The code of the page, alone: where the shell does not call `preload` (a server-rendered page, a signed-in visitor). */
export const preloadCode = SEARCH_PAGES.loadPageCode;
export default lifecycles;
