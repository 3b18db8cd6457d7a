import { createRemoteApp } from '@portail/shared';
import { BasketApp } from '../BasketApp';
import { BASKET_PAGES } from '../pages';

const lifecycles = createRemoteApp('mf-basket', BasketApp, BASKET_PAGES);

export const { bootstrap, mount, unmount } = lifecycles;
/** The page's calls (the price grid of /tarifs) and its code start before the page mounts. */
export const preload = BASKET_PAGES.preload;
/** The code of the page, alone: where the shell does not call `preload` (a server-rendered page, a signed-in visitor). */
export const preloadCode = BASKET_PAGES.loadPageCode;
export default lifecycles;
