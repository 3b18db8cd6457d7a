import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectOwnerHeading } from './helpers';
import { ROUTES } from './routes';

export { ROUTES };

for (const route of ROUTES) {
  test(`${route.path} is rendered by ${route.owner}`, async ({ page }) => {
    await page.goto(route.path);
    await expectOwnerHeading(page, route.owner, route.heading);
    await expect(page).toHaveTitle(/\S/);
    // Query parameters are kept.
    const wanted = new URL(route.path, 'http://x');
    expect(new URL(page.url()).search).toBe(wanted.search);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

test('unknown paths show the 404 page', async ({ page }) => {
  const cases: [string, string][] = [
    ['/nimporte-quoi', 'shell'],
    ['/services/a/b/c', 'shell'],
    ['/panier/extra', 'shell'],
    ['/entreprise', 'mf-records'],
    // A remote owns the pages of its route manifest, no more: the shell says it has no such page.
    ['/espace-personnel/inconnu', 'shell'],
    ['/recherche-par-departement/75/47/47.11F/x', 'shell'],
  ];
  for (const [path, owner] of cases) {
    await page.goto(path);
    await expectOwnerHeading(page, owner, /Page introuvable/);
  }
});

test('legacy my-formalities links redirect to the personal space', async ({ page }) => {
  await page.goto('/-/Lien/mmbId/12345/mes-formalites.html');
  await expect(page).toHaveURL(/\/espace-personnel\/mes-formalites$/);
  await expectOwnerHeading(page, 'mf-personal-space');
});

test('each remote also opens standalone on its own origin', async ({ page }) => {
  const base = Number(process.env.PORT_BASE || 0);
  const standalone: [number, string, string][] = [
    [3001, '/recherche-entreprise-dirigeant/recherche-avancee', 'mf-search'],
    [3002, '/fiche-greffe/paris/7501', 'mf-records'],
    [3003, '/tarifs', 'mf-basket'],
    [3004, '/espace-personnel', 'mf-personal-space'],
    [3005, '/faq', 'mf-content'],
  ];
  for (const [port, path, remote] of standalone) {
    await page.goto(`http://localhost:${port + base}${path}`);
    const heading = page.locator(`[data-remote="${remote}"] h1`).first();
    await expect(heading).toBeVisible();
    // The page's own content, with its data: not the error screen.
    await expect(heading).not.toHaveText('Une erreur est survenue');
  }
});
