import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectOwnerHeading } from './helpers';

// Journeys of the search remote against the real site: real API, seeded corpus. Companies are
// picked through the API, never hard-coded.

interface SeoCompany {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function someCompanies(request: APIRequestContext): Promise<SeoCompany[]> {
  const { items } = await api<{ items: SeoCompany[] }>(request, 'seo/entreprises?limit=50');
  return items.filter((c) => c.denomination && /^\d{9}$/.test(c.numero_identification));
}

/** One typo in the longest word of a name: a middle letter replaced by another. */
function withTypo(name: string): string {
  const words = name.split(/\s+/);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const i = Math.floor(longest.length / 2);
  const c = longest[i]!.toLowerCase();
  const replacement = c === 'e' ? 'a' : 'e';
  const typo = `${longest.slice(0, i)}${replacement}${longest.slice(i + 1)}`;
  return words.map((w) => (w === longest ? typo : w)).join(' ');
}

const RESULTS = '/recherche-entreprise-dirigeant/resultats-de-recherche';

// The site answers before the API has finished starting (and seeding its corpus): wait for it.
test.beforeEach(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: 120_000, intervals: [500, 1000, 2000] })
    .toBe(200);
});

async function resultLinks(page: Page) {
  const list = page.getByRole('list', { name: 'Entreprises trouvées' });
  await expect(list).toBeVisible();
  return list.locator(':scope > li h3 a');
}

test('a company name with one typo finds it in the top 3 and opens its record', async ({ page, request }) => {
  const company = (await someCompanies(request)).find((c) => c.denomination!.split(/\s+/).some((w) => /^[A-Za-zÀ-ÿ]{6,}$/.test(w)));
  expect(company, 'a seeded company with a long word in its name').toBeDefined();
  const typo = withTypo(company!.denomination!);
  expect(typo).not.toBe(company!.denomination);
  await page.goto(`${RESULTS}?${new URLSearchParams({ recherche: 'entreprises', phrase: typo })}`);
  await expectOwnerHeading(page, 'mf-search', /Résultats de recherche/);
  const links = await resultLinks(page);
  const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).slice(0, 3);
  const target = new RegExp(`^/entreprise/[a-z0-9-]+/${company!.numero_identification}/${company!.id}$`);
  const index = hrefs.findIndex((h) => h !== null && target.test(h));
  expect(index, `top 3 for "${typo}": ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
  await links.nth(index).click();
  await expect(page).toHaveURL(new RegExp(`/entreprise/[a-z0-9-]+/${company!.numero_identification}/${company!.id}$`));
});

test('a results page that comes without its server render sends its search once, before the shell has started', async ({ page, request, baseURL }) => {
  const company = (await someCompanies(request))[0]!;
  const phrase = company.denomination!;
  const shellOrigin = new URL(baseURL!).origin;
  // The page as the shell sends it when the renderer cannot answer: the plain shell. The server
  // sends it for the session hint; made HTTP-only here, the hint stays out of the page's reach, so
  // the page starts as an anonymous visitor's would.
  await page.context().addCookies([{ name: 'portail_session', value: '1', url: shellOrigin, httpOnly: true }]);
  // Hold back the shell's own start-up code: the page cannot mount, or call anything, before it runs.
  let shellReleasedAt = 0;
  await page.route('**/*.js', async (route) => {
    if (new URL(route.request().url()).origin !== shellOrigin) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('shell-overlays')) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      shellReleasedAt = Date.now();
    }
    return route.fulfill({ response, body });
  });
  const searches: { url: string; at: number }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/recherche/entreprises_etablissements')) searches.push({ url: r.url(), at: Date.now() });
  });
  await page.goto(`${RESULTS}?recherche=entreprises&phrase=${encodeURIComponent(phrase)}`);
  await expect(page.locator('main a[href*="/entreprise/"]').first()).toBeVisible();
  expect(shellReleasedAt).toBeGreaterThan(0);
  // The remote started the search as soon as it loaded, and the page took that answer.
  expect(searches).toHaveLength(1);
  expect(searches[0]!.at).toBeLessThan(shellReleasedAt);
  expect(new URL(searches[0]!.url).searchParams.get('phrase')).toBe(phrase);
});

test('tabs and pagination work with the keyboard', async ({ page, request }) => {
  const { items } = await api<{ items: { code: string; nombre_entreprises: number }[] }>(request, 'seo/departements');
  const biggest = [...items].sort((a, b) => b.nombre_entreprises - a.nombre_entreprises)[0]!;
  expect(biggest.nombre_entreprises).toBeGreaterThan(10);
  await page.goto(`${RESULTS}?recherche=entreprises&department=${biggest.code}`);
  const first = await resultLinks(page);
  const firstPage = await first.first().getAttribute('href');

  const nav = page.getByRole('navigation', { name: 'Pages des entreprises' });
  await nav.getByRole('link', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect((await resultLinks(page)).first()).not.toHaveAttribute('href', firstPage!);

  const companies = page.getByRole('tab', { name: 'Entreprises' });
  await companies.focus();
  await page.keyboard.press('ArrowRight');
  const directors = page.getByRole('tab', { name: 'Dirigeants' });
  await expect(directors).toHaveAttribute('aria-selected', 'true');
  await expect(directors).toBeFocused();
  await expect(page).toHaveURL(/recherche=dirigeants/);
  await page.keyboard.press('ArrowLeft');
  await expect(companies).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/recherche=entreprises/);
});

test('department, then sector, then NAF code, then a company', async ({ page }) => {
  await page.goto('/recherche-par-departement');
  await expectOwnerHeading(page, 'mf-search', /par département/);
  const main = page.locator('main [data-remote="mf-search"]');
  // The address changes at once; the page it names replaces the one on screen once its code and
  // data are there. Each step clicks the first link of the page at the address, one level deeper.
  const deeperLink = () => main.locator('.link-columns a').first();
  const showsLinksBelowAddress = async () =>
    expect(deeperLink()).toHaveAttribute('href', new RegExp(`^${new URL(page.url()).pathname.replace(/\./g, '\\.')}/`));
  await main.locator('a[href^="/recherche-par-departement/"]').first().click();
  await expect(page).toHaveURL(/\/recherche-par-departement\/[0-9AB]{2,3}$/);
  await showsLinksBelowAddress();
  await deeperLink().click();
  await expect(page).toHaveURL(/\/recherche-par-departement\/[0-9AB]{2,3}\/\d{2}$/);
  await showsLinksBelowAddress();
  await deeperLink().click();
  await expect(page).toHaveURL(/\/recherche-par-departement\/[0-9AB]{2,3}\/\d{2}\/\d{2}\.\d{2}[A-Z]$/);
  const company = main.locator('.link-columns a[href^="/entreprise/"]').first();
  const href = await company.getAttribute('href');
  expect(href).toMatch(/^\/entreprise\/[a-z0-9-]+\/\d{9}\/\d+$/);
  await company.click();
  await expect(page).toHaveURL(href!);
});

test('registry search leads to the registry fiche', async ({ page }) => {
  await page.goto('/rechercher-un-greffe');
  await page.getByLabel('Ville, code postal ou nom du greffe').fill('Paris');
  await page.getByRole('button', { name: 'Rechercher' }).last().click();
  await expect(page).toHaveURL(/\/rechercher-un-greffe\?q=Paris/);
  const fiche = page.locator('main [data-remote="mf-search"] a[href^="/fiche-greffe/"]').first();
  await expect(fiche).toBeVisible();
  const href = await fiche.getAttribute('href');
  expect(href).toMatch(/^\/fiche-greffe\/[a-z0-9-]+\/\d{4}$/);
  await fiche.click();
  await expect(page).toHaveURL(href!);
});

test('a SIREN typed in the header search lands on the record URL', async ({ page, request }) => {
  const company = (await someCompanies(request))[0]!;
  await page.goto('/rechercher-un-greffe');
  const header = page.getByTestId('header-search');
  // Focusing the shell's plain form brings mf-search's widget, which keeps the focus.
  await header.getByRole('searchbox').focus();
  const box = header.getByRole('combobox');
  await expect(box).toBeFocused();
  const siren = company.numero_identification;
  await box.fill(`${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^[^?]*/entreprise/[a-z0-9-]+/${siren}/${company.id}$`));
});

test('the header widget suggests companies as you type', async ({ page, request }) => {
  const company = (await someCompanies(request)).find((c) => c.denomination!.length >= 6)!;
  await page.goto('/recherche-par-departement');
  const header = page.getByTestId('header-search');
  await header.getByRole('searchbox').focus();
  const box = header.getByRole('combobox');
  await box.fill(company.denomination!);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = header.getByRole('option');
  await expect(options.last()).toHaveText(/Voir tous les résultats/);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test.describe('accessibility of the search routes', () => {
  const paths = [
    '/recherche-entreprise-dirigeant/recherche-avancee',
    `${RESULTS}?recherche=entreprises&phrase=boulangerie`,
    `${RESULTS}?recherche=dirigeants&nom=martin`,
    '/recherche-par-departement',
    '/rechercher-un-greffe?q=Paris',
    '/services/recherche-gage-sans-depossession',
    '/services/consulter-une-affaire',
  ];
  for (const path of paths) {
    test(`no axe violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectOwnerHeading(page, 'mf-search');
      // Wait for the API-fed content (no skeleton left).
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
