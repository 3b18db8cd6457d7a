// Server entry of mf-basket: renders its pages for the shell's server (see scripts/ssr.mjs).
import { createPageRenderer } from '@portail/shared/src/remote/renderRemote';
import { BasketRoutes } from './BasketApp';

export { setApiBase } from '@portail/shared';

// The prices are public and the same for every visitor: rendered on the server. The basket is a
// visitor's own and renders in the browser.
const SERVER_RENDERED = ['/tarifs'];

export const render = createPageRenderer('mf-basket', BasketRoutes, SERVER_RENDERED);
