import { test, expect, type Page } from '@playwright/test';
import { createCustomerAccount, signIn, signUp, waitForSite } from './helpers';

// A new person's first visit over the real site: before their customer account exists, and once it
// does, the header, the personal space, the basket and a company record ask the API nothing it
// refuses (a 409 « no customer account », a 404 for « not monitored »…). The browser's console
// stays free of the failed requests a refusal leaves there.

test.beforeAll(async ({ request }) => waitForSite(request));

/** The API calls the page makes that the API refuses (4xx), as « 409 GET /api/… ». */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400 && response.status() < 500) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
    }
  });
  return refused;
}

/** Opens each path and waits until the page has made its calls. */
async function visit(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/Chargement/)).toHaveCount(0);
  }
}

test('a new person, before and after creating their customer account, makes no call the API refuses', async ({ page }) => {
  test.setTimeout(150_000);
  const person = { firstName: 'Léa', lastName: 'Petit', email: `lea.petit.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  await signUp(page, person);
  const refused = refusedCalls(page);
  await signIn(page, () => page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click(), person);

  // Without a customer account, every page of the space leads to its creation, asking nothing else.
  await expect(page).toHaveURL(/\/inscription$/);
  await visit(page, ['/espace-personnel', '/espace-personnel/mes-surveillances', '/panier', '/']);
  await expect(page).toHaveURL(/\/inscription$/);
  expect(refused).toEqual([]);

  await page.goto('/espace-personnel');
  await createCustomerAccount(page);
  await visit(page, [
    '/espace-personnel',
    '/espace-personnel/mes-surveillances',
    '/espace-personnel/mes-surveillances/mes-revelations',
    '/espace-personnel/mes-factures',
    '/espace-personnel/mon-abonnement',
    '/panier',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  expect(refused).toEqual([]);
});
