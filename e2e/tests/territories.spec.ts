import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hydrated, signUp, waitForSite } from './helpers';

// One customer on both sites at once, in two tabs of one browser: the mainland site (:8080) and New
// Caledonia's (:8081), on the same host, so their cookies are shared. Each site keeps its own
// basket, in its own currency, from the guest's first article through sign-in, the checkout and
// the card payment on the provider's hosted page, to the order in the personal space: nothing of
// one site's basket shows up on, is priced by, or is paid from the other.

const S = '\u00A0';
const PORT_BASE = Number(process.env.PORT_BASE || 0);
const NC = `http://localhost:${8081 + PORT_BASE}`;
const SANDBOX = `http://localhost:${8090 + PORT_BASE}`;
const CARD = '4970 1000 0000 0014';
const HISTORY = '/espace-personnel/mes-commandes/mon-historique';
/** A Kbis sent electronically: 3,20 € with VAT on the mainland, 319 XPF without VAT in New Caledonia. */
const KBIS = { fr: `3,20${S}€`, nc: `319${S}XPF` };

interface Company {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

test.beforeAll(async ({ request }) => waitForSite(request, `${NC}/api/health`, `${SANDBOX}/sante`));

/** A company of the corpus registered at the RCS, with a SIREN and a name: its Kbis can be ordered. */
async function orderableCompany(request: APIRequestContext): Promise<Company> {
  const list = (await (await request.get('/api/seo/entreprises?limit=50&offset=0')).json()) as { items: Company[] };
  for (const c of list.items.filter((x) => x.denomination && /^\d{9}$/.test(x.numero_identification))) {
    const inscription = await request.get(`/api/entreprises/${c.id}/inscription`);
    if (!inscription.ok()) continue;
    const body = (await inscription.json()) as { items?: { registre: string }[] } | { registre: string }[];
    const items = Array.isArray(body) ? body : (body.items ?? []);
    if (items.some((i) => i.registre === 'RCS')) return c;
  }
  throw new Error('Aucune entreprise immatriculée au RCS dans le corpus');
}

const header = (page: Page) => page.getByRole('banner');

/** As a guest, adds the company's Kbis from its record page on the tab's site. */
async function addKbis(page: Page, origin: string, company: Company) {
  await page.goto(`${origin}/entreprise/x/${company.numero_identification}/${company.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Commander : Kbis' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Ajouté au panier : extrait Kbis de ${company.denomination}` })).toBeVisible();
}

/** The tab's basket page shows one Kbis at `price`, and a total of `price`. */
async function expectBasket(page: Page, origin: string, price: string) {
  await page.goto(`${origin}/panier`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const items = page.getByRole('listitem').filter({ hasText: "Extrait Kbis (extrait d'immatriculation au RCS)" });
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`${price} TTC`);
  await expect(page.getByRole('complementary')).toContainText(`Total TTC${price}`);
}

/**
 * Clicks `trigger` and signs in inside the popup it opens; the identity provider, whose session
 * both sites share, may close the popup at once without asking again.
 */
async function signInFrom(page: Page, trigger: () => Promise<void>, who: { email: string; password: string }) {
  const popupPromise = page.waitForEvent('popup');
  await trigger();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  const email = popup.getByLabel('Adresse e-mail');
  await Promise.race([closed, email.waitFor()]);
  if (popup.isClosed()) return;
  await email.fill(who.email);
  await popup.getByLabel('Mot de passe').fill(who.password);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await closed;
}

/** From the basket page (guest or signed in) to the checkout's first step, signed in. */
async function toCheckout(page: Page, who: { email: string; password: string }) {
  const signInButton = page.getByRole('button', { name: 'Se connecter pour commander' });
  const orderLink = page.getByRole('link', { name: 'Commander' });
  await expect(signInButton.or(orderLink)).toBeVisible();
  if (await signInButton.isVisible()) await signInFrom(page, () => signInButton.click(), who);
  else await orderLink.click();
  await expect(page).toHaveURL(/\/panier\/commande$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeVisible();
}

/** Fills a field of the checkout that the account does not fill already. */
async function fillIfEmpty(field: Locator, value: string) {
  if ((await field.inputValue()) === '') await field.fill(value);
}

/** The checkout's two steps (billing address in `town`), then the card payment on the provider's page for `amount`. */
async function payByCard(page: Page, company: Company, amount: string, town: { code_postal: string; ville: string }) {
  await fillIfEmpty(page.getByLabel('Libellé de facturation'), 'ÉLISE MOREAU');
  const billing = page.getByRole('group', { name: 'Adresse de facturation' });
  await fillIfEmpty(billing.getByRole('textbox', { name: 'Adresse', exact: true }), '12 rue des Lilas');
  await fillIfEmpty(billing.getByRole('textbox', { name: 'Code postal' }), town.code_postal);
  await fillIfEmpty(billing.getByRole('textbox', { name: 'Ville' }), town.ville);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paiement' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: company.denomination! })).toHaveCount(1);
  await page.getByRole('radio', { name: /^Carte bancaire/ }).check();
  await expect(page.getByRole('button', { name: /^Payer / })).toHaveText(`Payer ${amount}`);
  await page.getByRole('button', { name: /^Payer / }).click();

  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/paiement`));
  await expect(page.getByText(amount).first()).toBeVisible();
  await page.getByLabel('Numéro de carte').fill(CARD);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
  await page.getByLabel('Cryptogramme visuel').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Élise Moreau');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/panier\/paiement\?session=/);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  return (await page.getByRole('link', { name: /^Voir ma commande CMD\d{8}$/ }).textContent())!.match(/CMD\d{8}/)![0];
}

/** The tab's order history lists `reference` alone, at `amount`, and names the tab's site. */
async function expectHistory(page: Page, origin: string, reference: string, amount: string, site: RegExp) {
  await page.goto(`${origin}${HISTORY}`);
  const rows = page.getByRole('table', { name: 'Mes commandes' }).getByRole('row').filter({ hasText: /CMD\d{8}/ });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(reference);
  await expect(rows.first()).toContainText(amount);
  await expect(page.locator('.territory-scope')).toContainText(site);
}

test('one customer in two tabs keeps a basket per site, in its currency, through sign-in, checkout and card payment', async ({ page: fr, context, request }) => {
  test.setTimeout(240_000);
  const company = await orderableCompany(request);
  const person = { firstName: 'Élise', lastName: 'Moreau', email: `elise.territoires.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  await signUp(fr, person);
  const nc = await context.newPage();

  // As a guest, the same Kbis in each tab: a basket per site, each in its own currency.
  await addKbis(fr, '', company);
  await addKbis(nc, NC, company);
  await expectBasket(fr, '', KBIS.fr);
  await expectBasket(nc, NC, KBIS.nc);

  // Signing in on the mainland site: a first sign-in creates the customer account, then the
  // mainland guest basket joins the account's; New Caledonia's stays where it was.
  await signInFrom(fr, () => fr.getByRole('button', { name: 'Se connecter pour commander' }).click(), person);
  await expect(fr).toHaveURL(/\/inscription$/);
  const file = fr.getByRole('form', { name: 'Création du compte client' });
  await file.getByLabel('Un particulier').check();
  await file.getByLabel(/J'accepte les/).check();
  await file.getByRole('button', { name: 'Créer mon compte client' }).click();
  await expect(fr).toHaveURL(/\/post-connexion$/);
  await expectBasket(fr, '', KBIS.fr);
  await expectBasket(nc, NC, KBIS.nc);

  // Signed in on New Caledonia's site too: its basket is its own, still in francs CFP.
  await toCheckout(nc, person);
  await expectBasket(nc, NC, KBIS.nc);
  await expectBasket(fr, '', KBIS.fr);

  // The mainland order is paid in euros; New Caledonia's basket keeps its Kbis.
  await toCheckout(fr, person);
  const frOrder = await payByCard(fr, company, KBIS.fr, { code_postal: '44000', ville: 'Nantes' });
  await expect(header(fr).getByTestId('basket-dot')).toHaveCount(0);
  await expectBasket(nc, NC, KBIS.nc);

  // Then New Caledonia's, in francs CFP.
  await toCheckout(nc, person);
  const ncOrder = await payByCard(nc, company, KBIS.nc, { code_postal: '98800', ville: 'Nouméa' });
  expect(ncOrder).not.toBe(frOrder);

  // Each site's history holds its own order, in its own currency, and says which site it is.
  await expectHistory(fr, '', frOrder, KBIS.fr, /« Registre des entreprises », en euros \(EUR\)/);
  await expectHistory(nc, NC, ncOrder, KBIS.nc, /« Registre des entreprises de Nouvelle-Calédonie », en francs CFP \(XPF\)/);
});
