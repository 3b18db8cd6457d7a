import { test, expect, type Page, type Request } from '@playwright/test';
import { OPERATIONS_URL, STAFF_HEADERS, expectNoAxeViolations, expectNoSidewaysScroll, expectOwnerHeading } from './helpers';

// These visits start as a first visit does: no recorded choice (the other specs start with one,
// playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

/** Measures longer than a batch waits (3 s) in the browser before it is sent. */
const BATCH_WAIT_MS = 4_000;

/** Every request to /api/mesures the page sends, as it sends it. */
function measureRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/mesures') seen.push(r);
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('region', { name: "Mesure d'audience" });
const CHOICES = ['Tout accepter', 'Tout refuser', 'Personnaliser'];

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'consentement');
}

/** Follows a few of the site's own links: the footer's search pages. */
async function browseInternalLinks(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Rechercher un greffe' }).click();
  await expect(page).toHaveURL(/\/rechercher-un-greffe$/);
  await expectOwnerHeading(page, 'mf-search');
  await footer.getByRole('link', { name: 'Recherche par département' }).click();
  await expect(page).toHaveURL(/\/recherche-par-departement$/);
  await expectOwnerHeading(page, 'mf-search');
  await footer.getByRole('link', { name: 'Tarifs' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  await expectOwnerHeading(page, 'mf-basket');
}

test('a first visit is asked, refusing is one click, and then nothing is measured, even after a reload', async ({ page }) => {
  const sent = measureRequests(page);
  await page.goto('/tarifs');
  await expectOwnerHeading(page, 'mf-basket');
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region).toContainText('sans adresse IP');
  const buttons = region.getByRole('button');
  await expect(buttons).toHaveText(CHOICES);
  // Equal weight: one style, one size.
  const looks = await buttons.evaluateAll((els) => els.map((e) => ({ cls: e.className, h: Math.round(e.getBoundingClientRect().height) })));
  expect(new Set(looks.map((l) => `${l.cls}|${l.h}`)).size).toBe(1);
  // Not a modal: the page stays usable, and the keyboard reaches the banner first after the skip link.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Tout accepter' })).toBeFocused();

  await region.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(region).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie?.value).toMatch(/^v1\|mesure=0\|\d{4}-\d{2}-\d{2}$/);
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  // About 6 months (15 552 000 s), whatever the seconds the test took.
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 15_552_000))).toBeLessThan(120);

  await browseInternalLinks(page);
  await page.waitForTimeout(BATCH_WAIT_MS);
  await page.reload();
  await expectOwnerHeading(page, 'mf-basket');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await browseInternalLinks(page);
  await page.waitForTimeout(BATCH_WAIT_MS);
  expect(sent.map((r) => r.url())).toEqual([]);
});

test('accepting sends page views under their route pattern, without the path’s ids, and the choice lasts', async ({ page, request }) => {
  const sent = measureRequests(page);
  const affaire = '2024B07651';
  await page.goto(`/services/detail-affaire/${affaire}?source=lettre`);
  await expectOwnerHeading(page, 'mf-search');
  // Nothing before consent.
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(0);

  const first = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/mesures');
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCookie(page))?.value).toMatch(/^v1\|mesure=1\|\d{4}-\d{2}-\d{2}$/);
  const req = await first;
  expect(req.method()).toBe('POST');
  expect(new URL(req.url()).origin).toBe(new URL(page.url()).origin);
  const body = req.postData() ?? '';
  expect(JSON.parse(body).evenements).toContainEqual({ type: 'page_vue', route: '/services/detail-affaire/:id' });
  expect(body).not.toContain(affaire);
  expect(body).not.toContain('lettre');
  expect((await req.response())?.status() ?? 204).toBe(204);

  // After a reload the choice holds: no banner, and the page is measured again.
  const again = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/mesures' && (r.postData() ?? '').includes('page_vue'));
  await page.reload();
  await expectOwnerHeading(page, 'mf-search');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(JSON.parse((await again).postData() ?? '{}').evenements).toContainEqual({ type: 'page_vue', route: '/services/detail-affaire/:id' });

  // The operators' report counts them, per route pattern.
  const report = await request.get(`${OPERATIONS_URL}/mesures?jours=1`, { headers: STAFF_HEADERS });
  expect(report.status()).toBe(200);
  const counted = (await report.json()).evenements.find((e: { type: string; route: string }) => e.type === 'page_vue' && e.route === '/services/detail-affaire/:id');
  expect(counted?.nombre).toBeGreaterThanOrEqual(2);
  expect((await request.get(`${OPERATIONS_URL}/mesures`)).status()).toBe(401);
  // The site itself never passes them on.
  expect((await request.get('/api/exploitation/mesures?jours=1', { headers: STAFF_HEADERS })).status()).toBe(404);
});

test('the footer’s « Préférences cookies » reopens the choice, and withdrawing it stops the measurement', async ({ page }) => {
  const sent = measureRequests(page);
  await page.goto('/tarifs');
  await expectOwnerHeading(page, 'mf-basket');
  const first = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/mesures');
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await first;

  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Préférences cookies' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Préférences cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Strictement nécessaires' })).toBeVisible();
  const measure = dialog.getByRole('switch', { name: "Autoriser la mesure d'audience et de performance" });
  await expect(measure).toBeChecked();
  await expect(measure).toBeFocused();
  await measure.press('Space');
  await expect(measure).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect((await consentCookie(page))?.value).toMatch(/^v1\|mesure=0\|/);

  const before = sent.length;
  await browseInternalLinks(page);
  await page.waitForTimeout(BATCH_WAIT_MS);
  await page.reload();
  await expectOwnerHeading(page, 'mf-basket');
  await page.waitForTimeout(BATCH_WAIT_MS);
  expect(sent.length).toBe(before);
});

test('the banner and the preferences dialog pass axe, and the banner hides nothing at 320 px', async ({ page }) => {
  await page.goto('/tarifs');
  await expectOwnerHeading(page, 'mf-basket');
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  // Scrolled to the end, the page's last line is above the banner, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const footerBottom = await page.locator('.site-footer__copyright').evaluate((e) => e.getBoundingClientRect().bottom);
      const bannerTop = await banner(page).evaluate((e) => e.getBoundingClientRect().top);
      return footerBottom <= bannerTop + 0.5;
    })
    .toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Préférences cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch')).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closed without a choice: still asked.
  await expect(banner(page)).toBeVisible();
  expect(await consentCookie(page)).toBeUndefined();
});

test('the banner arrives with the page for a first visit, and not once a choice is recorded', async ({ request }) => {
  const first = await request.get('/faq', { headers: { accept: 'text/html' } });
  const html = await first.text();
  // Painted with the page's content, before any script: not the page's largest late paint.
  expect(html).toMatch(/<div id="shell-consent" class="consent-slot"><section class="consent-banner"/);
  for (const label of CHOICES) expect(html).toContain(`>${label}</button>`);
  const returning = await request.get('/faq', { headers: { accept: 'text/html', cookie: 'consentement=v1|mesure=0|2026-11-26' } });
  expect(await returning.text()).toContain('<div id="shell-consent" class="consent-slot"></div>');
});

test.describe('before the page’s scripts have run', () => {
  // The server-rendered banner is all there is: its choices are a form the shell's server answers.
  test.use({ javaScriptEnabled: false });

  test('« Tout refuser » records the choice and brings the same page back without the banner', async ({ page }) => {
    await page.goto('/tarifs?vue=kbis');
    await expect(page.locator('main [data-remote="mf-basket"] h1')).toBeVisible();
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page).toHaveURL(/\/tarifs\?vue=kbis$/);
    await expect(page.locator('main [data-remote="mf-basket"] h1')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toMatch(/^v1\|mesure=0\|\d{4}-\d{2}-\d{2}$/);
  });
});
