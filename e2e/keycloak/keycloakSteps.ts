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
