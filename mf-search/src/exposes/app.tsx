import { createRemoteApp } from '@portail/shared';
import { SearchApp } from '../SearchApp';
import { SEARCH_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-search', SearchApp, SEARCH_PAGES);

export const { bootstrap, mount, unmount, preload, preloadCode } = lifecycles;
export default lifecycles;
