import { createRemoteApp } from '@portail/shared';
import { RecordsApp } from '../RecordsApp';
import { RECORD_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-records', RecordsApp, RECORD_PAGES);

export const { bootstrap, mount, unmount } = lifecycles;
/** The page's calls (the record, then its sections) and its code start before the page mounts. */
export const preload = RECORD_PAGES.preload;
/** The code of the page, alone: where the shell does not call `preload` (a server-rendered page, a signed-in visitor). */
export const preloadCode = RECORD_PAGES.loadPageCode;
export default lifecycles;
