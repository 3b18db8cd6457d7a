// Lighthouse (mobile profile, Debian Chromium) on the pages people come for: performance score,
// CLS, LCP, TBT and the JavaScript transferred, median of 3 runs per page.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startSite } from './lib/server.mjs';

const PAGES = [
  '/',
  '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=boulangerie',
  null, // a real company record, picked from the seeded corpus once the site runs
  '/faq',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const site = await startSite(Number(process.env.BENCH_PORT_BASE || 200));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const rows = [];
// The first company of the SEO list: its record URL is canonical (no redirect to measure).
const { items } = await (await fetch(`${site.urls.fr}/api/seo/entreprises?limit=1`)).json();
const slug = (items[0].denomination ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '');
PAGES[PAGES.indexOf(null)] = `/entreprise/${slug}/${items[0].numero_identification}/${items[0].id}`;
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(site.urls.fr + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      });
      const a = result.lhr.audits;
      const js = (a['resource-summary']?.details?.items ?? []).find((x) => x.resourceType === 'script');
      runs.push({
        perf: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        a11y: Math.round((result.lhr.categories.accessibility.score ?? 0) * 100),
        cls: a['cumulative-layout-shift'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        js: js ? js.transferSize : 0,
      });
    }
    rows.push({
      page,
      perf: median(runs.map((r) => r.perf)),
      a11y: median(runs.map((r) => r.a11y)),
      cls: median(runs.map((r) => r.cls)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      js: median(runs.map((r) => r.js)),
    });
  }
} finally {
  await chrome.kill();
  await site.stop();
}

console.log(`\nLighthouse, profil mobile, médiane de ${RUNS} passages\n`);
console.log(`${'page'.padEnd(70)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'CLS'.padStart(8)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'JS KiB'.padStart(9)}`);
for (const r of rows) {
  const page = r.page.length > 68 ? `${r.page.slice(0, 67)}…` : r.page;
  console.log(
    `${page.padEnd(70)}${String(r.perf).padStart(6)}${String(r.a11y).padStart(6)}${r.cls.toFixed(3).padStart(8)}${String(Math.round(r.lcp)).padStart(9)}${String(Math.round(r.tbt)).padStart(9)}${(r.js / 1024).toFixed(1).padStart(9)}`,
  );
}
