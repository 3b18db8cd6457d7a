// What a route downloads before it is usable: its initial scripts and stylesheets, gzip level 9.
// Prefetch is off for the measurement (a bot user agent), so the figure is what the route itself
// needs. Used by `npm run bench:bundles` and by the budget check of the end-to-end suite.
import zlib from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

/** The user agent the shell does not prefetch for (see shell/src/navigation/prefetch.ts). */
export const MEASURING_USER_AGENT = 'Mozilla/5.0 (compatible; portail-bench-bot/1.0)';

/** The routes measured, with their kind: the shell alone, or a page with its remote. */
export const MEASURED_ROUTES: readonly string[] = [
  '/',
  '/recherche-entreprise-dirigeant/recherche-avancee',
  '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=dupont',
  '/recherche-par-departement',
  '/rechercher-un-greffe',
  '/entreprise/boulangerie-dupont/552100554/1',
  '/fiche-greffe/paris/7501',
  '/verification-document',
  '/panier',
  '/tarifs',
  '/espace-personnel',
  '/kbis-documents/',
  '/faq',
  '/connexion',
  '/404',
];

/** The route whose page is the shell alone (no remote's code). */
export const SHELL_ONLY_ROUTE = '/404';

async function gzipSizes(responses: Response[]): Promise<{ raw: number; gzip: number }> {
  let raw = 0;
  let gzip = 0;
  for (const res of responses) {
    const body = await res.body().catch(() => Buffer.alloc(0));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip };
}

export interface InitialAssets {
  /** Scripts: how many, raw and gzip bytes. */
  files: number;
  raw: number;
  gzip: number;
  /** Stylesheets: how many, and gzip bytes with the style written into the page. */
  cssFiles: number;
  css: number;
}

/**
 * Loads `url` in a new context of `browser` and returns its initial JavaScript and CSS: file
 * counts, raw and gzip bytes (style written into the HTML counts with the stylesheets).
 */
export async function measureInitialAssets(browser: Browser, url: string): Promise<InitialAssets> {
  const context = await browser.newContext({ userAgent: MEASURING_USER_AGENT });
  try {
    const page = await context.newPage();
    const scripts: Response[] = [];
    const styles: Response[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script') scripts.push(res);
      if (type === 'stylesheet') styles.push(res);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('main [data-remote] h1').first().waitFor();
    const inline = Buffer.from(await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('')));
    const js = await gzipSizes(scripts);
    const css = await gzipSizes(styles);
    css.raw += inline.length;
    css.gzip += inline.length ? zlib.gzipSync(inline, { level: 9 }).length : 0;
    return { files: scripts.length, raw: js.raw, gzip: js.gzip, cssFiles: styles.length, css: css.gzip };
  } finally {
    await context.close();
  }
}
