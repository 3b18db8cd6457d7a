import { test, expect, type Page } from '@playwright/test';
import { OUTBOX_URL, expectNoAxeViolations, expectNoSidewaysScroll, expectOwnerHeading, hydrated } from './helpers';

// The editorial pages as visitors and search engines get them: compiled from the content files,
// rendered on the server, and a 404 wherever no file is.

const html = { accept: 'text/html' };

/** The site's own links of the header's menus and of the footer. */
async function menuAndFooterLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  await expect(page.locator('.site-footer a').first()).toBeAttached();
  const hrefs = await page.locator('.site-header a[href^="/"], .site-footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

test('every link of the menus and the footer leads to a page with content', async ({ page, request }) => {
  const links = await menuAndFooterLinks(page);
  expect(links.length).toBeGreaterThan(20);
  for (const href of links) {
    const res = await request.get(href, { headers: html });
    expect(res.status(), href).toBe(200);
    await page.goto(href);
    const h1 = page.locator('main h1').first();
    await expect(h1, href).toBeVisible();
    await expect(h1, href).not.toHaveText(/Page introuvable|Une erreur est survenue/);
  }
});

test('ten invented editorial addresses answer 404 with the not-found page', async ({ page, request }) => {
  const invented = [
    '/actualites/reforme-imaginaire-du-registre',
    '/dossiers-thematiques/theme-invente',
    '/dossiers-thematiques/creer-son-entreprise/sous-theme-invente',
    '/dossiers-thematiques/creer-son-entreprise/choisir-sa-forme-juridique/article-invente',
    '/guide-des-formalites/societe-imaginaire/creation',
    '/tutoriels-videos/video-inventee',
    '/formalites/formalite-inventee',
    '/formalites-dgfip/impot-invente',
    '/kbis-documents/document-invente',
    '/services/service-invente',
  ];
  for (const path of invented) {
    const res = await request.get(path, { headers: html });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('Page introuvable');
  }
  await page.goto(invented[0]!);
  await expectOwnerHeading(page, 'mf-content', /Page introuvable/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the news are paged, newest first, each page at its own address', async ({ page, request }) => {
  const first = await request.get('/actualites', { headers: html });
  expect(first.status()).toBe(200);
  // Rendered on the server: the list arrives with the page.
  expect(await first.text()).toMatch(/<h2 class="card__title"><a href="\/actualites\//);

  await page.goto('/actualites');
  const cards = page.locator('main .content-cards > li');
  await expect(cards).toHaveCount(10);
  const dates = await cards.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());
  await page.getByRole('navigation', { name: 'Pages des actualités' }).getByRole('link', { name: /2/ }).first().click();
  await expect(page).toHaveURL(/\/actualites\?page=2$/);
  // The first page's cards stay in place until the second page's have arrived.
  const firstDate = page.locator('main .content-cards time').first();
  await expect.poll(async () => (await firstDate.getAttribute('datetime'))! <= dates[dates.length - 1]!).toBe(true);
  const older = await page.locator('main .content-cards time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
  expect(older).toEqual([...older].sort().reverse());

  // An article: its date, its structured data, the way back.
  await page.locator('main .content-cards a').first().click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText(/^Publié le/)).toBeVisible();
  const article = await request.get(new URL(page.url()).pathname, { headers: html });
  expect(await article.text()).toContain('"@type":"NewsArticle"');
  expect((await request.get('/actualites?page=99', { headers: html })).status()).toBe(404);
});

test('the FAQ search finds a question from words of its answer', async ({ page, request }) => {
  const res = await request.get('/faq', { headers: html });
  expect(await res.text()).toContain('"@type":"FAQPage"');
  await page.goto('/faq');
  await hydrated(page);
  const questions = page.locator('main details.faq__entry');
  const all = await questions.count();
  expect(all).toBeGreaterThan(20);
  await page.getByRole('searchbox', { name: 'Rechercher une question' }).fill('siret établissement');
  await expect(page.getByRole('status').filter({ hasText: /trouvée/ })).toBeVisible();
  const found = await questions.count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await expect(questions.first().locator('summary')).toContainText(/SIRET/i);
  await page.getByRole('searchbox', { name: 'Rechercher une question' }).fill('xylophone quantique');
  await expect(page.getByText('Aucune question ne correspond à votre recherche.')).toBeVisible();
  await expect(questions).toHaveCount(0);
});

test('a video tutorial plays its file with French captions and carries its transcript', async ({ page, request }) => {
  await page.goto('/tutoriels-videos/commander-un-extrait-kbis');
  const video = page.locator('main video');
  await expect(video).toBeVisible();
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('srclang', 'fr');
  const captions = await request.get((await track.getAttribute('src'))!);
  expect(captions.status()).toBe(200);
  expect(await captions.text()).toMatch(/^WEBVTT/);
  const source = await request.get((await video.locator('source').getAttribute('src'))!);
  expect(source.status()).toBe(200);
  expect(source.headers()['content-type']).toMatch(/video\/webm/);
  await expect(page.getByRole('heading', { level: 2, name: 'Transcription' })).toBeVisible();
  // The browser itself loads the captions, from the content app's origin: their cues are there to show.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);
});

test('the legal notice names the publisher, the director of publication and the host', async ({ page }) => {
  await page.goto('/mentions-legales-registre');
  await expectOwnerHeading(page, 'mf-content', /Mentions légales/);
  for (const term of ['Éditeur', 'Directeur de la publication', 'Hébergeur']) await expect(page.locator('main dt', { hasText: term })).toBeVisible();
});

test('the contact form is stored, acknowledged and mailed through the outbox', async ({ page }) => {
  const email = `contact.${Date.now()}@exemple.fr`;
  await page.goto('/contact-registre');
  await hydrated(page);
  await page.getByLabel('Nom et prénom').fill('Claire Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Sujet de votre demande').selectOption({ index: 1 });
  await page.getByLabel('Votre message').fill("Bonjour, je souhaite savoir combien de temps un extrait Kbis reste accepté par l'administration.");
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Votre demande a été envoyée')).toBeVisible({ timeout: 15_000 });
  const reference = (await page.locator('.contact-form__sent strong').textContent())!;
  expect(reference).toMatch(/\S/);
  await page.goto(OUTBOX_URL);
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }).filter({ hasText: reference })).toBeVisible();
});

test('editorial pages pass axe and reflow at 320 px', async ({ page }) => {
  // Eight pages, eight full accessibility audits: about 30 s alone, twice that beside another worker.
  test.setTimeout(120_000);
  for (const path of [
    '/actualites',
    '/actualites/registre-national-des-entreprises',
    '/dossiers-thematiques/creer-son-entreprise/choisir-sa-forme-juridique/sas-ou-sarl',
    '/guide-des-formalites/sas-sasu',
    '/tutoriels-videos/commander-un-extrait-kbis',
    '/faq',
    '/mentions-legales-registre',
    '/plan-du-site',
  ]) {
    await page.goto(path);
    await expectOwnerHeading(page, 'mf-content');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
});
