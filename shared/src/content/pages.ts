// Which editorial pages a territory's site shows and at which address: the rules the content app
// applies to its pages and the API to the sitemaps it lists them in.

export const TERRITORIES = ['FR', 'NC'] as const;
export type Territory = (typeof TERRITORIES)[number];

/**
 * Whether a page exists on a territory's site. A page names its territories in its front matter
 * (`territoires`); a page that names none has its folder's (the nearest ancestor page that names
 * some), and a page with none anywhere above it is on every site. The compiler resolves the
 * inheritance, so `territories` is already the page's own or its folder's.
 */
export function isOnTerritory(page: { territories?: readonly Territory[] | undefined }, territory: Territory): boolean {
  return !page.territories || page.territories.includes(territory);
}

/** Content path of the legal notice, served at /mentions-legales-{product} (the route manifest's `legalNotice`). */
export const LEGAL_NOTICE_PATH = '/mentions-legales';

/** The site address of an editorial page: its content path, the legal notice under the site's product. */
export function siteAddress(contentPath: string, product: string): string {
  return contentPath === LEGAL_NOTICE_PATH ? `${LEGAL_NOTICE_PATH}-${product}` : contentPath;
}
