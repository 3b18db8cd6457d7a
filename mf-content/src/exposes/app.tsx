import { createRemoteApp } from '@portail/shared';
import { ContentApp } from '../ContentApp';

const lifecycles = createRemoteApp('mf-content', ContentApp);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
