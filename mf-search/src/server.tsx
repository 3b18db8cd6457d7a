// Server entry of mf-search: renders its pages for the shell's server (see scripts/ssr.ts). Which
// pages render here, and the calls each loads first, are said by the pages themselves (pages.tsx).
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
import { SEARCH_PAGES } from './pages';

export { setApiBase } from '@portail/shared';

export const render = createPageRenderer('mf-search', SEARCH_PAGES);
