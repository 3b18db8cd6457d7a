import { createRemoteApp } from '@portail/shared';
import { ContentApp } from '../ContentApp';
import { CONTENT_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-content', ContentApp, CONTENT_PAGES);

export const { bootstrap, mount, unmount, preload, preloadCode } = lifecycles;
export default lifecycles;
