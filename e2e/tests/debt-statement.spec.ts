import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, waitForSite } from './helpers';

// Ordering a debt-status statement over the real site (npm start), as a visitor without an account:
// from the editorial page about the statement to the order page, the debtor searched, the statement
// chosen among those the site's price grid sells, and the basket holding it at the price shown.

interface Company {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

const ORDER_PAGE = '/commander-un-etat-endettement';

test.beforeAll(async ({ request }) => waitForSite(request));

/** A company of the corpus with a SIREN and a name. */
async function companyWithSiren(request: APIRequestContext): Promise<Company & { denomination: string }> {
  const list = (await (await request.get('/api/seo/entreprises?limit=50&offset=0')).json()) as { items: Company[] };
  const found = list.items.find((c): c is Company & { denomination: string } => c.denomination !== null && /^\d{9}$/.test(c.numero_identification));
  if (!found) throw new Error('Aucune entreprise du corpus avec un SIREN et une dénomination');
  return found;
}

/** The price the order page shows for the statement chosen: "4,49 € TTC". */
async function shownPrice(page: Page): Promise<string> {
  const text = (await page.getByText(/^Prix :/).textContent()) ?? '';
  const price = /^Prix : (.+? TTC)/.exec(text.replace(/\s+/g, ' '))?.[1];
  expect(price, text).toBeTruthy();
  return price!;
}

test('a visitor orders the Treasury-only statement of a company found by its SIREN and finds it in the basket at the price shown', async ({ page, request }) => {
  const company = await companyWithSiren(request);

  await page.goto('/kbis-documents/etat-endettement');
  await page.getByRole('link', { name: "Commandez l'état d'endettement en ligne" }).click();
  await expect(page).toHaveURL(new RegExp(`${ORDER_PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: "Commander un état d'endettement" })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Recherche du débiteur' });
  await form.getByLabel(/Numéro SIREN du débiteur/).fill(company.numero_identification);
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('button', { name: `Choisir ce débiteur : ${company.denomination}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: "2. Choisissez l'état" })).toBeFocused();

  const choices = page.getByRole('group', { name: 'État demandé' });
  // Both statements of the grid can be ordered for a company of the registry.
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expect(choices.getByRole('radio', { disabled: true })).toHaveCount(0);
  await choices.getByRole('radio', { name: /privilège du Trésor/ }).check();
  const label = ((await choices.locator('.choice-list__option.is-checked .choice-list__label').textContent()) ?? '').trim();
  const price = await shownPrice(page);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Ajouté au panier : ${label}, ${company.denomination}.` })).toBeVisible();
  await page.getByRole('link', { name: 'Voir le panier' }).click();

  await expect(page).toHaveURL(/\/panier$/);
  const item = page.locator('.basket-item').filter({ has: page.getByRole('heading', { level: 3, name: label }) });
  await expect(item).toHaveCount(1);
  await expect(item.locator('.basket-item__price')).toHaveText(`Prix : ${price}`);
});

test('a visitor orders the Treasury-only statement of the debtors whose name approaches the one typed', async ({ page }) => {
  const name = 'Débiteur inconnu du registre';
  await page.goto(ORDER_PAGE);
  const form = page.getByRole('form', { name: 'Recherche du débiteur' });
  await form.getByRole('radio', { name: 'Son nom ou sa dénomination' }).check();
  await form.getByLabel(/Nom ou dénomination du débiteur/).fill(name);
  await form.getByLabel('Code postal (facultatif)').fill('75009');
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('button', { name: `Choisir les débiteurs dont le nom approche « ${name} »` }).click();

  const choices = page.getByRole('group', { name: 'État demandé' });
  const tresor = choices.getByRole('radio', { name: /privilège du Trésor/ });
  await expect(tresor).toBeEnabled();
  await tresor.check();
  const label = ((await choices.locator('.choice-list__option.is-checked .choice-list__label').textContent()) ?? '').trim();
  expect(label).toMatch(/privilège du Trésor/);
  const price = await shownPrice(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Ajouté au panier/ })).toBeVisible();
  await page.getByRole('link', { name: 'Voir le panier' }).click();

  await expect(page.getByText(`Débiteurs dont la dénomination approche « ${name} » (code postal 75009).`)).toBeVisible();
  const item = page.locator('.basket-item').filter({ has: page.getByRole('heading', { level: 3, name: label }) });
  await expect(item.locator('.basket-item__price')).toHaveText(`Prix : ${price}`);
});
