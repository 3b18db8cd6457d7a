import { createRemoteApp } from '@portail/shared';
import { ContentApp } from '../ContentApp';
import { CONTENT_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-content', ContentApp, CONTENT_PAGES);

export const { bootstrap, mount, unmount } = lifecycles;
/** The page's calls (its page data, the home page's figures) and its code start before the page mounts. */
export const preload = CONTENT_PAGES.preload;
/** The code of the page, alone: where the shell does not call `preload` (a server-rendered page, a signed-in visitor). */
export const preloadCode = CONTENT_PAGES.loadPageCode;
export default lifecycles;
