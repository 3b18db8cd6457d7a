import { createRemoteApp } from '@portail/shared';
import { SearchApp } from '../SearchApp';

const lifecycles = createRemoteApp('mf-search', SearchApp);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
