import { createRemoteApp } from '@portail/shared';
import { RecordsApp } from '../RecordsApp';
import { RECORD_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-records', RecordsApp);

export const { bootstrap, mount, unmount } = lifecycles;
/** The page's calls (the record, then its sections) start before the page mounts. */
export const preload = RECORD_PAGES.preload;
export default lifecycles;
