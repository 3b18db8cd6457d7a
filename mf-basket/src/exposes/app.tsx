import { createRemoteApp } from '@portail/shared';
import { BasketApp } from '../BasketApp';

const lifecycles = createRemoteApp('mf-basket', BasketApp);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
