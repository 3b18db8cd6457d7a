import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../../api/src/testing/pdfText';
import { DEED_TITLES, deedKinds } from '../../api/src/modules/documents/deedPdfTexts';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectPartReflows, hydrated, waitForSite } from './helpers';
import { SANDBOX, orderFiledDocument, recordPath, type Company } from './orderingSteps';

// The company record's history, the record as of a past day, the source of its data, and the deed
// sold as the filed deed itself, against the real API and its generated corpus.

/** Where the screenshots looked at go (SCREENSHOTS_DIR), if anywhere. */
const SHOTS = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    if (part) await part.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    else await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}


interface Deed {
  id: number;
  date_depot: string;
  type_acte: string;
  decisions: string[];
}
interface Filed extends Company {
  forme_juridique: { code: string } | null;
  date_creation: string | null;
  acte: Deed;
}

/** A company of the corpus registered at the RCS, with a deed filed and a history of several events. */
async function companyWithDeed(request: APIRequestContext): Promise<Filed> {
  const list = (await (await request.get('/api/seo/entreprises?limit=50&offset=0')).json()) as { items: Company[] };
  for (const c of list.items.filter((x) => x.denomination && /^\d{9}$/.test(x.numero_identification))) {
    const depots = (await (await request.get(`/api/entreprises/${c.id}/depots`)).json()) as { actes: Deed[] };
    if (depots.actes.length === 0) continue;
    const inscription = (await (await request.get(`/api/entreprises/${c.id}/inscription`)).json()) as { items: { registre: string }[] };
    if (!inscription.items.some((i) => i.registre === 'RCS')) continue;
    const record = (await (await request.get(`/api/entreprises/${c.id}`)).json()) as Filed;
    return { ...record, acte: depots.actes[0]! };
  }
  throw new Error('Aucune entreprise du corpus avec un acte déposé');
}

let subject: Promise<Filed> | null = null;
const findSubject = (request: APIRequestContext) => (subject ??= companyWithDeed(request));

test.beforeEach(async ({ request }) => {
  await waitForSite(request);
});

test('the record lists its history newest first, filtered by kind through its address, each part saying its source', async ({ page, request }) => {
  const c = await findSubject(request);
  await page.goto(recordPath(c));
  await hydrated(page);
  // The corpus is generated: the site says its companies are fictitious, and each part says so.
  await expect(page.getByTestId('fictitious-data')).toContainText('Site de démonstration : les entreprises présentées sont fictives');
  await expect(page.getByRole('region', { name: 'Identité' })).toContainText('Données de démonstration');
  await expect(page.getByRole('region', { name: 'Dirigeants' })).toContainText('Données de démonstration');

  const history = page.getByRole('region', { name: 'Historique' });
  const events = history.getByRole('list', { name: 'Événements, du plus récent au plus ancien' }).getByRole('listitem');
  await expect(events.first()).toBeVisible();
  const dates = await events.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(events.first()).toContainText('Source :');
  await shot(page, 'historique', history);

  await history.getByLabel("Type d'événements").selectOption('DEPOTS');
  await history.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/\?historique=DEPOTS#historique$/);
  await expect(events.first()).toContainText(/Dépôt/);
  for (const text of await events.locator('.timeline__label').allTextContents()) expect(text).toMatch(/^Dépôt (des comptes annuels|d'un acte)$/);
  await expectNoAxeViolations(page);
  await expectPartReflows(page, history);

  // The filtered history has its own address, rendered by the server.
  const html = await (await request.get(`${recordPath(c)}?historique=DEPOTS`)).text();
  expect(html).toContain("Dépôt d&#x27;un acte");
  expect(html).not.toContain('Immatriculation principale');
});

test('the record as of a past day: a banner says so and leads back to today, out of search engines; a future day is refused in French', async ({ page, request }) => {
  const c = await findSubject(request);
  const day = c.acte.date_depot;
  await page.goto(recordPath(c));
  await hydrated(page);
  const history = page.getByRole('region', { name: 'Historique' });
  await history.getByLabel(/^Voir la fiche au/).fill(day);
  await history.getByRole('button', { name: 'Afficher la fiche à cette date' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?au=${day}$`));
  const shown = day.split('-').reverse().join('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${c.denomination} au ${shown}`);
  const banner = page.getByTestId('as-of-banner');
  await expect(banner).toContainText(`Fiche telle qu'elle était au ${shown}`);
  await expect(page.getByRole('region', { name: 'Derniers actes déposés à cette date' })).toContainText(c.acte.type_acte);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'fiche-au');

  // Its address is the page's own, written by the server, kept out of search engines.
  const html = await (await request.get(`${recordPath(c)}?au=${day}`)).text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain(`au ${shown}`);

  await banner.getByRole('link', { name: "Revenir à la fiche d'aujourd'hui" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.denomination!);
  await expect(page.getByTestId('as-of-banner')).toHaveCount(0);

  await page.goto(`${recordPath(c)}?au=2999-01-01`);
  await expect(page.getByRole('main')).toContainText('est dans le futur');
  await expect(page.getByRole('link', { name: "Revenir à la fiche d'aujourd'hui" })).toBeVisible();
  await page.goto(`${recordPath(c)}?au=30-06-2024`);
  await expect(page.getByRole('main')).toContainText('doit être une date valide au format AAAA-MM-JJ');
});

test('the about page says the companies are fictitious while the generated corpus runs', async ({ page }) => {
  await page.goto('/qui-sommes-nous');
  const origin = page.getByRole('region', { name: 'D’où viennent les données' });
  await expect(origin).toContainText('sont fictifs');
  await expect(page.getByRole('main')).not.toContainText("reposent sur les données publiques de l'Insee");
  await expectNoAxeViolations(page);
});

test('a deed ordered from the record is the filed deed: its receipt, then the deeds of its kind, signed', async ({ page, request }) => {
  test.setTimeout(240_000);
  await waitForSite(request, `${SANDBOX}/sante`);
  const c = await findSubject(request);
  const person = { firstName: 'Inès', lastName: 'Actes', email: `ines.actes.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  const shown = c.acte.date_depot.split('-').reverse().join('/');
  const pdf = await orderFiledDocument(page, c, `Commander l'acte déposé le ${shown}`, person);
  if (SHOTS) writeFileSync(path.join(SHOTS, 'acte.pdf'), pdf);
  const text = await pdfText(pdf);
  expect(text).toContain('RÉCÉPISSÉ DE DÉPÔT D’ACTE');
  expect(text).toContain(c.acte.type_acte);
  const kinds = deedKinds(c.acte, ['5498', '5720'].includes(c.forme_juridique?.code ?? ''));
  for (const kind of kinds) expect(text).toContain(DEED_TITLES[kind].toUpperCase());
  expect(text).toMatch(/Signé : \S/);
  expect(text).toContain('Données de démonstration');
});
