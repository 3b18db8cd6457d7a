// The editorial pages as the content app receives them: one JSON "page data" file per page,
// compiled from the Markdown files of `mf-content/content` when the app builds.

export const TEMPLATES = ['article', 'rubrique', 'actualites', 'actualite', 'video', 'faq', 'mentions-legales'] as const;
export type Template = (typeof TEMPLATES)[number];

export const TERRITORIES = ['FR', 'NC'] as const;

/** Blocks of live data an editorial page may show after its text (front matter `encarts`). */
export const INSERTS = ['specimen-performance-financiere'] as const;
export type Insert = (typeof INSERTS)[number];
export type Territory = (typeof TERRITORIES)[number];

/**
 * Whether a page exists on a territory's site. A page names its territories in its front matter
 * (`territoires`); a page that names none has its folder's (the nearest ancestor page that names
 * some), and a page with none anywhere above it is on every site. The compiler resolves the
 * inheritance, so `territories` is already the page's own or its folder's.
 */
export function isOnTerritory(page: Pick<PageSummary, 'territories'>, territory: Territory): boolean {
  return !page.territories || page.territories.includes(territory);
}

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

/** Content path of the legal notice, served at /mentions-legales-{product}. */
export const LEGAL_NOTICE_PATH = '/mentions-legales';

/** The site address of an editorial page: its content path, the legal notice under the site's product. */
export function siteAddress(contentPath: string, product: string): string {
  return contentPath === LEGAL_NOTICE_PATH ? `${LEGAL_NOTICE_PATH}-${product}` : contentPath;
}
