import { test, expect, type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { pdfText } from '../../api/src/testing/pdfText';
import { consentRefusedState } from '../consentState';
import { DEMO_CUSTOMER, expectNoAxeViolations, expectNoSidewaysScroll, expectPartReflows, signIn, signUp, waitForSite } from './helpers';
import { BILLING, CARDS, HISTORY, KBIS, SANDBOX, addKbis, checkout, checkoutFromCoordinates, emptyBasket, fillBilling, firstSignIn, header, orderableCompany, payOnHostedPage, recordPath, type Company } from './orderingSteps';

// The commercial core end to end, over the real site (npm start): a record page's order button, the
// basket, sign-in, the checkout, the payment provider's hosted page (the sandbox on its own origin,
// which alone confirms payments, by signed notification), the order in the personal space with its
// invoice, the wallet. The demo customer's « Kbis illimités » subscription pays for her electronic
// Kbis: her order is confirmed without any payment. The journeys that pay are a customer's who signs
// up for them, a private person with no subscription. They share baskets: they run in order.
test.describe.configure({ mode: 'serial' });

/** The order the first journey placed, for the journey that fetches its documents. */
let confirmed: { reference: string; company: Company } | null = null;

const S = '\u00A0';
/** The customer who pays: signed up before the journeys, with a private person's customer account. */
const PAYER = { firstName: 'Paul', lastName: 'Payeur', email: `paul.commandes.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
const HOLDER = `${PAYER.firstName} ${PAYER.lastName}`;

test.beforeAll(async ({ browser, request }, testInfo) => {
  testInfo.setTimeout(240_000);
  await waitForSite(request, `${SANDBOX}/sante`);
  // The payer's account: signed up, then a first sign-in creates their customer account.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: consentRefusedState() });
  const page = await context.newPage();
  await signUp(page, PAYER);
  await page.goto('/');
  await firstSignIn(page, PAYER);
  await context.close();
});

/** The payer, signed in from the basket's page, with an empty basket. */
async function payerWithEmptyBasket(page: Page) {
  await page.goto('/panier');
  await signIn(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), PAYER);
  await emptyBasket(page);
}

test("a subscriber's record says which documents her subscription includes, and its order list reflows at 320 px", async ({ page, request }) => {
  const company = await orderableCompany(request);
  await page.goto(recordPath(company));
  await signIn(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), DEMO_CUSTOMER);
  const panel = page.getByRole('region', { name: 'Commander un document' });
  const kbis = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Commander : Kbis' }) });
  await expect(kbis).toContainText('Électronique : inclus dans votre abonnement');
  await expectPartReflows(page, panel);
  await expectNoSidewaysScroll(page);
  // On a phone, the bar held at the bottom of the window says the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.record-order-bar')).toContainText('Extrait Kbis électronique inclus dans votre abonnement');
});

test("a guest's Kbis, once the subscriber signs in, is included in her subscription: the order is confirmed without any payment, its invoice at 0", async ({ page, request }) => {
  // Eight pages and six accessibility audits: past the default 60 s on a loaded two-core machine.
  test.setTimeout(120_000);
  const company = await orderableCompany(request);
  // As a guest: the record's button, a toast, the header's dot, the Kbis at its price.
  await addKbis(page, company);
  await header(page).getByRole('link', { name: /^Panier, 1 article$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: "Extrait Kbis (extrait d'immatriculation au RCS)" });
  await expect(item).toContainText(`${KBIS} TTC`);
  await expect(page.getByRole('complementary')).toContainText(`Total TTC${KBIS}`);
  await expectNoAxeViolations(page);

  // Signing in from the basket: the guest's basket joins the account's, whose subscription pays
  // for an electronic Kbis.
  await signIn(page, () => page.getByRole('button', { name: 'Se connecter pour commander' }).click(), DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/panier\/commande$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('portail:panier:uid-invite'))).toBeNull();
  await page.goto('/panier');
  await expect(page.getByRole('main').getByRole('region', { name: new RegExp(company.denomination!) })).toContainText('inclus dans votre abonnement');
  await expect(page.getByRole('complementary')).toContainText(`Total TTC0,00${S}€`);
  await expectNoAxeViolations(page);

  // The checkout asks for no means of payment: one button confirms the order.
  await page.getByRole('link', { name: 'Commander' }).click();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paiement' })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: company.denomination! })).toContainText('(Kbis électronique inclus dans votre abonnement)');
  await expect(page.getByRole('main')).toContainText('Cette commande ne vous coûte rien : votre Kbis électronique est inclus dans votre abonnement.');
  await expect(page.getByRole('group', { name: 'Moyen de paiement' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();

  // Confirmed on the site itself: no provider's page.
  await expect(page.getByRole('heading', { level: 2, name: 'Commande confirmée' })).toBeFocused();
  await expect(page).toHaveURL(/\/panier\/commande$/);
  const reference = (await page.getByRole('link', { name: /^Voir ma commande CMD\d{8}$/ }).textContent())!.match(/CMD\d{8}/)![0];
  await expect(page.getByRole('main')).toContainText(`Votre commande ${reference} est confirmée, sans paiement`);
  await expectNoAxeViolations(page);
  await expect(header(page).getByTestId('basket-dot')).toHaveCount(0);

  // The order in the history, paid; its detail, its invoice at 0.
  await page.getByRole('link', { name: `Voir ma commande ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${reference}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/À produire|En production|Disponible/);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger la facture FA\d{4}-\d{6}$/ }).click();
  const text = (await pdfText(await readFile(await (await download).path()))).replace(/[\u00A0\u202F]/g, ' ');
  expect(text).toContain(company.numero_identification.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'));
  expect(text).toContain('inclus dans votre abonnement');
  expect(text).toContain('Total TTC 0,00 €');
  await page.goto(HISTORY);
  const row = page.getByRole('row').filter({ hasText: reference });
  // Paid, and its Kbis produced within seconds: the row may already say so.
  await expect(row).toContainText(/Payée|En préparation|Livrée/);
  await expectNoAxeViolations(page);
  confirmed = { reference, company };
});

test("the subscriber's Kbis: downloaded from the order, verified on its public page, a modified copy refused, the zip complete", async ({ page, browser }) => {
  expect(confirmed, 'the order of the previous journey').not.toBeNull();
  const { reference, company } = confirmed!;
  await page.goto(HISTORY);
  await signIn(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), DEMO_CUSTOMER);
  await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible();
  await page.goto(`${HISTORY}/commande?reference_commande=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${reference}` })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Vos documents' });
  // Produced by the job queue within seconds of the order's confirmation.
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

test('a refused card leaves the basket as it was and the order awaiting payment; « Réessayer le paiement » pays that same order', async ({ page, request }) => {
  const company = await orderableCompany(request, 1);
  await payerWithEmptyBasket(page);
  await addKbis(page, company);
  await checkout(page, 'Carte bancaire');
  await payOnHostedPage(page, CARDS.refused, KBIS, HOLDER);
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('provision insuffisante');
  const reference = (await page.getByRole('main').textContent())!.match(/Votre commande (CMD\d{8}) attend toujours son paiement/)![1]!;
  await expectNoAxeViolations(page);
  const refusal = page.url();
  await page.getByRole('link', { name: 'Retour au panier' }).click();
  await expect(page.getByRole('main').getByRole('region', { name: new RegExp(company.denomination!) })).toContainText('Extrait Kbis');
  await page.goto(HISTORY);
  const unpaid = page.getByRole('row').filter({ hasText: reference });
  await expect(unpaid).toContainText('En attente de paiement');
  await expect(unpaid.getByRole('button', { name: `Payer la commande ${reference}` })).toBeVisible();
  await expect(unpaid.getByRole('button', { name: `Annuler la commande ${reference}` })).toBeVisible();

  // Trying again from the refusal: the checkout resumes that order, which the accepted card pays.
  await page.goto(refusal);
  await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
  await checkoutFromCoordinates(page);
  await payOnHostedPage(page, CARDS.accepted, KBIS, HOLDER);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Voir ma commande ${reference}` })).toBeVisible();
  await page.goto(HISTORY);
  // The payer's first order, listed once, paid.
  const rows = page.getByRole('table', { name: 'Mes commandes' }).getByRole('row').filter({ hasText: /CMD\d{8}/ });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(reference);
  await expect(rows.first()).toContainText(/Payée|En préparation|Livrée/);
});

test('the wallet is topped up on the hosted page, then pays an order without leaving the site', async ({ page, request }) => {
  const company = await orderableCompany(request, 2);
  await page.goto('/espace-personnel/portefeuille-electronique-details');
  await signIn(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), PAYER);
  await expect(page.getByRole('heading', { level: 1, name: 'Portefeuille électronique' })).toBeVisible();
  const before = await page.getByTestId('wallet-balance').textContent();
  await expectNoAxeViolations(page);
  await page.getByLabel('Montant du rechargement').selectOption('2000');
  await page.getByRole('button', { name: `Recharger de 20,00${S}€` }).click();
  await payOnHostedPage(page, CARDS.accepted, `20,00${S}€`, HOLDER);
  await expect(page).toHaveURL(/portefeuille-electronique-details\?session=/);
  await expect(page.getByRole('status').filter({ hasText: 'Rechargement confirmé' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).not.toHaveText(before!);
  await expect(page.getByRole('row').filter({ hasText: 'Rechargement par carte bancaire' }).first()).toContainText(`20,00${S}€`);

  await emptyBasket(page);
  await addKbis(page, company);
  await checkout(page, 'Portefeuille électronique');
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await page.goto('/espace-personnel/portefeuille-electronique-details');
  await expect(page.getByRole('row').filter({ hasText: /Paiement de la commande CMD\d{8}/ }).first()).toContainText(`-${KBIS}`);
});

test('a double click on "Payer" makes one order', async ({ page, request }) => {
  const company = await orderableCompany(request, 3);
  await payerWithEmptyBasket(page);
  await addKbis(page, company);
  await page.goto('/panier');
  await page.getByRole('link', { name: 'Commander' }).click();
  await fillBilling(page);
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
  await signIn(page, () => page.keyboard.press('Enter'), PAYER);
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
  const billing = page.getByRole('group', { name: 'Adresse de facturation' });
  for (const [name, value] of Object.entries(BILLING)) {
    const field = billing.getByRole('textbox', { name, exact: true });
    if ((await field.inputValue()) !== '') continue;
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
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
    ['Titulaire de la carte', HOLDER],
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
