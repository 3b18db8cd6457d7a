import { createRemoteApp, type PagePreload } from '@portail/shared';
import { SearchApp } from '../SearchApp';
import { preloadResultsPage } from '../features/results/preload';

const lifecycles = createRemoteApp('mf-search', SearchApp);

export const { bootstrap, mount, unmount } = lifecycles;
/** The results page's search starts before the page mounts. */
export const preload: PagePreload = (location, site) => preloadResultsPage(location, site);
export default lifecycles;
