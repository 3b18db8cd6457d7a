import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectOwnerHeading } from './helpers';

// The prices page (/tarifs, mf-basket): the grid of the site from the basket service, rendered on
// the server so that the prices are in the HTML, readable without JavaScript, and hydrated in the
// browser without asking the API again.

const S = '\u00A0';
const NC_ORIGIN = `http://localhost:${8081 + Number(process.env.PORT_BASE || 0)}`;

async function html(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url, { headers: { Accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return res.text();
}

/** The cells of the row of `table` whose delivery cell reads `delivery`. */
async function rowCells(page: Page, delivery: 'Électronique' | 'Courrier') {
  const row = page.getByRole('region', { name: 'Extrait Kbis', exact: true }).getByRole('row').filter({ hasText: delivery });
  return row.getByRole('cell').allTextContents();
}

// The API answers once migrated and seeded; a site that has just started answers its first
// render from cold caches, and a render that misses its deadline falls back to the browser.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: 120_000, intervals: [500, 1000, 2000] })
    .toBe(200);
  await html(request, '/tarifs');
});

test('the prices page shows the Kbis prices of the site with their legal source, and axe-core finds nothing', async ({ page }) => {
  await page.goto('/tarifs');
  await expectOwnerHeading(page, 'mf-basket', /^Tarifs des documents officiels$/);
  const kbis = page.getByRole('region', { name: 'Extrait Kbis', exact: true });
  await expect(kbis.getByRole('columnheader')).toHaveText(['Document', 'Délivrance', 'Prix HT', `TVA (20${S}%)`, 'Frais d’envoi', 'Prix TTC']);
  expect(await rowCells(page, 'Électronique')).toEqual(['Électronique', `2,67${S}€`, `0,53${S}€`, `0,00${S}€`, `3,20${S}€`]);
  expect(await rowCells(page, 'Courrier')).toEqual(['Courrier', `2,13${S}€`, `0,66${S}€`, `1,18${S}€`, `3,97${S}€`]);
  await expect(page.getByRole('region', { name: "État d'endettement", exact: true }).getByRole('table')).toBeVisible();
  const source = page.getByRole('region', { name: 'Source réglementaire', exact: true });
  await expect(source).toContainText('Code de commerce, partie Arrêtés, livre VII, titre IV, chapitre III, section 3');
  await expect(page).toHaveTitle(/^Tarifs/);
  await expectNoAxeViolations(page);
});

test('on a narrow screen the rows stack, nothing scrolls sideways, the table stays reachable by keyboard, and axe-core still finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/tarifs');
  const scroller = page.getByRole('region', { name: 'Tableau des prix : Extrait Kbis' });
  await expect(scroller).toContainText(`3,20${S}€`);
  await expect(scroller).toHaveAttribute('tabindex', '0');
  // The total of each row is within the screen's width, and the page is no wider than the screen.
  const total = await scroller.getByRole('cell', { name: `3,20${S}€` }).boundingBox();
  expect(total!.x + total!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});

test('the prices are in the HTML, readable without JavaScript, and the page hydrates without calling the API again', async ({ browser, page, request }) => {
  const body = await html(request, '/tarifs');
  expect(body).toContain('data-server-rendered="/tarifs"');
  expect(body).toContain('id="server-data-mf-basket"');
  expect(body).toContain('<h1 class="page__title">Tarifs des documents officiels</h1>');
  expect(body).toContain(`3,20${S}€`);
  expect(body).toContain(`3,97${S}€`);
  expect(body).not.toMatch(/ style="/);

  // The basket is a visitor's own: rendered in the browser.
  expect(await html(request, '/panier')).not.toContain('data-server-rendered');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto('/tarifs');
    await expect(bare.getByRole('heading', { level: 1, name: 'Tarifs des documents officiels' })).toBeVisible();
    const row = bare.getByRole('region', { name: 'Extrait Kbis', exact: true }).getByRole('row').filter({ hasText: 'Électronique' });
    await expect(row).toContainText(`3,20${S}€`);
  } finally {
    await noScript.close();
  }

  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/grilles_tarifaires/')) calls.push(r.url());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  await page.goto('/tarifs');
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Extrait Kbis', exact: true })).toContainText(`3,20${S}€`);
  // Interactive: the details of the amounts open.
  await page.getByText('Source de chaque prix', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Source réglementaire', exact: true }).getByRole('listitem').first()).toBeVisible();
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test('the New Caledonia site shows its grid in CFP francs, rendered on the server too', async ({ request }) => {
  const body = await html(request, `${NC_ORIGIN}/tarifs`);
  expect(body).toContain('data-server-rendered="/tarifs"');
  expect(body).toContain(`319${S}XPF`);
  expect(body).toContain('8,38');
  expect(body).not.toContain(`3,20${S}€`);
});
