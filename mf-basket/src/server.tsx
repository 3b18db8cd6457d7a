// Server entry of mf-basket: renders its pages for the shell's server (see scripts/ssr.ts).
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
import { BASKET_PAGES } from './pages';

export { setApiBase } from '@portail/shared';

export const render = createPageRenderer('mf-basket', BASKET_PAGES);
