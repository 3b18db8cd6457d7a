import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { pdfText } from '../../api/src/testing/pdfText';
import { DEMO_CUSTOMER, expectNoAxeViolations, signIn, hydrated, waitForSite } from './helpers';

// The commercial core end to end, over the real site (npm start): a record page's order button, the
// basket, sign-in, the checkout, the payment provider's hosted page (the sandbox on its own origin,
// which alone confirms payments, by signed notification), the order in the personal space with its
// invoice, the wallet. The demo customer's basket is shared by these journeys: they run in order.
test.describe.configure({ mode: 'serial' });

/** The order the first journey paid, for the journey that fetches its documents. */
let paid: { reference: string; company: Company } | null = null;

const S = '\u00A0';
const SANDBOX = `http://localhost:${8090 + Number(process.env.PORT_BASE || 0)}`;
const CARDS = { accepted: '4970 1000 0000 0014', refused: '4970 1000 0000 0022' };
const HISTORY = '/espace-personnel/mes-commandes/mon-historique';

interface Company {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

test.beforeAll(async ({ request }) => waitForSite(request, `${SANDBOX}/sante`));

/** A company of the corpus registered at the RCS, with a SIREN and a name: its Kbis can be ordered. */
async function orderableCompany(request: APIRequestContext, skip = 0): Promise<Company> {
  const list = (await (await request.get('/api/seo/entreprises?limit=50&offset=0')).json()) as { items: Company[] };
  let seen = 0;
  for (const c of list.items.filter((x) => x.denomination && /^\d{9}$/.test(x.numero_identification))) {
    const inscription = await request.get(`/api/entreprises/${c.id}/inscription`);
    if (!inscription.ok()) continue;
    const body = (await inscription.json()) as { items?: { registre: string }[] } | { registre: string }[];
    const items = Array.isArray(body) ? body : (body.items ?? []);
    if (items.some((i) => i.registre === 'RCS') && seen++ >= skip) return c;
  }
  throw new Error('Aucune entreprise immatriculée au RCS dans le corpus');
}

const recordPath = (c: Company) => `/entreprise/x/${c.numero_identification}/${c.id}`;
const header = (page: Page) => page.getByRole('banner');

/** The signed-in person's basket, emptied through the API, so that a journey starts from nothing. */
async function emptyBasket(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const stores = (globalThis as unknown as { __PORTAIL_STORES__: Map<string, { getState(): { jwtToken: { access_token: string } | null } }> }).__PORTAIL_STORES__;
        const token = stores.get('auth')?.getState().jwtToken?.access_token;
        if (!token) return 0;
        const r = await fetch('/api/paniers', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
        if (r.ok) window.dispatchEvent(new CustomEvent('portail:basket:changed', { detail: { v: 1, articleCount: 0 } }));
        return r.status;
      }),
    )
    .toBe(200);
}

/** Pays on the provider's hosted page with `card`. */
async function payOnHostedPage(page: Page, card: string, amount: string) {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/paiement`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
  await page.getByLabel('Cryptogramme visuel').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Camille Durand');
  await page.getByRole('button', { name: new RegExp(`^Payer`) }).click();
}

/** Adds the Kbis from the record page, then checks the toast and the header's dot. */
async function addKbis(page: Page, company: Company) {
  await page.goto(recordPath(company));
  await hydrated(page);
  await page.getByRole('button', { name: 'Commander : Kbis' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Ajouté au panier : extrait Kbis de ${company.denomination}` })).toBeVisible();
  await expect(header(page).getByTestId('basket-dot')).toBeVisible();
}

/** Through the checkout to the payment step, then pays with `means`. */
async function checkout(page: Page, means: 'Carte bancaire' | 'Portefeuille électronique') {
  await page.goto('/panier');
  await page.getByRole('link', { name: 'Commander' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paiement' })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${means}`) }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
}

test('a guest orders a Kbis: basket, sign-in, merge, card payment on the hosted page, order and invoice', async ({ page, request }) => {
  // Ten pages on three origins and seven accessibility audits: 55 to 60 s on a loaded two-core
  // machine, past the default 60 s.
  test.setTimeout(120_000);
  const company = await orderableCompany(request);
  // As a guest: the record's button, a toast, the header's dot.
  await addKbis(page, company);
  await header(page).getByRole('link', { name: /^Panier, 1 article$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: "Extrait Kbis (extrait d'immatriculation au RCS)" });
  await expect(item).toContainText(`3,20${S}€ TTC`);
  await expect(page.getByRole('complementary')).toContainText(`Total TTC3,20${S}€`);
  await expectNoAxeViolations(page);

  // Signing in from the basket: the guest's basket joins the account's.
  await signIn(page, () => page.getByRole('button', { name: 'Se connecter pour commander' }).click(), DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/panier\/commande$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('portail:panier:uid-invite'))).toBeNull();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paiement' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: company.denomination! })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /^Carte bancaire/ }).check();
  const total = await page.getByRole('button', { name: /^Payer / }).textContent();
  await page.getByRole('button', { name: /^Payer / }).click();

  // The provider's page, on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/paiement`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await payOnHostedPage(page, CARDS.accepted, total!.replace('Payer ', ''));
  await expect(page).toHaveURL(/\/panier\/paiement\?session=/);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  const reference = (await page.getByRole('link', { name: /^Voir ma commande CMD\d{8}$/ }).textContent())!.match(/CMD\d{8}/)![0];
  await expectNoAxeViolations(page);
  await expect(header(page).getByTestId('basket-dot')).toHaveCount(0);

  // The order in the history, its detail, its invoice.
  await page.goto(HISTORY);
  const row = page.getByRole('row').filter({ hasText: reference });
  // Paid, and its Kbis produced within seconds: the row may already say so.
  await expect(row).toContainText(/Payée|En préparation|Livrée/);
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${reference}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/À produire|En production|Disponible/);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger la facture FA\d{4}-\d{6}$/ }).click();
  const file = await (await download).path();
  const text = await pdfText(await readFile(file));
  expect(text).toContain(company.numero_identification.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'));
  // The amount paid: a Kbis, with whatever the account's basket already held.
  expect(text).toContain(`Total TTC ${total!.replace('Payer ', '').replace(/\s/g, ' ')}`);
  paid = { reference, company };
});

test('the paid Kbis: downloaded from the order, verified on its public page, a modified copy refused, the zip complete', async ({ page, browser }) => {
  expect(paid, 'the order of the previous journey').not.toBeNull();
  const { reference, company } = paid!;
  await page.goto(HISTORY);
  await signIn(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), DEMO_CUSTOMER);
  await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible();
  await page.goto(`${HISTORY}/commande?reference_commande=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${reference}` })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Vos documents' });
  // Produced by the job queue within seconds of the payment.
  const pdfButton = documents.getByRole('button', { name: /^Télécharger le PDF : Extrait Kbis/ });
  await expect(pdfButton.first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  // Keyboard only: focus the button and press Enter.
  await pdfButton.first().focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const pdf = await readFile(await (await download).path());
  const text = await pdfText(pdf);
  const siren = company.numero_identification.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
  expect(text).toContain(company.denomination!);
  expect(text).toContain(siren);
  expect(text).toMatch(/R\.C\.S\.|RCS/);
  const code = text.match(/Code de vérification : ([2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3})/)![1]!;
  // The QR code's address, printed beside it: the public page of the code.
  const url = text.match(/(https?:\/\/\S+\/verification-document\/[A-Z0-9-]{19})/)![1]!;
  expect(url.endsWith(code)).toBe(true);

  // The whole order as a zip: every document, byte for byte.
  const zipDownload = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Télécharger tous les documents (zip)' }).click();
  const files = unzipSync(await readFile(await (await zipDownload).path()));
  const documentCount = await pdfButton.count();
  expect(Object.keys(files)).toHaveLength(documentCount);
  expect(Object.values(files).some((f) => Buffer.from(f).equals(pdf))).toBe(true);

  // The public page, at the QR code's address: signed out, in a context of its own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText(company.denomination!);
  await expect(visitor.getByRole('main')).toContainText(createHash('sha256').update(pdf).digest('hex'));
  await expectNoAxeViolations(visitor);
  const input = visitor.getByLabel("Déposez le PDF que l'on vous a remis, ou choisissez-le");
  await input.setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(visitor.getByRole('status').filter({ hasText: 'Document authentique' })).toBeVisible();
  const tampered = Buffer.from(pdf);
  const at = tampered.indexOf('/Producer');
  tampered[at + 12] = tampered[at + 12]! ^ 0x01;
  await input.setInputFiles({ name: 'kbis-modifie.pdf', mimeType: 'application/pdf', buffer: tampered });
  await expect(visitor.getByRole('alert').filter({ hasText: "Ce fichier n'est pas le document émis" })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await context.close();
});

test('a refused card leaves the basket as it was and the order awaiting a new payment', async ({ page, request }) => {
  const company = await orderableCompany(request, 1);
  await page.goto('/panier');
  await signIn(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), DEMO_CUSTOMER);
  await emptyBasket(page);
  await addKbis(page, company);
  await checkout(page, 'Carte bancaire');
  await payOnHostedPage(page, CARDS.refused, `3,20${S}€`);
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('provision insuffisante');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Retour au panier' }).click();
  await expect(page.getByRole('main').getByRole('region', { name: new RegExp(company.denomination!) })).toContainText('Extrait Kbis');
  await page.goto(HISTORY);
  const unpaid = page.getByRole('row').filter({ hasText: 'En attente de paiement' }).first();
  await expect(unpaid.getByRole('button', { name: /^Payer la commande CMD\d{8}$/ })).toBeVisible();
  await expect(unpaid.getByRole('button', { name: /^Annuler la commande CMD\d{8}$/ })).toBeVisible();
});

test('the wallet is topped up on the hosted page, then pays an order without leaving the site', async ({ page, request }) => {
  const company = await orderableCompany(request, 2);
  await page.goto('/espace-personnel/portefeuille-electronique-details');
  await signIn(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), DEMO_CUSTOMER);
  await expect(page.getByRole('heading', { level: 1, name: 'Portefeuille électronique' })).toBeVisible();
  const before = await page.getByTestId('wallet-balance').textContent();
  await expectNoAxeViolations(page);
  await page.getByLabel('Montant du rechargement').selectOption('2000');
  await page.getByRole('button', { name: `Recharger de 20,00${S}€` }).click();
  await payOnHostedPage(page, CARDS.accepted, `20,00${S}€`);
  await expect(page).toHaveURL(/portefeuille-electronique-details\?session=/);
  await expect(page.getByRole('status').filter({ hasText: 'Rechargement confirmé' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).not.toHaveText(before!);
  await expect(page.getByRole('row').filter({ hasText: 'Rechargement par carte bancaire' }).first()).toContainText(`20,00${S}€`);

  await emptyBasket(page);
  await addKbis(page, company);
  await checkout(page, 'Portefeuille électronique');
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await page.goto('/espace-personnel/portefeuille-electronique-details');
  await expect(page.getByRole('row').filter({ hasText: /Paiement de la commande CMD\d{8}/ }).first()).toContainText(`-3,20${S}€`);
});

test('a double click on "Payer" makes one order', async ({ page, request }) => {
  const company = await orderableCompany(request, 3);
  await page.goto('/panier');
  await signIn(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), DEMO_CUSTOMER);
  await emptyBasket(page);
  await addKbis(page, company);
  await page.goto('/panier');
  await page.getByRole('link', { name: 'Commander' }).click();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.getByRole('radio', { name: /^Carte bancaire/ }).check();
  const orders: string[] = [];
  // Each order the API creates, read as it passes through: the page leaves for the payment page at
  // once, after which the browser no longer holds the answers' bodies.
  await page.route('**/api/commandes', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    orders.push(((await response.json()) as { reference: string }).reference);
    return route.fulfill({ response });
  });
  await page.getByRole('button', { name: /^Payer / }).dblclick();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/paiement`));
  expect(orders.length).toBeGreaterThanOrEqual(1);
  expect(new Set(orders).size).toBe(1);
  // Back on the site: the history lists that order once.
  await page.getByRole('button', { name: 'Annuler et revenir au site marchand' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement non abouti' })).toBeVisible();
  await page.goto(HISTORY);
  await expect(page.getByRole('row').filter({ hasText: orders[0]! })).toHaveCount(1);
});

/** Presses Tab until `target` has the focus (a keyboard user's way to it). */
async function tabTo(page: Page, target: Locator, max = 120) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 }).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by keyboard: ${target}`);
}

test('the whole purchase by keyboard only', async ({ page, request }) => {
  // A Tab at a time through the record page, the basket, the checkout and the hosted page.
  test.setTimeout(180_000);
  const company = await orderableCompany(request, 4);
  await page.goto(recordPath(company));
  // Sign in first (by keyboard), so that the journey is the customer's from start to end.
  const login = header(page).getByRole('button', { name: 'Se connecter' }).first();
  await tabTo(page, login);
  await signIn(page, () => page.keyboard.press('Enter'), DEMO_CUSTOMER);
  await emptyBasket(page);
  await page.reload();
  const order = page.getByRole('button', { name: 'Commander : Kbis' });
  await tabTo(page, order);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  await tabTo(page, header(page).getByRole('link', { name: /^Panier, 1 article$/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Commander' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Continuer vers le paiement' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('radio', { name: /^Carte bancaire/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: /^Payer / }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/paiement`));
  for (const [label, value] of [
    ['Numéro de carte', CARDS.accepted],
    ["Date d'expiration (MM/AA)", '12/30'],
    ['Cryptogramme visuel', '123'],
    ['Titulaire de la carte', 'Camille Durand'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: /^Payer/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Voir ma commande CMD\d{8}$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Commande n° CMD\d{8}$/ })).toBeVisible();
});
