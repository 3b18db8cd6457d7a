// Server entry of mf-personal-space (see scripts/ssr.ts). Its pages are a visitor's own and
// render in the browser (204 here); a path under /espace-personnel that none of them matches is
// the not-found page, rendered with 404.
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
import { PERSONAL_SPACE_PAGES } from './pages';

export { setApiBase } from '@portail/shared';

export const render = createPageRenderer('mf-personal-space', PERSONAL_SPACE_PAGES);
