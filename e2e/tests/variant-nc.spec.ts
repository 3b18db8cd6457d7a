import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectOwnerHeading } from './helpers';

test('the New Caledonia shell has its own logo and product pages', async ({ page }) => {
  await page.goto('/tarifs');
  await expect(page.getByRole('banner').getByRole('link', { name: /Nouvelle-Calédonie – accueil/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-variant', 'nc');
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#00695c');
  const icon = await page.request.get('/favicon.svg');
  expect(await icon.text()).toContain('fill="#00695c"');
  await page.goto('/contact-nouvelle-caledonie');
  await expectOwnerHeading(page, 'mf-content');
  await page.goto('/mentions-legales-nouvelle-caledonie');
  await expectOwnerHeading(page, 'mf-content');
  await page.goto('/contact-registre');
  await expectOwnerHeading(page, 'shell', /Page introuvable/);
});

test('New Caledonia pages invite a RIDET, pass axe-core and reflow at 320 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByLabel('Rechercher une entreprise, un dirigeant ou un RIDET').first()).toBeVisible();
  await expect(page.getByText(/SIREN ou (un )?SIRET/)).toHaveCount(0);
  await expect(page.locator('.home-figure__number').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  // The pages New Caledonia has its own version or wording of: legal pages, prices, formalities,
  // the debt-status statement and its order page, the basket.
  for (const path of [
    '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=boulangerie',
    '/faq',
    '/nimporte-quoi',
    '/mentions-legales-nouvelle-caledonie',
    '/cgu-cgv',
    '/politique-de-confidentialite-traitement-donnees-personnelles',
    '/qui-sommes-nous',
    '/formalites/nouvelle-caledonie',
    '/kbis-documents/extrait-kbis',
    '/kbis-documents/etat-endettement',
    '/commander-un-etat-endettement',
    '/tarifs',
    '/panier',
  ]) {
    await page.goto(path);
    await expect(page.locator('main [data-remote] h1').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
});
