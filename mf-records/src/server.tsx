// Server entry of mf-records: renders its pages for the shell's server (see scripts/ssr.ts).
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
import { RECORD_PAGES } from './pages';

export { setApiBase } from '@portail/shared';

export const render = createPageRenderer('mf-records', RECORD_PAGES);
