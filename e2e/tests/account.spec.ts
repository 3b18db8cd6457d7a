import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, signIn, signUp, waitForSite } from './helpers';

// Account self-service over the real site: a new person corrects their contact details and finds
// them after a reload, goes through the pages of their customer account, then deletes their
// account, after which signing in with it fails. Keyboard for every action; axe and reflow at
// 320 px on every page of the personal space they visit.

const header = (page: Page) => page.getByRole('banner');

test.beforeAll(async ({ request }) => waitForSite(request));

/** Presses Enter on a control: what a keyboard user does. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press('Enter');
}

test('a new customer edits their details, sees them after a reload, then deletes their account and can no longer sign in', async ({ page }) => {
  test.setTimeout(150_000);
  const person = { firstName: 'Élise', lastName: 'Moreau', email: `elise.moreau.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  await signUp(page, person);
  await signIn(page, () => press(page, page.getByRole('main').getByRole('button', { name: 'Se connecter' })), person);
  await expect(header(page).getByTestId('header-avatar')).toHaveText('ÉM');

  // A first sign-in without a customer account opens account creation (SPEC §4).
  await expect(page).toHaveURL(/\/inscription$/);
  const file = page.getByRole('form', { name: 'Création du compte client' });
  await file.getByLabel('Un particulier').check();
  await file.getByLabel(/J'accepte les/).check();
  await press(page, file.getByRole('button', { name: 'Créer mon compte client' }));
  await expect(page).toHaveURL(/\/post-connexion$/);

  // Contact details: typed, saved, and still there after a reload.
  await page.goto('/espace-personnel/mes-informations');
  const form = page.getByRole('form', { name: 'Mes informations' });
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
  await form.getByLabel('Code postal').fill('44000');
  await form.getByLabel('Ville').fill('Nantes');
  await form.getByLabel('Téléphone mobile').fill('0612345678');
  await press(page, form.getByRole('button', { name: 'Enregistrer mes informations' }));
  await expect(page.getByText('Vos informations ont été enregistrées')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('12 rue des Lilas');
  await expect(form.getByLabel('Ville')).toHaveValue('Nantes');
  await expect(form.getByLabel('Téléphone mobile')).toHaveValue('06 12 34 56 78');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The other pages of the person's space, each checked as it stands for a new customer.
  for (const [path, heading] of [
    ['/espace-personnel', 'Bonjour Élise'],
    ['/espace-personnel/mon-entreprise', 'Mon entreprise'],
    ['/espace-personnel/mon-abonnement', 'Mon abonnement'],
    ['/espace-personnel/mes-formalites', 'Mes formalités'],
    ['/espace-personnel/mes-surveillances', 'Mes surveillances'],
    ['/espace-personnel/mes-surveillances/mes-revelations', 'Mes révélations'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Chargement/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }

  // Deleting the account: the password, a confirmation dialog, then the person is signed out.
  await page.goto('/espace-personnel/suppression-de-mon-compte');
  await expect(page.getByRole('heading', { level: 2, name: 'Ce qui est conservé, et pourquoi' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Mot de passe').fill(person.password);
  await press(page, page.getByRole('button', { name: 'Supprimer mon compte' }));
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Non, garder mon compte' })).toBeFocused();
  await press(page, dialog.getByRole('button', { name: 'Oui, supprimer mon compte' }));
  await expect(page.getByRole('heading', { name: 'Votre compte a été supprimé' }).first()).toBeVisible();
  await expect(header(page).getByTestId('header-avatar')).toHaveCount(0);

  // Signing in again with the same e-mail and password fails.
  const popupPromise = page.waitForEvent('popup');
  await press(page, header(page).getByRole('button', { name: 'Se connecter' }).first());
  const popup = await popupPromise;
  await popup.getByLabel('Adresse e-mail').fill(person.email);
  await popup.getByLabel('Mot de passe').fill(person.password);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(popup.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  await popup.close();
});
