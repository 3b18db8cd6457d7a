import { test, expect } from '@playwright/test';
import { expectOwnerHeading } from './helpers';

test('the New Caledonia shell has its own logo and product pages', async ({ page }) => {
  await page.goto('/tarifs');
  await expect(page.getByRole('banner').getByRole('link', { name: /Nouvelle-Calédonie – accueil/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-variant', 'nc');
  await page.goto('/contact-nouvelle-caledonie');
  await expectOwnerHeading(page, 'mf-content');
  await page.goto('/mentions-legales-nouvelle-caledonie');
  await expectOwnerHeading(page, 'mf-content');
  await page.goto('/contact-registre');
  await expectOwnerHeading(page, 'shell', /Page introuvable/);
});
