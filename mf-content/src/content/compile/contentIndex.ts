// The content index of a compiled content folder (see @portail/shared/content/contentIndex): what
// the readers outside the app (the API's sitemaps) know of its pages. The build writes it beside the
// page data; `scripts/write-content-index.mjs` writes it without a build.
import { ContentIndexSchema, type ContentIndex } from '@portail/shared/content/contentIndex';
import * as z from 'zod/mini';
import { CODE_PAGES } from '../../codePages';
import type { CompiledContent } from './compileContent';

export { CONTENT_INDEX_FILE } from '@portail/shared/content/contentIndex';

/** Each page as its territories' sites show it (a page's own version for a territory is listed apart). */
export function contentIndex(content: Pick<CompiledContent, 'pages'>): ContentIndex {
  const index: ContentIndex = {
    version: 1,
    codePages: [...CODE_PAGES],
    pages: content.pages.map(({ path, title, label, description, date, modified, territories }) => ({
      path,
      title,
      label,
      description,
      ...(date ? { date } : {}),
      ...(modified ? { modified } : {}),
      ...(territories ? { territories } : {}),
    })),
  };
  // What is written is what the readers accept.
  return z.parse(ContentIndexSchema, index);
}
