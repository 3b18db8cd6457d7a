// The editorial pages as the content app receives them: one JSON "page data" file per page,
// compiled from the Markdown files of `mf-content/content` when the app builds.
import { TERRITORIES, isOnTerritory, type Territory } from '@portail/shared/content/pages';

// The territories and the site address of a page are the rules the API's sitemaps apply too.
export { TERRITORIES, isOnTerritory, LEGAL_NOTICE_PATH, siteAddress, type Territory } from '@portail/shared/content/pages';

export const TEMPLATES = ['article', 'rubrique', 'actualites', 'actualite', 'video', 'faq', 'mentions-legales'] as const;
export type Template = (typeof TEMPLATES)[number];

/** Blocks of live data an editorial page may show after its text (front matter `encarts`). */
export const INSERTS = ['specimen-performance-financiere', 'origine-des-donnees'] as const;
export type Insert = (typeof INSERTS)[number];

/** The territories whose sites show a page. */
export function territoriesOf(page: Pick<PageSummary, 'territories'>): readonly Territory[] {
  return TERRITORIES.filter((t) => isOnTerritory(page, t));
}

/** A page as its parent lists it and as the site map shows it. */
export interface PageSummary {
  /** Site path: "/actualites/kbis-electronique". */
  path: string;
  title: string;
  /** Label in breadcrumbs and menus. */
  label: string;
  description: string;
  /** Publication date (YYYY-MM-DD), news only. */
  date?: string;
  /** Only on these territories' sites; absent: on every site (see `isOnTerritory`). */
  territories?: Territory[];
}

export interface Heading {
  id: string;
  title: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  html: string;
  /** The answer as plain text, for the search field. */
  text: string;
}

export interface FaqTheme {
  id: string;
  title: string;
  entries: FaqEntry[];
}

export interface VideoMedia {
  /** Paths under the app's public folder: "medias/x.webm". */
  file: string;
  captions: string;
  poster: string;
  /** ISO 8601 duration: "PT1M20S". */
  duration: string;
}

export interface ContentPage extends PageSummary {
  template: Template;
  /** Last substantive update (YYYY-MM-DD). */
  modified?: string;
  /** The body rendered to HTML: no raw HTML from the source, internal links as site paths. */
  html: string;
  /** The body's second-level headings. */
  toc: Heading[];
  /** Ancestors, from the top: their paths and labels. */
  ancestors: { path: string; label: string }[];
  /** Child pages in display order (news newest first). */
  children: PageSummary[];
  faq?: FaqTheme[];
  video?: VideoMedia;
  inserts?: Insert[];
}

/** Every page of the site, for the site map and the sitemaps. */
export interface ContentIndex {
  pages: PageSummary[];
}

/** A segment of an editorial page's path (a file or folder name): lower-case words and hyphens. */
export const PAGE_SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** Folder of the compiled page data in the app's public files: one sub-folder per territory's site. */
export const PAGE_DATA_DIR = 'page-data';
/** File of a site's index inside its folder. */
export const INDEX_FILE = '_index.json';

/**
 * "/actualites/x" on the FR site -> "fr/actualites/x.json" (the path of its page data inside
 * PAGE_DATA_DIR). Each site has its own folder, holding only its pages: a page with a territory's
 * own version (see content/README.md) is that version on that site's folder.
 */
export function pageDataFile(path: string, territory: Territory): string {
  return `${territory.toLowerCase()}/${path.replace(/^\//, '')}.json`;
}

/** The index of a territory's site inside PAGE_DATA_DIR: "nc/_index.json". */
export function indexFile(territory: Territory): string {
  return `${territory.toLowerCase()}/${INDEX_FILE}`;
}
