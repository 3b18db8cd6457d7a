import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** The demo customers of the embedded default (README, "Compte de démonstration"). */
export const DEMO_CUSTOMER = { email: 'camille.durand@exemple.fr', password: 'Demo-Registre-2025', initials: 'CD' };
export const DEMO_MULTI_ACCOUNT = { email: 'dominique.martin@exemple.fr', password: 'Demo-Registre-2025' };
