// Prints the initial JavaScript and CSS each route downloads (gzip bytes), per variant. Prefetch is
// turned off for the measurement (a bot user agent), so the figure is what the route itself needs.
import { chromium } from '@playwright/test';
import { MEASURED_ROUTES, measureInitialAssets, type InitialAssets } from './lib/initialAssets';
import budgets from './budgets.json';
import { budgetOf } from './lib/budgets';
import { startSite } from './lib/server.mjs';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
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
  const worst = over.reduce((m, r) => Math.max(m, r.gzip / 1024 - budgetOf(r.route).target), 0);
  console.log(
    over.length === 0
      ? 'Budget JavaScript tenu sur toutes les routes.'
      : `Budget JavaScript (${budgets.target.route} KiB par route, ${budgets.target.shell} KiB pour le shell seul) dépassé sur ${over.length} route(s) sur ${rows.length}, de ${worst.toFixed(1)} KiB au plus.`,
  );
  const overCeiling = rows.filter((r) => r.gzip / 1024 > budgetOf(r.route).ceiling);
  for (const r of overCeiling) console.log(`Plafond dépassé : ${r.variant} ${r.route} ${kib(r.gzip)} (plafond ${budgetOf(r.route).ceiling} KiB)`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
