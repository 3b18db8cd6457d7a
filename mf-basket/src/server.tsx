// Server entry of mf-basket: renders its pages for the shell's server (see scripts/ssr.mjs).
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
import { BASKET_ROUTES, BasketRoutes } from './BasketApp';

export { setApiBase } from '@portail/shared';

// The prices are public and the same for every visitor: rendered on the server. The basket is a
// visitor's own and renders in the browser; a path none of the remote's routes matches is its
// not-found page, rendered with 404.
const SERVER_RENDERED = ['/tarifs'];

export const render = createPageRenderer('mf-basket', BasketRoutes, SERVER_RENDERED, BASKET_ROUTES);
