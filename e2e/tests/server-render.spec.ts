import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectOwnerHeading, hydrated } from './helpers';

// Pages rendered on the server: the results page and the company record arrive with their
// content, their title and description (and JSON-LD for a company), and the remote hydrates that
// markup in the browser instead of rendering it again.

const RESULTS = '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=boulangerie';

async function firstCompanyPath(request: APIRequestContext): Promise<{ path: string; name: string }> {
  const res = await request.get('/api/seo/entreprises?limit=1');
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: { id: number; numero_identification: string; denomination: string }[] };
  const c = items[0]!;
  const slug = c.denomination.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '');
  return { path: `/entreprise/${slug}/${c.numero_identification}/${c.id}`, name: c.denomination };
}

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await request.get(path, { headers: { Accept: 'text/html', ...headers } });
  expect(res.status()).toBe(200);
  return res.text();
}

/** Keeps the server's first node matching `selector` when the document is parsed, and collects
 * the console's errors. */
async function watchHydration(page: Page, selector: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNode: Element | null }).serverNode = document.querySelector(sel);
    });
  }, selector);
  return errors;
}

// A site that has just started answers its first renders from cold caches, and a render that
// misses its deadline falls back to the browser: each page is asked for once before the checks.
test.beforeAll(async ({ request }) => {
  await html(request, RESULTS);
  await html(request, (await firstCompanyPath(request)).path);
});

test('the results page arrives with its results, and keeps the server nodes once interactive', async ({ page, request }) => {
  const body = await html(request, RESULTS);
  expect(body).toContain('<title>Résultats de recherche pour « boulangerie »</title>');
  expect(body).toMatch(/data-server-rendered="\/recherche-entreprise-dirigeant\/resultats-de-recherche\?recherche=entreprises&amp;phrase=boulangerie"/);
  expect(body.match(/class="search-hit"/g)?.length).toBe(10);
  expect(body).toContain('id="server-data-mf-search"');
  expect(body).not.toMatch(/ style="/);

  const errors = await watchHydration(page, '.search-hit');
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/recherche/')) searches.push(r.url());
  });
  await page.goto(RESULTS);
  await hydrated(page);
  await expect(page.locator('#shell-header')).toContainText('Se connecter');
  expect(await page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode === document.querySelector('.search-hit'))).toBe(true);
  // The answers came with the page: the browser does not search again.
  expect(searches).toEqual([]);
  // Interactive: the tabs switch by keyboard, the sort changes the URL.
  await page.getByRole('tab', { name: 'Entreprises' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Dirigeants' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/recherche=dirigeants/);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the company record arrives with its sections, its head and one JSON-LD, and hydrates', async ({ page, request }) => {
  const { path, name } = await firstCompanyPath(request);
  const body = await html(request, path);
  expect(body).toContain(`<h1 class="page__title">${name}</h1>`);
  expect(body).toMatch(new RegExp(`<title>${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(SIREN `));
  expect(body).toMatch(/<script type="application\/ld\+json" data-record="organization">/);
  expect(body).toContain('id="identite"');
  expect(body).toMatch(/<link rel="stylesheet" href="http:\/\/localhost:\d+\/__federation_expose_app\.[0-9a-f]+\.css" \/>/);

  // The record's code downloads on demand: the server renders the page with it, never its loading state.
  expect(body).not.toContain('Chargement…');

  const errors = await watchHydration(page, '#identite');
  await page.goto(path);
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode === document.getElementById('identite'))).toBe(true);
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  // The order shortcuts work once hydrated: they publish the typed basket event.
  await page.evaluate(() => {
    window.addEventListener('portail:basket:add-article', (e) => {
      (window as unknown as { ordered: unknown }).ordered = (e as CustomEvent).detail;
    });
  });
  await page.getByRole('button', { name: 'Commander : Kbis' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { ordered?: unknown }).ordered)).toMatchObject({ v: 1 });
  expect(errors).toEqual([]);
});

test('without JavaScript, the results are readable and their links lead to the records', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(RESULTS);
  const first = page.locator('.search-hit a').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await context.close();
});

test('a visitor who may be signed in, and a page built around a form, get the page rendered in the browser', async ({ request }) => {
  const body = await html(request, RESULTS, { Cookie: 'portail_session=1' });
  expect(body).not.toContain('data-server-rendered');
  expect(body).not.toContain('search-hit');
  const form = await html(request, '/rechercher-un-greffe');
  expect(form).not.toContain('data-server-rendered');
});

test("the page's scripts download as it is parsed, each once", async ({ page, request }) => {
  const body = await html(request, RESULTS);
  const head = body.slice(0, body.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="preload" as="script"( crossorigin="anonymous")? href="([^"]+)"/g)].map((m) => m[2]!);
  // The remote's entry and page chunk.
  expect(preloads.some((href) => /\/remoteEntry\.js$/.test(href))).toBe(true);
  expect(preloads.some((href) => /\/__federation_expose_app\.[0-9a-f]+\.js$/.test(href))).toBe(true);

  const requested = new Map<string, number>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) requested.set(r.url(), (requested.get(r.url()) ?? 0) + 1);
  });
  await page.goto(RESULTS);
  await hydrated(page);
  for (const href of preloads) {
    const url = new URL(href, page.url()).href;
    // A preload made differently from the load that uses it (CORS or not) would be fetched twice.
    expect(requested.get(url), url).toBe(1);
  }
});

/** The page as the shell's server answers it: its status and its HTML. */
async function answer(request: APIRequestContext, path: string): Promise<{ status: number; body: string }> {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  return { status: res.status(), body: await res.text() };
}

const NOT_FOUND_HEADING = '<h1 class="page__title">Page introuvable</h1>';

test('a record the API does not find is the not-found page, sent with 404, and hydrates without calling again', async ({ page, request }) => {
  // Well formed (the SIREN's key is right, the code has the printed shape), but nobody has them.
  const siren = '000000018';
  const code = '7KQ2-M4XP-9TR3-HW6D';
  expect((await request.get(`/api/entreprises?numero_identification=${siren}`)).status()).toBe(404);
  const paths = [`/entreprise/${siren}`, '/dirigeant/personne-inconnue/99999999', `/verification-document/${code}`];
  // Asked for once before the checks, as the pages above (a cold render may miss its deadline).
  for (const path of paths) await answer(request, path);
  for (const path of paths.slice(0, 2)) {
    // A render that misses its deadline on a loaded machine is sent in its loading state: ask again.
    await expect.poll(async () => (await answer(request, path)).status, { message: path }).toBe(404);
    const { status, body } = await answer(request, path);
    expect(status, path).toBe(404);
    expect(body, path).toContain('data-server-rendered');
    expect(body, path).toContain(NOT_FOUND_HEADING);
  }
  const unknownCode = await answer(request, paths[2]!);
  expect(unknownCode.status).toBe(404);
  expect(unknownCode.body).toContain('data-server-rendered');
  expect(unknownCode.body).toContain(`Aucun document ne correspond au code « ${code} ».`);

  // The not-found answer came with the page: the browser does not ask the API again.
  const errors = await watchHydration(page, 'h1');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/entreprises')) calls.push(r.url());
  });
  const res = await page.goto(`/entreprise/${siren}`);
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode === document.querySelector('h1'))).toBe(true);
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test("a path under the basket's or the personal space's prefix that none of their pages names is the shell's not-found page, sent with 404", async ({ page, request }) => {
  for (const path of ['/espace-personnel/inconnu-xyz', '/panier/inconnu']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expectOwnerHeading(page, 'shell', /Page introuvable/);
  }
  // Their pages are the visitor's own and arrive as the plain shell.
  for (const path of ['/espace-personnel', '/panier']) {
    const { status, body } = await answer(request, path);
    expect(status, path).toBe(200);
    expect(body, path).not.toContain('data-server-rendered');
  }
});
