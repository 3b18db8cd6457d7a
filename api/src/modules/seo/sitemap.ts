// Sitemaps (sitemaps.org): an index of the files each kind needs, and the files themselves,
// written as the rows arrive, page by page, never the whole list in memory.
import { SITEMAP_KINDS, type SitemapKind } from '@portail/shared/api/requests';
import type { Queryable } from '../../db/types';
import { SOURCES, type Site, type SitemapEntry } from './sources';

/** The protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query. */
export const SITEMAP_PAGE_SIZE = 5_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapFileName(kind: SitemapKind, n: number): string {
  return `${kind}-${n}.xml.gz`;
}

/** "{kind}-{n}.xml.gz" read back. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; n: number } | null {
  const m = /^([a-z]+)-(\d+)\.xml\.gz$/.exec(name);
  const kind = SITEMAP_KINDS.find((k) => k === m?.[1]);
  return kind ? { kind, n: Number(m![2]) } : null;
}

/** How many files each kind needs. */
export async function sitemapFiles(db: Queryable, site: Site): Promise<{ kind: SitemapKind; n: number }[]> {
  const files: { kind: SitemapKind; n: number }[] = [];
  for (const kind of SITEMAP_KINDS) {
    const count = await SOURCES[kind].count(db, site);
    for (let n = 1; n <= Math.ceil(count / SITEMAP_MAX_URLS); n++) files.push({ kind, n });
  }
  return files;
}

export function sitemapIndexXml(site: Site, files: { kind: SitemapKind; n: number }[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(`${site.origin}/sitemaps/${sitemapFileName(f.kind, f.n)}`)}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}

/** Whether file `n` of `kind` has any URL. */
export async function sitemapFileExists(db: Queryable, site: Site, kind: SitemapKind, n: number): Promise<boolean> {
  return n >= 1 && (await SOURCES[kind].count(db, site)) > (n - 1) * SITEMAP_MAX_URLS;
}

/** The entries of file `n` of `kind`, one page of rows at a time. */
export async function* sitemapEntries(
  db: Queryable,
  site: Site,
  kind: SitemapKind,
  n: number,
  pageSize = SITEMAP_PAGE_SIZE,
): AsyncGenerator<SitemapEntry[]> {
  const source = SOURCES[kind];
  let after = await source.keyAt(db, site, (n - 1) * SITEMAP_MAX_URLS);
  let left = SITEMAP_MAX_URLS;
  while (left > 0) {
    const want = Math.min(pageSize, left);
    const page = await source.page(db, site, after, want);
    if (page.length === 0) return;
    yield page;
    left -= page.length;
    after = page[page.length - 1]!.key;
    if (page.length < want) return;
  }
}

function urlXml(site: Site, e: SitemapEntry): string {
  const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
  return `<url><loc>${escapeXml(site.origin + e.path)}</loc>${lastmod}</url>\n`;
}

/** The XML of file `n` of `kind`, in chunks: the head, one chunk per page of rows, the tail. */
export async function* sitemapXml(db: Queryable, site: Site, kind: SitemapKind, n: number, pageSize = SITEMAP_PAGE_SIZE): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  for await (const page of sitemapEntries(db, site, kind, n, pageSize)) yield page.map((e) => urlXml(site, e)).join('');
  yield '</urlset>\n';
}
