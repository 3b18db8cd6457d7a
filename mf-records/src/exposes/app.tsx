import { createRemoteApp, type PagePreload } from '@portail/shared';
import { RecordsApp } from '../RecordsApp';
import { preloadRecordPage } from '../features/record/preload';

const lifecycles = createRemoteApp('mf-records', RecordsApp);

export const { bootstrap, mount, unmount } = lifecycles;
/** The record a page shows first starts loading before the page mounts. */
export const preload: PagePreload = (location) => preloadRecordPage(location);
export default lifecycles;
