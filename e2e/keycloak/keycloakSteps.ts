// The steps of the identity journeys that differ with Keycloak: its pages in the sign-in popup
// (its own forms and their stable ids), and its mail, read from the SMTP sink.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { createCustomerAccount, hydrated } from '../tests/helpers';
import { linksIn, mailsTo } from './smtpSink';

export const KEYCLOAK = `http://localhost:${process.env.KEYCLOAK_PORT}`;
const MAIL_DIR = process.env.KEYCLOAK_MAIL_DIR!;

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new person (the realm's policy: 12 characters at least, neither the address nor the username). */
export function newPerson(firstName = 'Lucie', lastName = 'Fontaine'): Person {
  return { firstName, lastName, email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@exemple.fr`, password: `Kc-${randomUUID().slice(0, 12)}-2026` };
}

export const header = (page: Page) => page.getByRole('banner');

/** Keycloak's sign-in form, in `popup`: the one difference with the embedded provider's. */
export async function signInAtKeycloak(popup: Page, who: { email: string; password: string }) {
  await expect(popup).toHaveURL(new RegExp(`^${KEYCLOAK}/realms/portail/`));
  await popup.locator('#username').fill(who.email);
  await popup.locator('#password').fill(who.password);
  await popup.locator('#kc-login').click();
}

/** Clicks `trigger` (a « Se connecter » of the site) and signs in at Keycloak in the popup it opens. */
export async function signInThroughPopup(page: Page, trigger: () => Promise<void>, who: { email: string; password: string }) {
  const popupPromise = page.waitForEvent('popup');
  await trigger();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 120_000 });
  await popup.waitForURL(new RegExp(`^${KEYCLOAK}/`), { waitUntil: 'commit', timeout: 60_000 });
  // PKCE: the code is bound to a challenge the shell made (S256), as SPEC §4 and the realm want.
  const asked = new URL(popup.url());
  expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
  expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  await signInAtKeycloak(popup, who);
  await closed;
}

/** The newest link of Keycloak's mail to `to` that carries an action token (address verification, e-mail change). */
export async function actionLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(MAIL_DIR, to);
        // The newest mail's link (its text and HTML parts carry the same one).
        const newest = mails.at(-1);
        link = newest ? linksIn(newest, `${KEYCLOAK}/realms/portail/login-actions/action-token`)[0] : undefined;
        return link ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return link!;
}

/**
 * From /inscription: the account is created at Keycloak (prompt=create) in the popup, the address
 * confirmed with the link Keycloak mails, and the person comes back signed in, to create their
 * customer account (SPEC §4).
 */
export async function signUpAtKeycloak(page: Page, person: Person) {
  await page.goto('/inscription');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  // No form of the embedded provider, which could not work here.
  await expect(page.getByRole('form', { name: 'Création de compte' })).toHaveCount(0);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 120_000 });
  await popup.waitForURL(new RegExp(`^${KEYCLOAK}/`), { waitUntil: 'commit', timeout: 60_000 });
  expect(new URL(popup.url()).searchParams.get('prompt')).toBe('create');
  await popup.locator('#firstName').fill(person.firstName);
  await popup.locator('#lastName').fill(person.lastName);
  await popup.locator('#email').fill(person.email);
  await popup.locator('#password').fill(person.password);
  await popup.locator('#password-confirm').fill(person.password);
  await popup.locator('input[type=submit], button[type=submit]').first().click();
  // Keycloak asks to confirm the address: the link of its mail, followed in the same window, goes on with the sign-in.
  await expect(popup.getByText(person.email).first()).toBeVisible();
  const link = await actionLink(person.email);
  // The window may reach the site's callback, and be closed by it, before the navigation settles.
  void popup.goto(link, { waitUntil: 'commit' }).catch(() => undefined);
  const proceed = popup.getByRole('link', { name: /Cliquez ici pour continuer/ });
  await Promise.race([
    closed,
    proceed
      .waitFor({ timeout: 60_000 })
      .then(() => proceed.click())
      .catch(() => undefined),
  ]);
  await closed;
  await createCustomerAccount(page);
}

/** Opens the provider's window from `trigger` and returns it, with Keycloak asking again for the password when it wants to. */
export async function providerWindow(page: Page, trigger: () => Promise<void>, who: { email: string; password: string }, ready: string): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await trigger();
  const popup = await popupPromise;
  await popup.waitForURL(new RegExp(`^${KEYCLOAK}/`), { waitUntil: 'commit', timeout: 60_000 });
  const form = popup.locator(ready);
  await Promise.race([form.waitFor(), popup.locator('#kc-login').waitFor()]);
  if (!(await form.isVisible())) {
    // A sensitive action after a while: Keycloak asks for the password again.
    await popup.locator('#password').fill(who.password);
    await popup.locator('#kc-login').click();
    await form.waitFor();
  }
  return popup;
}

/**
 * Keycloak's admin REST API, as the realm's administrator (the master realm's, global-setup.ts):
 * what the journeys do at the provider without a browser (people, sessions, the client).
 */
export async function keycloakAdmin() {
  const res = await fetch(`${KEYCLOAK}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: process.env.KEYCLOAK_ADMIN || 'admin', password: process.env.KEYCLOAK_ADMIN_PASSWORD || 'admin' }),
  });
  expect(res.status).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${KEYCLOAK}/admin/realms/portail${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(answer.ok, `${method} ${path}: ${answer.status}`).toBe(true);
    return answer;
  };
  const userId = async (email: string) => {
    const [user] = (await (await call('GET', `/users?email=${encodeURIComponent(email)}&exact=true`)).json()) as Array<{ id: string }>;
    expect(user).toBeDefined();
    return user!.id;
  };
  return {
    /** A person Keycloak knows, address verified, who has never been to the portal. */
    async createUser(person: Person): Promise<void> {
      await call('POST', '/users', {
        username: person.email,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        enabled: true,
        emailVerified: true,
        credentials: [{ type: 'password', value: person.password, temporary: false }],
      });
    },
    /** Ends every session of the person at Keycloak (the administrator's « Se déconnecter »). */
    async logout(email: string): Promise<void> {
      await call('POST', `/users/${await userId(email)}/logout`);
    },
    /** Ends one session at Keycloak (the administrator's « Se déconnecter » on a session). */
    async endSession(sid: string): Promise<void> {
      await call('DELETE', `/sessions/${encodeURIComponent(sid)}`);
    },
    /** The realm's access-token lifespan, seconds (what a client without its own uses). */
    async realmAccessTokenLifespan(): Promise<number> {
      return ((await (await call('GET', '')).json()) as { accessTokenLifespan: number }).accessTokenLifespan;
    },
    /** The portal's client of the realm, to change and put back. */
    async webClient(): Promise<{ id: string; representation: Record<string, unknown> & { attributes?: Record<string, string> } }> {
      const [client] = (await (await call('GET', '/clients?clientId=portail-web')).json()) as Array<Record<string, unknown> & { id: string }>;
      return { id: client!.id, representation: client! };
    },
    async updateClient(id: string, representation: Record<string, unknown>): Promise<void> {
      await call('PUT', `/clients/${id}`, representation);
    },
  };
}

/** The access token the shell holds in memory. */
export async function accessTokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stores = (globalThis as unknown as { __PORTAIL_STORES__: Map<string, { getState(): { jwtToken: { access_token: string } | null } }> }).__PORTAIL_STORES__;
    return stores.get('auth')?.getState().jwtToken?.access_token ?? null;
  });
}

/** A navigation inside the page (single-spa and the routers see it), keeping the session in memory. */
export async function navigateInPage(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** Counts the shell's refreshes of its tokens at Keycloak (grant_type=refresh_token), and their answers. */
export function watchRefreshes(page: Page): { readonly statuses: number[] } {
  const statuses: number[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() === 'POST' && req.url() === `${KEYCLOAK}/realms/portail/protocol/openid-connect/token` && /grant_type=refresh_token/.test(req.postData() ?? '')) {
      statuses.push(res.status());
    }
  });
  return { statuses };
}

/** The shell finished what follows a sign-in (SPEC §4): the person's customer account is selected, and the page is the one to stay on. */
export async function accountSelected(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const stores = (globalThis as unknown as { __PORTAIL_STORES__?: Map<string, { getState(): { account: unknown } }> }).__PORTAIL_STORES__;
    return stores?.get('selectedAccount')?.getState().account != null;
  });
}
