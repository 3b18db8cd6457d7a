// Server entry of mf-content: renders its pages for the shell's server (see scripts/ssr.ts),
// reading the editorial pages from the page data built beside this bundle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
import { PAGE_DATA_DIR } from './content/model';
import { setPageDataSource } from './content/pageData';
import { CONTENT_PAGES } from './pages';

export { setApiBase } from '@portail/shared';

const root = path.join(__dirname, PAGE_DATA_DIR);

setPageDataSource(async (file) => {
  const target = path.join(root, file);
  if (!target.startsWith(`${root}${path.sep}`)) return null;
  try {
    return JSON.parse(await readFile(target, 'utf8')) as unknown;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw e;
  }
});

export const render = createPageRenderer('mf-content', CONTENT_PAGES);
