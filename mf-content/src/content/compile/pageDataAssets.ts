// The page-data files of a compiled content folder, as the build writes them into the app's public
// files: for each territory's site, a folder holding each page that site shows (a page's own
// version for the territory when it has one) and the index of those pages.
import { TERRITORIES, indexFile, isOnTerritory, pageDataFile } from '../model';
import type { CompiledContent } from './compileContent';

/** Each file's path inside PAGE_DATA_DIR and its JSON value. */
export function pageDataAssets(content: Pick<CompiledContent, 'pages' | 'index'>): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const territory of TERRITORIES) {
    for (const page of content.pages.filter((p) => isOnTerritory(p, territory))) files.set(pageDataFile(page.path, territory), page);
    files.set(indexFile(territory), { pages: content.index.pages.filter((p) => isOnTerritory(p, territory)) });
  }
  return files;
}
