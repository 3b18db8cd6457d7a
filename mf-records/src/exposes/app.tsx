import { createRemoteApp } from '@portail/shared';
import { RecordsApp } from '../RecordsApp';

const lifecycles = createRemoteApp('mf-records', RecordsApp);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
