import { test, expect, type Page } from '@playwright/test';
import { createCustomerAccount, DEMO_CUSTOMER, DEMO_MULTI_ACCOUNT, expectNoAxeViolations, signIn, signUp, waitForSite } from './helpers';

// Sign-in journeys against the embedded identity provider (npm start): the PKCE popup, tokens in
// memory only, silent restore on reload, logout confirmation, account creation with the validation
// link from the outbox, and the choice between several customer accounts.

const DEMO = DEMO_CUSTOMER;
const MULTI = DEMO_MULTI_ACCOUNT;

/** Signs in through the popup, then checks it was asked for as SPEC §4 says. */
async function signInThroughPopup(page: Page, trigger: () => Promise<void>, who: { email: string; password: string }) {
  await signIn(page, trigger, who);
  // SPEC §4: a 600×600 window (Playwright gives popups the context's viewport, so check what was asked).
  expect(await page.evaluate(() => (window as unknown as { __openedWith?: string[] }).__openedWith?.[2])).toMatch(/width=600,height=600/);
}

// The API (and with it the provider) may still be migrating and seeding when the shells answer.
test.beforeAll(async ({ request }) => waitForSite(request));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<Window['open']>) => {
      (window as unknown as { __openedWith?: unknown[] }).__openedWith = args;
      return open(...args);
    };
  });
});

function header(page: Page) {
  return page.getByRole('banner');
}

/** Every value kept in web storage, to check that no token is there. */
async function storageDump(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n');
    return `${dump(window.localStorage)}\n${dump(window.sessionStorage)}`;
  });
}

async function accessTokenInMemory(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stores = (globalThis as unknown as { __PORTAIL_STORES__: Map<string, { getState(): { jwtToken: { access_token: string } | null } }> })
      .__PORTAIL_STORES__;
    return stores.get('auth')?.getState().jwtToken?.access_token ?? null;
  });
}

test('the demo customer signs in through the popup, keeps the session on reload and logs out', async ({ page }) => {
  await page.goto('/tarifs');
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), DEMO);

  const avatar = header(page).getByTestId('header-avatar');
  await expect(avatar).toHaveText(DEMO.initials);
  await expect(header(page).getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  // Back where the sign-in started.
  await expect(page).toHaveURL(/\/tarifs$/);

  // Tokens live in memory only.
  const token = await accessTokenInMemory(page);
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const stored = await storageDump(page);
  expect(stored).not.toContain(token!);
  expect(stored).not.toMatch(/access_token|refresh_token|eyJ/);

  // The footer's account-creation link is for visitors only.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Créer un compte' })).toHaveCount(0);

  // A reload restores the session silently from the provider's session.
  await page.reload();
  await expect(header(page).getByTestId('header-avatar')).toHaveText(DEMO.initials);
  expect(await storageDump(page)).not.toMatch(/eyJ/);

  // Logout asks first; "Non, annuler" keeps the session.
  await header(page).getByRole('button', { name: 'Se déconnecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir vous déconnecter?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Non, annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(header(page).getByTestId('header-avatar')).toBeVisible();

  await header(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, continuer' }).click();
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
  await expect(header(page).getByTestId('header-avatar')).toHaveCount(0);
  expect(await accessTokenInMemory(page)).toBeNull();

  // The provider's session ended too: a reload stays signed out.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
  await page.waitForFunction(() => {
    const stores = (globalThis as unknown as { __PORTAIL_STORES__?: Map<string, { getState(): { restoring: boolean } }> }).__PORTAIL_STORES__;
    return stores?.get('auth')?.getState().restoring === false;
  });
  await expect(header(page).getByTestId('header-avatar')).toHaveCount(0);
});

test('a new visitor creates an account, follows the validation link from the outbox and signs in', async ({ page }) => {
  const email = `nouveau.client.${Date.now()}@exemple.fr`;
  const password = 'Mon-mot-de-passe-2025';
  await signUp(page, { firstName: 'Nina', lastName: 'Lefèvre', email, password });

  await signInThroughPopup(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), { email, password });
  await expect(header(page).getByTestId('header-avatar')).toHaveText('NL');

  // No customer account yet: account creation (SPEC §4).
  await createCustomerAccount(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Nina' })).toBeVisible();
});

test('the mail outbox is never served through the site', async ({ request }) => {
  for (const path of ['/auth/outbox', '/auth/outbox.json', '/auth/outbox/1']) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('jeton=');
  }
});

test('a customer with several accounts chooses one after signing in', async ({ page }) => {
  await page.goto('/connexion');
  await signInThroughPopup(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), MULTI);
  await expect(page).toHaveURL(/\/selection-compte-client$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choix du compte client' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Choisir ce compte : ATELIER MARTIN ET FILS' }).click();
  await expect(page).toHaveURL(/\/espace-personnel$/);
  const selected = await page.evaluate(() => {
    const stores = (globalThis as unknown as { __PORTAIL_STORES__: Map<string, { getState(): { account: { denomination_sociale: string } | null } }> })
      .__PORTAIL_STORES__;
    return stores.get('selectedAccount')?.getState().account?.denomination_sociale ?? null;
  });
  expect(selected).toBe('ATELIER MARTIN ET FILS');
});

test('"Créer un compte" in the popup closes it and opens account creation', async ({ page }) => {
  await page.goto('/tarifs');
  const popupPromise = page.waitForEvent('popup');
  await header(page).getByRole('button', { name: 'Se connecter' }).first().click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Créer un compte' }).click();
  await closed;
  await expect(page).toHaveURL(/\/inscription$/);
  await expect(page.getByRole('form', { name: 'Création de compte' })).toBeVisible();
});

test('the New Caledonia shell runs the same sign-in on its own origin, with the same issuer', async ({ page }) => {
  const nc = `http://localhost:${8081 + Number(process.env.PORT_BASE || 0)}`;
  await page.goto(`${nc}/tarifs`);
  await signInThroughPopup(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), DEMO);
  await expect(header(page).getByTestId('header-avatar')).toHaveText(DEMO.initials);
  const token = await accessTokenInMemory(page);
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString('utf8')) as { iss: string };
  const config = (await (await page.request.get(`${nc}/auth/config`)).json()) as { issuer: string };
  expect(claims.iss).toBe(config.issuer);
  // The API accepts it through the NC shell.
  const res = await page.request.get(`${nc}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ email: DEMO.email });
});
