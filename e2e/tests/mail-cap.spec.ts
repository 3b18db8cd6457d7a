import { test, expect, type APIRequestContext } from '@playwright/test';
import { DEFAULT_LIMITS } from '../../api/src/modules/identity/config';
import { consentRefusedState } from '../consentState';
import { OUTBOX_URL, signUp, waitForSite } from './helpers';
import { CARDS, KBIS, SANDBOX, addKbis, checkout, firstSignIn, orderableCompany, payOnHostedPage } from './orderingSteps';

// The cap on mails to one address counts each kind of mail apart: a customer whose sign-up and two
// orders have had as many mails sent to them as the cap allows in an hour (a validation mail, then
// each order's confirmation and documents-ready mails) still receives the password reset they ask for.

interface OutboxMail {
  recipient: string;
  subject: string;
}

/** The subjects of the outbox's mails to `email`, oldest first. */
async function subjectsTo(request: APIRequestContext, email: string): Promise<string[]> {
  const mails = (await (await request.get(`${OUTBOX_URL}.json`)).json()) as OutboxMail[];
  return mails.filter((m) => m.recipient === email).map((m) => m.subject);
}

test.beforeAll(async ({ request }) => waitForSite(request, `${SANDBOX}/sante`));

test("a customer's order mails leave their password reset mail to be sent", async ({ page, browser, request }, testInfo) => {
  // Sign-up, two card payments on the hosted page, and a sign-in page in another browser.
  test.setTimeout(180_000);
  const person = { firstName: 'Inès', lastName: 'Plafond', email: `ines.plafond.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  await signUp(page, person);
  await page.goto('/');
  await firstSignIn(page, person);

  const references: string[] = [];
  for (const skip of [0, 1]) {
    await addKbis(page, await orderableCompany(request, skip));
    await checkout(page, 'Carte bancaire');
    await payOnHostedPage(page, CARDS.accepted, KBIS, `${person.firstName} ${person.lastName}`);
    await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
    references.push((await page.getByRole('link', { name: /^Voir ma commande CMD\d{8}$/ }).textContent())!.match(/CMD\d{8}/)![0]);
  }
  // Each order's confirmation, and its documents-ready mail once its Kbis is produced.
  const orderMails = references.flatMap((r) => [`Confirmation de votre commande ${r}`, `Vos documents sont prêts (commande ${r})`]);
  await expect.poll(async () => (await subjectsTo(request, person.email)).filter((s) => orderMails.includes(s)).sort(), { timeout: 30_000 }).toEqual([...orderMails].sort());
  // As many mails as the cap allows an address in an hour, or more.
  expect((await subjectsTo(request, person.email)).length).toBeGreaterThanOrEqual(DEFAULT_LIMITS.mailPerRecipient.max);

  // Signed out, in a browser of its own: the sign-in page's forgotten-password link.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: consentRefusedState() });
  const visitor = await context.newPage();
  await visitor.goto('/');
  const popupPromise = visitor.waitForEvent('popup');
  await visitor.getByRole('banner').getByRole('button', { name: 'Se connecter' }).first().click();
  const popup = await popupPromise;
  await popup.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(popup.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await popup.getByLabel('Adresse e-mail').fill(person.email);
  await popup.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(popup.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
  await expect.poll(() => subjectsTo(request, person.email), { timeout: 15_000 }).toContain('Réinitialisation de votre mot de passe');
  await context.close();
});
