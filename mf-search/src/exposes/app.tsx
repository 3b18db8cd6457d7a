import { createRemoteApp } from '@portail/shared';
import { SearchApp } from '../SearchApp';
import { SEARCH_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-search', SearchApp);

export const { bootstrap, mount, unmount } = lifecycles;
/** The page's calls (the results page's search and lists, the by-department lists) start before the page mounts. */
export const preload = SEARCH_PAGES.preload;
export default lifecycles;
