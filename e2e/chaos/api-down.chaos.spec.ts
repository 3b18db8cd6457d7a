import { test, expect } from '@playwright/test';
import { ROUTES } from '../tests/routes';

// The API is down (nothing answers on its port, see site-without-api.mjs): every page still shows
// a heading and, under it, either its own content (editorial pages, forms, the sign-in prompt of
// the personal space) or a French error message — never an empty main area. Pages rendered on the
// server whose data the API could not give fall back to the browser's render, which shows the
// error state.

const UNAVAILABLE = /momentanément indisponible|n'ont pas pu être chargées|Une erreur est survenue/;

for (const route of ROUTES) {
  test(`API down: ${route.path} shows a heading and its content or an error`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status(), 'the shell answers without the API').toBeLessThan(500);
    const main = page.locator('main');
    const h1 = main.locator('h1').first();
    await expect(h1).toBeVisible();
    await expect(h1).toHaveText(/\S/);
    // Something under the heading: content or an explanation, not a blank page with a title.
    await expect.poll(async () => (await main.innerText()).replace(/\s+/g, ' ').trim().length - (await h1.innerText()).length).toBeGreaterThan(20);
    // The error screen, when shown, says why in French and offers to try again.
    if ((await h1.innerText()).trim() === 'Une erreur est survenue') {
      await expect(main.getByText(UNAVAILABLE).first()).toBeVisible();
      await expect(main.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    }
  });
}

test('API down: the error states are shown where the page needs the API', async ({ page }) => {
  // Pages that cannot be shown without the API's data: the error screen or an error alert.
  for (const path of ['/tarifs', '/entreprise/boulangerie-dupont/552100554/1', '/recherche-par-departement/75']) {
    await page.goto(path);
    await expect(page.locator('main').getByText(UNAVAILABLE).first()).toBeVisible();
  }
});
