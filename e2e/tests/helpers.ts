import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portail/shared/auth/profile';

/** The page heading rendered by the owner of the current route. */
export async function expectOwnerHeading(page: Page, owner: string, heading?: RegExp) {
  const h1 = page.locator(`main [data-remote="${owner}"] h1`).first();
  await expect(h1).toBeVisible();
  if (heading) await expect(h1).toHaveText(heading);
  // Exactly one owner renders into the main area.
  const filled = await page.locator('main [data-remote]').evaluateAll((els) =>
    els.filter((e) => e.querySelector('h1')).map((e) => e.getAttribute('data-remote')),
  );
  expect(filled).toEqual([owner]);
}

/**
 * The page's server-rendered markup has been taken over by its remote (hydrated): its buttons and
 * fields now answer. Markup sent by the server looks ready before its scripts have run.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
}

/** axe-core finds nothing on the page, with its whole default rule set (best practices included). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Nothing scrolls sideways at `width` CSS pixels (WCAG 1.4.10 reflow: 320 px). Restores the
 * viewport afterwards.
 */
export async function expectNoSidewaysScroll(page: Page, width = 320) {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 720 });
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && el.getClientRects().length > 0)
      .filter((el) => !el.closest('.visually-hidden, [aria-hidden="true"]'))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`);
    return { by: root.scrollWidth - root.clientWidth, wide };
  });
  if (before) await page.setViewportSize(before);
  expect(overflow.by, `défilement horizontal à ${width} px (${overflow.wide.join(', ')})`).toBe(0);
}

/**
 * Nothing of `part` reaches past the window at 320 CSS pixels (WCAG 1.4.10 reflow), wherever it is
 * on the page, whatever the page's other sections do (they have their own journeys).
 */
export async function expectPartReflows(page: Page, part: Locator) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await part.scrollIntoViewIfNeeded();
  const wide = await part.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden, [aria-hidden="true"], thead'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`),
  );
  if (before) await page.setViewportSize(before);
  expect(wide, 'dépasse la fenêtre à 320 px').toEqual([]);
}

/** The outbox viewer of the embedded default: loopback only, on its own port, never through a shell. */
export const OUTBOX_URL = `http://localhost:${8025 + Number(process.env.PORT_BASE || 0)}/outbox`;

/** Clicks `trigger`, signs in inside the popup it opens, and waits for the popup to close. */
export async function signIn(page: Page, trigger: () => Promise<void>, who: { email: string; password: string }) {
  const popupPromise = page.waitForEvent('popup');
  await trigger();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Connexion à votre espace' })).toBeVisible();
  await popup.getByLabel('Adresse e-mail').fill(who.email);
  await popup.getByLabel('Mot de passe').fill(who.password);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await closed;
}

/**
 * Clicks `trigger` and signs in inside the popup it opens; the identity provider, whose session
 * may already be open (another site, another tab), may close the popup at once without asking.
 */
export async function signInFrom(page: Page, trigger: () => Promise<void>, who: { email: string; password: string }) {
  const popupPromise = page.waitForEvent('popup');
  await trigger();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  const email = popup.getByLabel('Adresse e-mail');
  await Promise.race([closed, email.waitFor()]);
  if (popup.isClosed()) return;
  await email.fill(who.email);
  await popup.getByLabel('Mot de passe').fill(who.password);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await closed;
}

/**
 * After a person's first sign-in, on /inscription (SPEC §4): creates their customer account, as a
 * private person, and lands on /post-connexion.
 */
export async function createCustomerAccount(page: Page) {
  await expect(page).toHaveURL(/\/inscription$/);
  const file = page.getByRole('form', { name: 'Création du compte client' });
  await file.getByLabel('Un particulier').check();
  await file.getByLabel(/J'accepte les/).check();
  await file.getByRole('button', { name: 'Créer mon compte client' }).click();
  await expect(page).toHaveURL(/\/post-connexion$/);
}

/** The demo customers of the embedded default (README, "Compte de démonstration"). */
export const DEMO_CUSTOMER = { email: 'camille.durand@exemple.fr', password: DEMO_PASSWORD, initials: 'CD' };
export const DEMO_MULTI_ACCOUNT = { email: 'dominique.martin@exemple.fr', password: DEMO_PASSWORD };

/**
 * The operators' endpoints (/api/exploitation) of the site the tests start: the test
 * configuration gives the API its staff token (playwright.config.ts). They answer on the API's own
 * address, never through the site (whose servers refuse those paths).
 */
export const STAFF_HEADERS = { authorization: `Bearer ${process.env.STAFF_API_TOKEN ?? ''}` };
export const OPERATIONS_URL = `http://127.0.0.1:${3000 + Number(process.env.PORT_BASE || 0)}/api/exploitation`;

/**
 * A new person creates an account on /inscription and follows the validation link the outbox
 * holds; the page then offers to sign in.
 */
export async function signUp(page: Page, person: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/inscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Création de compte' });
  await form.getByLabel('Prénom').fill(person.firstName);
  await form.getByLabel(/^Nom\b/).fill(person.lastName);
  await form.getByLabel('Adresse e-mail').fill(person.email);
  await form.getByLabel(/^Mot de passe/).fill(person.password);
  await form.getByLabel('Confirmation du mot de passe').fill(person.password);
  await form.getByLabel(/J'accepte les/).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(`Un courriel de validation a été envoyé à ${person.email}.`)).toBeVisible();

  // The embedded default keeps mail in an outbox, read on its own loopback port.
  await page.goto(OUTBOX_URL);
  await page.getByRole('row', { name: new RegExp(person.email.replace(/\./g, '\\.')) }).getByRole('link', { name: 'Validez votre adresse e-mail' }).click();
  await page.getByRole('link', { name: /\/inscription-validation\?jeton=/ }).click();
  await expect(page).toHaveURL(/\/inscription-validation\?jeton=/);
  await expect(page.getByText('Votre adresse e-mail est validée. Vous pouvez maintenant vous connecter.')).toBeVisible();
}

/** Waits until the site answers, sign-in included (its first start seeds the corpus), then until each of `also` answers too. */
export async function waitForSite(request: APIRequestContext, ...also: string[]): Promise<void> {
  await expect
    .poll(async () => (await request.get('/auth/config').catch(() => null))?.status() ?? 0, { timeout: 180_000, intervals: [500, 1000, 2000] })
    .toBe(200);
  for (const url of also) await expect.poll(async () => (await request.get(url).catch(() => null))?.status() ?? 0, { timeout: 60_000 }).toBe(200);
}
