import { test, expect, type Page } from '@playwright/test';
import { consentRefusedState } from '../consentState';
import { createCustomerAccount, expectNoAxeViolations, hydrated } from '../tests/helpers';
import { CARDS, HISTORY, KBIS, addKbis, checkout, orderableCompany, payOnHostedPage } from '../tests/orderingSteps';
import {
  KEYCLOAK,
  accessTokenOf,
  accountSelected,
  actionLink,
  header,
  keycloakAdmin,
  navigateInPage,
  newPerson,
  providerWindow,
  signInAtKeycloak,
  signInThroughPopup,
  signUpAtKeycloak,
  watchRefreshes,
  type Person,
} from './keycloakSteps';

// The identity journeys against a real Keycloak with the project's realm (global-setup.ts): sign-up
// through OpenID Connect prompt=create and the address confirmed from Keycloak's mail, sign-in
// through the PKCE popup, the silent restore, logout, and the self-service of the personal space
// through Keycloak's application-initiated actions: password (other sessions end), e-mail, names,
// and the deletion of the account (which the portal then erases, and after which sign-in fails);
// an access token refused and refreshed once, a session ended at Keycloak while a page is open
// (its back-channel logout), and the account rules after signing in (SPEC §4).

const INFO = '/espace-personnel/mes-informations';
const DELETION = '/espace-personnel/suppression-de-mon-compte';

test.describe.configure({ mode: 'serial' });

let person: Person;

async function signedIn(page: Page) {
  await expect(header(page).getByTestId('header-avatar')).toHaveText(`${person.firstName[0]}${person.lastName[0]}`);
}

/** Signs in from a page through the popup, then opens the (empty) order history of the account. */
async function signInToOrderHistory(page: Page) {
  await page.goto('/tarifs');
  await hydrated(page);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  await signedIn(page);
  await accountSelected(page);
  await navigateInPage(page, HISTORY);
  await expect(page.getByText("Vous n'avez pas encore passé de commande")).toBeVisible();
}

test('a visitor creates an account at Keycloak, confirms the address from its mail, and comes back signed in', async ({ page }) => {
  person = newPerson();
  await signUpAtKeycloak(page, person);
  await signedIn(page);
  await expectNoAxeViolations(page);
});

test('signs in through the popup with PKCE, keeps the session on reload, and logs out after confirming', async ({ page }) => {
  await page.goto('/tarifs');
  await hydrated(page);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  await signedIn(page);
  await expect(page).toHaveURL(/\/tarifs$/);

  // The silent restore (hidden iframe, prompt=none) finds Keycloak's session.
  await page.reload();
  await signedIn(page);

  await header(page).getByRole('button', { name: 'Se déconnecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir vous déconnecter?' });
  await dialog.getByRole('button', { name: /Non/ }).click();
  await signedIn(page);
  await header(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await dialog.getByRole('button', { name: /Oui/ }).click();
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
  // Keycloak's session ended too: a reload restores nothing.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
});

test('the personal space shows only what works with Keycloak, and changes the names there', async ({ page }) => {
  await page.goto(INFO);
  await hydrated(page);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes informations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer mon mot de passe' })).toBeVisible();
  await expect(page.getByLabel(/^Mot de passe actuel/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Changer mon adresse e-mail' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The contact details the portal holds are saved here.
  const form = page.getByRole('form', { name: 'Mes informations' });
  await form.getByRole('textbox', { name: 'Ville', exact: true }).fill('Nantes');
  await form.getByRole('textbox', { name: 'Code postal', exact: true }).fill('44000');
  await form.getByRole('button', { name: 'Enregistrer mes informations' }).click();
  await expect(page.getByText('Vos informations ont été enregistrées')).toBeVisible();

  // The names are Keycloak's: changed in its window, back in the page with the new tokens.
  const popup = await providerWindow(page, () => page.getByRole('button', { name: 'Modifier mon nom et mon prénom' }).click(), person, '#lastName');
  const closed = popup.waitForEvent('close', { timeout: 120_000 });
  person = { ...person, lastName: 'Garnier' };
  await popup.locator('#lastName').fill(person.lastName);
  await popup.locator('input[type=submit], button[type=submit]').first().click();
  await closed;
  await expect(page.getByText('Votre nom et votre prénom ont été enregistrés')).toBeVisible();
  await expect(page.locator('.profile-names')).toHaveText(`${person.firstName} ${person.lastName}`);
  await signedIn(page);
});

test('changes the password at Keycloak: the other sessions end, the old password no longer opens the account', async ({ page, browser }, testInfo) => {
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: consentRefusedState() });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/tarifs');
  await hydrated(elsewhere);
  await signInThroughPopup(elsewhere, () => header(elsewhere).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  await expect(header(elsewhere).getByTestId('header-avatar')).toBeVisible();

  await page.goto(INFO);
  await hydrated(page);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  const popup = await providerWindow(page, () => page.getByRole('button', { name: 'Changer mon mot de passe' }).click(), person, '#password-new');
  const closed = popup.waitForEvent('close', { timeout: 120_000 });
  const old = person.password;
  person = { ...person, password: `${old}-neuf` };
  await popup.locator('#password-new').fill(person.password);
  await popup.locator('#password-confirm').fill(person.password);
  // Keycloak's « Se déconnecter des autres appareils »: the other sessions end.
  await popup.locator('#logout-sessions').check();
  await popup.locator('input[type=submit], button[type=submit]').first().click();
  await closed;
  await expect(page.getByText('Votre mot de passe a été modifié')).toBeVisible();
  await signedIn(page);

  // The other browser's session is over: its reload restores nothing.
  await elsewhere.reload();
  await expect(header(elsewhere).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
  // The old password is refused at Keycloak.
  const popupPromise = elsewhere.waitForEvent('popup');
  await header(elsewhere).getByRole('button', { name: 'Se connecter' }).first().click();
  const signIn = await popupPromise;
  await signInAtKeycloak(signIn, { email: person.email, password: old });
  await expect(signIn.locator('#input-error, .kc-feedback-text, [id^=input-error]').first()).toBeVisible();
  await other.close();
});

test('changes the e-mail address at Keycloak, confirmed from the new address, and the portal follows', async ({ page }) => {
  await page.goto(INFO);
  await hydrated(page);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  const popup = await providerWindow(page, () => page.getByRole('button', { name: 'Changer mon adresse e-mail' }).click(), person, '#email');
  const next = `nouvelle.${person.email}`;
  await popup.locator('#email').fill(next);
  await popup.locator('input[type=submit], button[type=submit]').first().click();
  // Keycloak mails the new address; its link makes the change.
  const link = await actionLink(next);
  if (!popup.isClosed()) await popup.close();
  // The link is followed in the page itself: opening a tab right after the popup closed sometimes
  // found the browser context gone (Chromium).
  await page.goto(link);
  await expect(page.locator('body')).toContainText(/courriel|e-mail|adresse/i);
  person = { ...person, email: next };

  // The next tokens carry the new address: the personal space and the API's copy show it.
  await page.goto(INFO);
  await expect(page.locator('.profile-email')).toHaveText(next);
});

test('an access token the API refuses is refreshed once and the call retried: the page loads', async ({ page, request }) => {
  // Keycloak's access tokens of the portal's client last 10 s for this journey; the page's clock
  // is then held so that the shell's refresh before expiry does not come, and its token expires.
  const admin = await keycloakAdmin();
  const client = await admin.webClient();
  const original = structuredClone(client.representation);
  await admin.updateClient(client.id, { ...original, attributes: { ...original.attributes, 'access.token.lifespan': '10' } });
  try {
    await page.clock.install();
    await signInToOrderHistory(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    // The token the shell holds is now refused by the API (expired), its refresh token still good.
    await expect
      .poll(async () => (await request.get('/api/user', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } })).status(), { timeout: 30_000, intervals: [1_000] })
      .toBe(401);

    const refreshes = watchRefreshes(page);
    const answers: Array<{ url: string; status: number }> = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/api/')) answers.push({ url: res.url(), status: res.status() });
    });
    // The next call of the page: the orders of a period.
    await page.getByLabel('Commandées depuis le').fill('2020-01-01');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page.getByText('Aucune commande sur cette période')).toBeVisible();
    expect(refreshes.statuses).toEqual([200]);
    // Each call refused was answered once it was retried with the new token.
    const refused = answers.flatMap((a, i) => (a.status === 401 ? [i] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const i of refused) expect(answers.slice(i + 1).find((a) => a.url === answers[i]!.url)?.status).toBe(200);
    await signedIn(page);
  } finally {
    // Keycloak merges a client's attributes: sending the original back would keep the 10 s. The
    // lifespan goes back to the realm's (the original had none of its own), or every journey after
    // this one would refresh its tokens every few seconds.
    const lifespan = original.attributes?.['access.token.lifespan'] ?? String(await admin.realmAccessTokenLifespan());
    await admin.updateClient(client.id, { ...original, attributes: { ...original.attributes, 'access.token.lifespan': lifespan } });
    expect((await admin.webClient()).representation.attributes?.['access.token.lifespan']).toBe(lifespan);
  }
});

test('the session ended at Keycloak while a page is open: the next call is refused, the refresh fails, the visitor is told and signed out', async ({ page, request }) => {
  await signInToOrderHistory(page);
  const token = await accessTokenOf(page);
  const { sid } = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sid: string };

  // An administrator ends this session at Keycloak, whose back-channel logout tells the API at
  // once: the access token, valid for minutes more, is refused from then on.
  const refreshes = watchRefreshes(page);
  await (await keycloakAdmin()).endSession(sid);
  await expect.poll(async () => (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).status(), { timeout: 10_000 }).toBe(401);

  await navigateInPage(page, `${HISTORY}?date_debut=2020-01-01`);
  const lost = page.getByRole('dialog', { name: 'Vous avez été déconnecté. Veuillez-vous connecter' });
  await expect(lost).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
  expect(await accessTokenOf(page)).toBeNull();
  expect(refreshes.statuses).toHaveLength(1);
  expect(refreshes.statuses[0]).toBeGreaterThanOrEqual(400);
  await expectNoAxeViolations(page);
});

test('after signing in, a person without a customer account creates one, and a person with several chooses one (SPEC §4)', async ({ page }) => {
  // Someone Keycloak knows who has never been to the portal.
  const newcomer = newPerson('Marc', 'Lemoine');
  await (await keycloakAdmin()).createUser(newcomer);
  await page.goto('/connexion');
  await hydrated(page);
  await signInThroughPopup(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), newcomer);
  await createCustomerAccount(page);

  // A second customer account, for their company.
  const created = await page.evaluate(async (token) => {
    const res = await fetch('/api/signatures/creation_dossier_client', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type_profil: 'PROFESSIONNEL', denomination_sociale: 'MENUISERIE LEMOINE', siren: '', conditions: true }),
    });
    return res.status;
  }, await accessTokenOf(page));
  expect(created).toBe(201);
  await header(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir vous déconnecter?' }).getByRole('button', { name: /Oui/ }).click();
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();

  // Signing in again: the choice between the two accounts.
  await page.goto('/connexion');
  await hydrated(page);
  await signInThroughPopup(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), newcomer);
  await expect(page).toHaveURL(/\/selection-compte-client$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choix du compte client' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Choisir ce compte : MENUISERIE LEMOINE' }).click();
  await expect(page).toHaveURL(/\/espace-personnel$/);
  const selected = await page.evaluate(() => {
    const stores = (globalThis as unknown as { __PORTAIL_STORES__: Map<string, { getState(): { account: { denomination_sociale: string } | null } }> }).__PORTAIL_STORES__;
    return stores.get('selectedAccount')?.getState().account?.denomination_sociale ?? null;
  });
  expect(selected).toBe('MENUISERIE LEMOINE');
});

test('orders and pays a Kbis signed in through Keycloak', async ({ page, request, browser }, testInfo) => {
  // Another person: their own sign-up, customer account and basket.
  const buyer = newPerson('Hugo', 'Meunier');
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: consentRefusedState() });
  const first = await context.newPage();
  await signUpAtKeycloak(first, buyer);
  await context.close();

  const company = await orderableCompany(request);
  await page.goto('/panier');
  await hydrated(page);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), buyer);
  await addKbis(page, company);
  await checkout(page, 'Carte bancaire');
  await payOnHostedPage(page, CARDS.accepted, KBIS, `${buyer.firstName} ${buyer.lastName}`);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await page.goto(HISTORY);
  const rows = page.getByRole('table', { name: 'Mes commandes' }).getByRole('row').filter({ hasText: /CMD\d{8}/ });
  await expect(rows).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('deletes the account at Keycloak: the portal erases its side, and signing in fails afterwards', async ({ page }) => {
  await page.goto(DELETION);
  await hydrated(page);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppression de mon compte' })).toBeVisible();
  await expect(page.getByLabel(/^Mot de passe/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' }).getByRole('button', { name: 'Oui, supprimer mon compte' });
  const popup = await providerWindow(page, () => confirm.click(), person, '#kc-deleteaccount-form');
  await popup.locator('#kc-submit').click();
  await expect(popup.locator('body')).toContainText(/supprimé/i);
  // Keycloak's last page has nowhere to go back to: the person closes it.
  await popup.close();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre compte a été supprimé' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();

  // Keycloak no longer knows the person.
  const popupPromise = page.waitForEvent('popup');
  await header(page).getByRole('button', { name: 'Se connecter' }).first().click();
  const signIn = await popupPromise;
  await signInAtKeycloak(signIn, person);
  await expect(signIn.locator('[id^=input-error], .kc-feedback-text').first()).toBeVisible();
  await expect(signIn).toHaveURL(new RegExp(`^${KEYCLOAK}/`));
});
