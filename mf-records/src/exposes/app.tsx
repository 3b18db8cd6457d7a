import { createRemoteApp } from '@portail/shared';
import { RecordsApp } from '../RecordsApp';
import { RECORD_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-records', RecordsApp, RECORD_PAGES);

export const { bootstrap, mount, unmount, preload, preloadCode } = lifecycles;
export default lifecycles;
