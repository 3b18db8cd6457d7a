import { test, expect } from '@playwright/test';
import { expectOwnerHeading } from './helpers';

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
