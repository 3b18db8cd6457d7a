import { createRemoteApp } from '@portail/shared';
import { PersonalSpaceApp } from '../PersonalSpaceApp';

const lifecycles = createRemoteApp('mf-personal-space', PersonalSpaceApp);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
