import { createRemoteApp } from '@portail/shared';
import { PersonalSpaceApp } from '../PersonalSpaceApp';
import { PERSONAL_SPACE_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-personal-space', PersonalSpaceApp, PERSONAL_SPACE_PAGES);

export const { bootstrap, mount, unmount, preload, preloadCode } = lifecycles;
export default lifecycles;
