import { test, expect } from '@playwright/test';
import { PERSON_NAME_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from '@portail/shared/api/companies';
import { SEARCH_RESULTS_PATH } from '@portail/shared/search/companySearch';
import { expectNoAxeViolations, expectOwnerHeading } from './helpers';

// Bad input gets the site's answer in French: an address that does not decode, a search text
// longer than the search accepts.

const MALFORMED = ['/entreprise/%E0%A4%A', '/%'];

test.describe('an address that does not decode', () => {
  for (const path of MALFORMED) {
    test(`${path} is the site's 400 page for a browser`, async ({ request }) => {
      const res = await request.get(path, { headers: { accept: 'text/html' } });
      expect(res.status()).toBe(400);
      expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(html).toContain('<h1 class="page__title">Adresse invalide</h1>');
      expect(html).toContain('<a class="btn btn--primary" href="/">Retour à l’accueil</a>');
    });
  }

  test('the browser shows the page with the site’s styles, and it leads home', async ({ page }) => {
    const res = await page.goto('/entreprise/%E0%A4%A');
    expect(res?.status()).toBe(400);
    await expect(page).toHaveTitle(/^Adresse invalide \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adresse invalide');
    await expect(page.getByText('L’adresse demandée est mal formée')).toBeVisible();
    const home = page.getByRole('link', { name: 'Retour à l’accueil' });
    // Drawn by the shell's stylesheet as the kit's primary button.
    await expect(home).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expectNoAxeViolations(page);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Adresse invalide');
  });
});

test.describe('a search text over its limit', () => {
  test('the advanced search says so, naming the limit, and does not search', async ({ page }) => {
    await page.goto('/recherche-entreprise-dirigeant/recherche-avancee');
    await expectOwnerHeading(page, 'mf-search');
    const form = page.locator('main form.advanced-search');
    await form.getByLabel('Dénomination').fill('b'.repeat(SEARCH_TEXT_MAX_LENGTH + 1));
    await form.getByLabel('Nom', { exact: true }).fill('n'.repeat(PERSON_NAME_MAX_LENGTH + 1));
    await form.getByRole('button', { name: 'Rechercher' }).click();
    const summary = page.getByRole('alert').filter({ hasText: "La recherche n'a pas pu être lancée" });
    await expect(summary).toContainText(`Votre recherche fait ${SEARCH_TEXT_MAX_LENGTH + 1} caractères ; elle est limitée à ${SEARCH_TEXT_MAX_LENGTH}.`);
    await expect(summary).toContainText(`Le nom saisi fait ${PERSON_NAME_MAX_LENGTH + 1} caractères ; il est limité à ${PERSON_NAME_MAX_LENGTH}.`);
    await expect(page).toHaveURL(/recherche-avancee/);
  });

  test('the home search stops at the limit', async ({ page }) => {
    await page.goto('/');
    const box = page.locator('main form.home-search').getByRole('combobox');
    await box.fill('c'.repeat(SEARCH_TEXT_MAX_LENGTH + 40));
    await expect(box).toHaveJSProperty('value', 'c'.repeat(SEARCH_TEXT_MAX_LENGTH));
  });

  test('a results address with too long a phrase says so without asking the API', async ({ page }) => {
    await page.goto(`${SEARCH_RESULTS_PATH}?recherche=entreprises&phrase=${'d'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)}`);
    await expect(page.getByRole('alert').first()).toContainText(`elle est limitée à ${SEARCH_TEXT_MAX_LENGTH}`);
  });

  test('the API refuses it in French with the limit', async ({ request }) => {
    const res = await request.get(`/api/recherche/entreprises_etablissements?phrase=${'e'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)}`);
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe(`Le paramètre phrase est limité à ${SEARCH_TEXT_MAX_LENGTH} caractères.`);
  });
});
