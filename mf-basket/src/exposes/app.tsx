import { createRemoteApp } from '@portail/shared';
import { BasketApp } from '../BasketApp';
import { BASKET_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-basket', BasketApp, BASKET_PAGES);

export const { bootstrap, mount, unmount, preload, preloadCode } = lifecycles;
export default lifecycles;
