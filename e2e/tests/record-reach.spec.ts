import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, expectNoAxeViolations, expectNoSidewaysScroll, expectOwnerHeading, expectPartReflows, hydrated, signIn } from './helpers';
import { header, recordPath, type Company } from './orderingSteps';

// The record's network of executives (graph, then the same links as a table, each node a link
// reached by keyboard, « et N autres » beyond the cap), ordering within reach (the skip link
// « Aller aux commandes », the order bar of narrow screens), and the search criteria and filters
// laid out with the kit's field groups. Entities are found through the API. SHOTS=<dir> saves
// screenshots of each view at 390 and 1366 px.

interface Network {
  racine: string;
  noeuds: { cle: string; type: 'entreprise' | 'personne'; id: number; nom?: string }[];
  liens: unknown[];
  autres: number;
}

const SHOTS = process.env.SHOTS;

// axe over a whole record and several viewports: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function shot(page: Page, name: string, target?: Locator) {
  if (!SHOTS) return;
  if (target) await target.screenshot({ path: `${SHOTS}/${name}.png` });
  else await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** A named company whose network reaches at least two levels (looked up once per worker). */
let subject: Promise<{ company: Company; network: Network }> | null = null;
function findSubject(request: APIRequestContext) {
  subject ??= (async () => {
    let best: { company: Company; network: Network } | null = null;
    for (const offset of [0, 50, 100, 150, 200]) {
      const list = await getJson<{ items: Company[] }>(request, `/api/seo/entreprises?limit=50&offset=${offset}`);
      for (const company of list.items.filter((c) => c.denomination && /^\d{9}$/.test(c.numero_identification))) {
        const network = await getJson<Network>(request, `/api/entreprises/${company.id}/reseau`);
        if (!best || network.noeuds.length > best.network.noeuds.length) best = { company, network };
        if (network.noeuds.length >= 5) return { company, network };
      }
    }
    if (best && best.network.noeuds.length >= 3) return best;
    throw new Error('Aucune entreprise du corpus dont le réseau compte trois éléments');
  })();
  return subject;
}

async function openRecord(page: Page, company: Company) {
  await page.goto(recordPath(company));
  await expectOwnerHeading(page, 'mf-records');
  await hydrated(page);
}


/** The « Réseau » section, scrolled to (its graph loads as it comes near the window). */
async function networkSection(page: Page) {
  const section = page.getByRole('region', { name: 'Réseau', exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('group', { name: /^Réseau de / })).toBeVisible();
  return section;
}

test('the network of a company: a graph whose nodes are links reached by keyboard, then the same links as a table', async ({ page, request }) => {
  const { company, network } = await findSubject(request);
  await page.setViewportSize(DESKTOP);
  await openRecord(page, company);
  const section = await networkSection(page);
  const graph = section.getByRole('group', { name: /^Réseau de / });
  const nodes = graph.getByRole('link');
  await expect(nodes).toHaveCount(network.noeuds.length);
  await expect(nodes.first()).toHaveAttribute('href', new RegExp(`/${company.numero_identification}/${company.id}$`));
  const table = section.getByRole('table', { name: /^Mandats du réseau de / });
  await expect(table.getByRole('row')).toHaveCount(1 + network.liens.length);
  await expectNoAxeViolations(page);
  await shot(page, 'network-1366', section);
  await page.setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'network-390', section);
  await expectPartReflows(page, section);
  await page.setViewportSize(DESKTOP);

  // Tab goes from a node to the next in reading order; Enter opens its record.
  await nodes.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(nodes.nth(1)).toBeFocused();
  const href = (await nodes.nth(1).getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expectOwnerHeading(page, 'mf-records');
});

test('the network of an executive, and « et N autres » when the network is capped', async ({ page, request }) => {
  const { company, network } = await findSubject(request);
  const person = network.noeuds.find((n) => n.type === 'personne')!;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/dirigeant/x/${person.id}`);
  await expectOwnerHeading(page, 'mf-records');
  const section = await networkSection(page);
  await expect(section.getByRole('group', { name: /^Réseau de / }).getByRole('link').first()).toHaveAttribute('href', new RegExp(`/${person.id}$`));
  await expect(section.getByRole('table', { name: /^Mandats du réseau de / })).toBeVisible();
  await expectNoAxeViolations(page);

  // The corpus of the journeys has no network of more than 50 nodes (the API's tests build one):
  // the answer of this company is given as a capped one, to show what the page says then.
  await page.route(`**/api/entreprises/${company.id}/reseau`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as Network), autres: 12 } });
  });
  await openRecord(page, company);
  const capped = await networkSection(page);
  await expect(capped.getByRole('group', { name: /^Réseau de / })).toContainText('et 12 autres');
  await expect(capped.getByText('et 12 autres, au-delà des 50 premiers éléments du réseau.')).toBeVisible();
});

test('« Aller aux commandes » is the first stop of the record, and leads to the order panel', async ({ page, request }) => {
  const { company } = await findSubject(request);
  await page.setViewportSize(DESKTOP);
  await openRecord(page, company);
  // The shell's « Aller au contenu principal », then the record's own first link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller aux commandes' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await shot(page, 'skip-link-1366');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Commander un document' });
  await expect(panel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Commander : Kbis' })).toBeFocused();
  // On a wide screen the panel is beside the sections: no order bar.
  await expect(page.getByRole('button', { name: 'Commander un document' })).toBeHidden();
});

test('on a phone, the order bar stays at the bottom with the Kbis price and opens the order list', async ({ page, request }) => {
  const { company } = await findSubject(request);
  await page.setViewportSize(PHONE);
  await openRecord(page, company);
  const open = page.getByRole('button', { name: 'Commander un document' });
  const bar = page.locator('.record-order-bar');
  await expect(bar).toContainText(/Extrait Kbis \d+,\d{2}\s€ TTC/);
  // Held at the bottom of the window while the record scrolls.
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
  expect(box.y + box.height).toBeGreaterThan(PHONE.height - 4);
  await shot(page, 'order-bar-390');
  await expectNoAxeViolations(page);
  await expectPartReflows(page, bar);

  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Commander un document' });
  await expect(dialog.getByRole('button', { name: 'Commander : Kbis' })).toBeFocused();
  await shot(page, 'order-dialog-390');
  await expectNoAxeViolations(page);
  await expectPartReflows(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // At the end of the record it settles above the footer: it covers neither the footer nor the
  // record's last lines.
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.locator('#shell-footer');
  await expect(async () => {
    const b = (await bar.boundingBox())!;
    const f = (await footer.boundingBox())!;
    expect(b.y + b.height).toBeLessThanOrEqual(f.y + 1);
  }).toPass();
  const last = page.getByRole('region', { name: 'Commander un document' });
  const l = (await last.boundingBox())!;
  const b = (await bar.boundingBox())!;
  expect(l.y + l.height).toBeLessThanOrEqual(b.y + 1);
});

/** Two of the group's fields side by side, none wider than a readable line. */
async function expectFieldColumns(group: Locator) {
  await expect(group).toBeVisible();
  const boxes = await group.locator('.field-grid__items > *').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, width: r.width })));
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  expect(boxes[1]!.top).toBe(boxes[0]!.top);
  for (const b of boxes) expect(b.width).toBeLessThan(600);
}

test('the advanced search lays its criteria out in the kit’s field groups', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/recherche-entreprise-dirigeant/recherche-avancee');
  await expectOwnerHeading(page, 'mf-search');
  for (const name of ['Entreprise', 'Dirigeant']) await expectFieldColumns(page.getByRole('group', { name }));
  await shot(page, 'advanced-search-1366');
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await shot(page, 'advanced-search-390');
  await expectNoSidewaysScroll(page);
});

test('the order history filter and the surveillances’ filters and domains use the same field groups', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/espace-personnel/mes-commandes/mon-historique');
  await signIn(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), DEMO_CUSTOMER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const period = page.getByRole('group', { name: 'Période de commande' });
  await expectFieldColumns(period);
  await shot(page, 'order-history-1366');
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await shot(page, 'order-history-390');
  await expectNoSidewaysScroll(page);

  await page.setViewportSize(DESKTOP);
  await page.goto('/espace-personnel/mes-surveillances');
  const filters = page.getByRole('group', { name: 'Surveillances affichées' });
  await expectFieldColumns(filters);
  const catalogue = page.getByRole('region', { name: 'Ce que révèle chaque domaine' });
  await expectFieldColumns(catalogue);
  await shot(page, 'monitoring-1366');
  await catalogue.scrollIntoViewIfNeeded();
  await shot(page, 'monitoring-domains-1366', catalogue);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await shot(page, 'monitoring-390');
  await catalogue.scrollIntoViewIfNeeded();
  await shot(page, 'monitoring-domains-390', catalogue);
  await expectNoSidewaysScroll(page);
});
