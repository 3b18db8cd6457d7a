import { createRemoteApp } from '@portail/shared';
import { ContentApp } from '../ContentApp';
import { CONTENT_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-content', ContentApp);

export const { bootstrap, mount, unmount } = lifecycles;
/** The page's calls (its page data, the home page's figures) start before the page mounts. */
export const preload = CONTENT_PAGES.preload;
export default lifecycles;
