// Prints the initial JavaScript and CSS each route downloads (gzip bytes), per variant. Prefetch is
// turned off for the measurement (a bot user agent), so the figure is what the route itself needs.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSite } from './lib/server.mjs';

const ROUTES = [
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

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const site = await startSite(Number(process.env.BENCH_PORT_BASE || 200));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const rows = [];
try {
  for (const [variant, base] of Object.entries(site.urls)) {
    for (const route of ROUTES) {
      const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; portail-bench-bot/1.0)' });
      const page = await context.newPage();
      const scripts = [];
      const styles = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type === 'script') scripts.push(res);
        if (type === 'stylesheet') styles.push(res);
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.locator('main [data-remote] h1').first().waitFor();
      const measure = async (responses) => {
        let gzip = 0;
        let raw = 0;
        for (const res of responses) {
          const body = await res.body().catch(() => Buffer.alloc(0));
          raw += body.length;
          gzip += zlib.gzipSync(body, { level: 9 }).length;
        }
        return { raw, gzip };
      };
      // Style written into the page's HTML counts with the stylesheets.
      const inline = Buffer.from(await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('')));
      const js = await measure(scripts);
      const css = await measure(styles);
      css.raw += inline.length;
      css.gzip += inline.length ? zlib.gzipSync(inline, { level: 9 }).length : 0;
      rows.push({ variant, route, files: scripts.length, raw: js.raw, gzip: js.gzip, cssFiles: styles.length, css: css.gzip });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log('\nJS et CSS initiaux par route (gzip niveau 9, préchargement désactivé)\n');
console.log(`${'variante'.padEnd(9)}${'route'.padEnd(92)}${'fichiers JS'.padStart(12)}${'JS brut'.padStart(12)}${'JS gzip'.padStart(12)}${'fichiers CSS'.padStart(13)}${'CSS gzip'.padStart(12)}`);
for (const r of rows) {
  console.log(
    `${r.variant.padEnd(9)}${r.route.padEnd(92)}${String(r.files).padStart(12)}${kib(r.raw).padStart(12)}${kib(r.gzip).padStart(12)}${String(r.cssFiles).padStart(13)}${kib(r.css).padStart(12)}`,
  );
}
const max = rows.reduce((m, r) => Math.max(m, r.gzip), 0);
const maxCss = rows.reduce((m, r) => Math.max(m, r.css), 0);
console.log(`\nmaximum : JS ${kib(max)} gzip, CSS ${kib(maxCss)} gzip`);
