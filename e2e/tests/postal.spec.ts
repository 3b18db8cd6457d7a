import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, signUp, waitForSite } from './helpers';
import { firstSignInFromBasket, orderableCompany, type Company } from './orderingSteps';

// A Kbis ordered by mail, followed through the post: the portal deposits the letter with the
// print-and-post provider (the sandbox, on its own origin), whose tester moves it step by step;
// each step reaches the portal by signed notification only, and the order page tells where the
// letter stands. A letter returned to the sender (NPAI) is sent again, free of charge, to the
// address the customer corrects. A new customer, with no subscription, so that the Kbis is paid.

const PORT_BASE = Number(process.env.PORT_BASE || 0);
const PAYMENT_SANDBOX = `http://localhost:${8090 + PORT_BASE}`;
const POSTAL_SANDBOX = `http://localhost:${8092 + PORT_BASE}`;
const CARD = '4970 1000 0000 0014';

test.beforeAll(async ({ request }) => waitForSite(request, `${PAYMENT_SANDBOX}/sante`, `${POSTAL_SANDBOX}/sante`));

/** As a guest or signed in, adds the company's Kbis from its record page, then asks for it by mail only. */
async function addKbisByMail(page: Page, company: Company) {
  await page.goto(`/entreprise/x/${company.numero_identification}/${company.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Commander : Kbis' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Ajouté au panier : extrait Kbis de ${company.denomination}` })).toBeVisible();
  await page.goto('/panier');
  await hydrated(page);
  const item = page.getByRole('listitem').filter({ hasText: "Extrait Kbis (extrait d'immatriculation au RCS)" });
  await expect(item).toHaveCount(1);
  // The basket's boxes show what the API holds: ticked once it answered.
  await item.getByRole('checkbox', { name: 'Courrier' }).click();
  await expect(item.getByRole('checkbox', { name: 'Courrier' })).toBeChecked();
  await expect(item.getByRole('checkbox', { name: 'Électronique' })).toBeEnabled();
  await item.getByRole('checkbox', { name: 'Électronique' }).click();
  await expect(item.getByRole('checkbox', { name: 'Électronique' })).not.toBeChecked();
  await expect(item.getByRole('checkbox', { name: 'Courrier' })).toBeDisabled();
}

async function fillIfEmpty(field: Locator, value: string) {
  if ((await field.inputValue()) === '') await field.fill(value);
}

/** From the basket to the card payment on the provider's hosted page; the order's reference. */
async function checkoutByCard(page: Page) {
  await page.goto('/panier');
  await page.getByRole('link', { name: 'Commander' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeVisible();
  await fillIfEmpty(page.getByLabel('Libellé de facturation'), 'PAUL POSTIER');
  const billing = page.getByRole('group', { name: 'Adresse de facturation' });
  await fillIfEmpty(billing.getByRole('textbox', { name: 'Adresse', exact: true }), '3 impasse Inconnue');
  await fillIfEmpty(billing.getByRole('textbox', { name: 'Code postal' }), '44000');
  await fillIfEmpty(billing.getByRole('textbox', { name: 'Ville' }), 'Nantes');
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paiement' })).toBeVisible();
  await page.getByRole('radio', { name: /^Carte bancaire/ }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page).toHaveURL(new RegExp(`^${PAYMENT_SANDBOX}/paiement`));
  await page.getByLabel('Numéro de carte').fill(CARD);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
  await page.getByLabel('Cryptogramme visuel').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Paul Postier');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Voir ma commande CMD\d{8}$/ });
  const reference = (await link.textContent())!.match(/CMD\d{8}/)![0];
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${reference}` })).toBeVisible();
  return reference;
}

const tracking = (page: Page) => page.getByRole('region', { name: 'Suivi du courrier' });

/** Reloads the order page until `check` holds: the letter moves on the provider's notifications, which the page does not wait for. */
async function untilOrderPage(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 3_000] });
}

/** The tracking number the order page gives once the provider has the letter (other than `not`, the previous letter's). */
async function trackingNumber(page: Page, not?: string): Promise<string> {
  let numero = '';
  await untilOrderPage(page, async () => {
    const text = await tracking(page).getByText(/^Numéro de suivi : /).textContent({ timeout: 3_000 });
    numero = text!.replace('Numéro de suivi : ', '').trim();
    expect(numero).toMatch(/^RL/);
    expect(numero).not.toBe(not);
  });
  return numero;
}

/** On the provider's tester page, takes the letter's next step (or returns it to the sender). */
async function moveLetter(page: Page, numero: string, button: RegExp, then: string) {
  await page.goto(POSTAL_SANDBOX);
  const letter = page.getByRole('article', { name: `Lettre ${numero}` });
  await letter.getByRole('button', { name: button }).click();
  await expect(page.getByRole('article', { name: `Lettre ${numero}` }).locator('.letter__state')).toHaveText(then);
}

test('a Kbis by mail is followed to its delivery; a returned one is sent again to the corrected address', async ({ page, request }) => {
  test.setTimeout(300_000);
  const company = await orderableCompany(request);
  const person = { firstName: 'Paul', lastName: 'Postier', email: `paul.courrier.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  await signUp(page, person);

  // A first sign-in from the basket creates the customer account, as a private person.
  await addKbisByMail(page, company);
  await firstSignInFromBasket(page, person);

  // The first order: its letter goes to the printer, then to La Poste, then is delivered.
  const first = await checkoutByCard(page);
  const orderUrl = page.url();
  const numero = await trackingNumber(page);
  await expect(tracking(page)).toContainText("Étape actuelle : Reçu par l'imprimeur");
  await moveLetter(page, numero, /^Passer à l'étape « Imprimé »/, 'Imprimé');
  await moveLetter(page, numero, /^Passer à l'étape « Remis à La Poste »/, 'Remis à La Poste');
  await moveLetter(page, numero, /^Passer à l'étape « Distribué »/, 'Distribué');
  await page.goto(orderUrl);
  await untilOrderPage(page, async () => {
    await expect(tracking(page)).toContainText('Étape actuelle : Distribué', { timeout: 3_000 });
    await expect(page.getByText('État', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Livrée', { timeout: 3_000 });
  });
  const steps = tracking(page).getByRole('list', { name: 'Étapes : premier envoi' }).getByRole('listitem');
  await expect(steps).toHaveText([/Reçu par l'imprimeur$/, /Imprimé$/, /Remis à La Poste$/, /Distribué$/]);
  await expect(steps.first()).toContainText('(heure de Paris)');
  await expect(tracking(page).getByRole('button', { name: 'Renvoyer gratuitement' })).toHaveCount(0);

  // The second order: its letter comes back, « N'habite pas à l'adresse indiquée ».
  await addKbisByMail(page, company);
  const second = await checkoutByCard(page);
  expect(second).not.toBe(first);
  const secondUrl = page.url();
  const returned = await trackingNumber(page, numero);
  await moveLetter(page, returned, /^Passer à l'étape « Imprimé »/, 'Imprimé');
  await moveLetter(page, returned, /^Passer à l'étape « Remis à La Poste »/, 'Remis à La Poste');
  await moveLetter(page, returned, /^Retourner à l'expéditeur \(NPAI\)/, "NPAI – Retourné à l'expéditeur");
  await page.goto(secondUrl);
  await untilOrderPage(page, async () => {
    await expect(tracking(page)).toContainText("Étape actuelle : NPAI – Retourné à l'expéditeur", { timeout: 3_000 });
    await expect(tracking(page).getByRole('button', { name: 'Renvoyer gratuitement' })).toBeVisible({ timeout: 3_000 });
  });
  await expect(tracking(page)).toContainText("Motif du retour : N'habite pas à l'adresse indiquée");
  await expectNoAxeViolations(page);

  // The customer corrects the address: an empty street is named, linked to its field, before anything is sent.
  const street = tracking(page).getByRole('textbox', { name: 'Adresse', exact: true });
  await expect(street).toHaveValue('3 impasse Inconnue');
  await street.fill('');
  await tracking(page).getByRole('button', { name: 'Renvoyer gratuitement' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Le formulaire contient des erreurs' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: "Veuillez saisir l'adresse." }).click();
  await expect(street).toBeFocused();
  await street.fill('12 rue des Lilas');
  await tracking(page).getByRole('button', { name: 'Renvoyer gratuitement' }).click();
  await expect(tracking(page).getByText("Le courrier sera réimprimé et renvoyé gratuitement à l'adresse corrigée.")).toBeFocused();
  await expect(tracking(page).getByRole('button', { name: 'Renvoyer gratuitement' })).toHaveCount(0);

  // The provider receives the second letter, at the corrected address; the order page follows it.
  const resent = await trackingNumber(page, returned);
  await expect(tracking(page).getByRole('heading', { level: 5, name: `Renvoi gratuit (${resent})` })).toBeVisible();
  await expect(tracking(page).getByRole('heading', { level: 5, name: `Premier envoi (${returned})` })).toBeVisible();
  await expect(tracking(page)).toContainText("Renvoyé gratuitement à l'adresse corrigée.");
  await expect(tracking(page).getByRole('button', { name: 'Renvoyer gratuitement' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(POSTAL_SANDBOX);
  const letter = page.getByRole('article', { name: `Lettre ${resent}` });
  await expect(letter).toContainText('12 rue des Lilas');
  await expect(letter.locator('.letter__state')).toHaveText("Reçu par l'imprimeur");
  await expect(page.getByRole('article', { name: `Lettre ${returned}` }).locator('.letter__state')).toHaveText("NPAI – Retourné à l'expéditeur");
});
