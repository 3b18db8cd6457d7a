// Prints the initial JavaScript and CSS each route downloads (gzip bytes), per variant. Prefetch is
// turned off for the measurement (a bot user agent), so the figure is what the route itself needs.
import { chromium } from '@playwright/test';
import { MEASURED_ROUTES, measureInitialAssets, type InitialAssets } from './lib/initialAssets';
import { budgetOf } from './lib/budgets';
import { startSite } from './lib/server.mjs';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const site = await startSite(Number(process.env.BENCH_PORT_BASE || 200));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const rows: ({ variant: string; route: string } & InitialAssets)[] = [];
try {
  for (const [variant, base] of Object.entries(site.urls)) {
    for (const route of MEASURED_ROUTES) {
      rows.push({ variant, route, ...(await measureInitialAssets(browser, base + route)) });
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
const over = rows.filter((r) => r.gzip / 1024 > budgetOf(r.route).target);
console.log(
  over.length === 0
    ? 'Budget JavaScript tenu sur toutes les routes.'
    : `Budget JavaScript dépassé sur ${over.length} route(s) sur ${rows.length} : ${over.map((r) => `${r.variant} ${r.route} ${kib(r.gzip)} (cible ${budgetOf(r.route).target} KiB)`).join(' ; ')}`,
);
