// The content index: every editorial page of the content app (its path, titles, territories and
// dates) and the app's pages written as code, as the content app's build writes it
// (`content-index.json`) for the readers outside the app: the API lists them in the sitemaps.
import * as z from 'zod/mini';
import '../zod';
import { TERRITORIES } from './pages';

/** The file's name in the content app's build output. */
export const CONTENT_INDEX_FILE = 'content-index.json';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date attendue au format AAAA-MM-JJ' }));
const sitePath = z.string().check(z.regex(/^\/[a-z0-9/-]*$/, { error: 'chemin de page attendu : /segment/segment' }));

export const ContentIndexPageSchema = z.object({
  /** Content path: "/actualites/kbis-electronique" (see `siteAddress` for the address a site shows it at). */
  path: sitePath,
  title: z.string(),
  /** Label in breadcrumbs and menus. */
  label: z.string(),
  description: z.string(),
  /** Publication date, news only. */
  date: z.optional(isoDate),
  /** Last substantive update. */
  modified: z.optional(isoDate),
  /** Only on these territories' sites; absent: on every site. A path listed twice is each territory's own version. */
  territories: z.optional(z.array(z.enum(TERRITORIES))),
});
export type ContentIndexPage = z.infer<typeof ContentIndexPageSchema>;

export const ContentIndexSchema = z.object({
  version: z.literal(1),
  /** The content app's own pages (home, site map), on every site. */
  codePages: z.array(sitePath),
  pages: z.array(ContentIndexPageSchema),
});
export type ContentIndex = z.infer<typeof ContentIndexSchema>;
