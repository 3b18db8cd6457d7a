// The steps of an order in the browser, as the ordering journeys take them: a company whose Kbis can
// be ordered, the record page's order button, the checkout, the provider's hosted page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createCustomerAccount, hydrated, signIn, signInFrom, signUp } from './helpers';

export const SANDBOX = `http://localhost:${8090 + Number(process.env.PORT_BASE || 0)}`;
/** The sandbox's test cards (payment-sandbox/README.md). */
export const CARDS = { accepted: '4970 1000 0000 0014', refused: '4970 1000 0000 0022' };
export const HISTORY = '/espace-personnel/mes-commandes/mon-historique';
/** An electronic Kbis at the mainland's price, for whoever no subscription covers. */
export const KBIS = '3,20\u00A0€';

export interface Company {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

/** A company of the corpus registered at the RCS, with a SIREN and a name: its Kbis can be ordered. */
export async function orderableCompany(request: APIRequestContext, skip = 0): Promise<Company> {
  const list = (await (await request.get('/api/seo/entreprises?limit=50&offset=0')).json()) as { items: Company[] };
  let seen = 0;
  for (const c of list.items.filter((x) => x.denomination && /^\d{9}$/.test(x.numero_identification))) {
    const inscription = await request.get(`/api/entreprises/${c.id}/inscription`);
    if (!inscription.ok()) continue;
    const body = (await inscription.json()) as { items?: { registre: string }[] } | { registre: string }[];
    const items = Array.isArray(body) ? body : (body.items ?? []);
    if (items.some((i) => i.registre === 'RCS') && seen++ >= skip) return c;
  }
  throw new Error('Aucune entreprise immatriculée au RCS dans le corpus');
}

export const recordPath = (c: Company) => `/entreprise/x/${c.numero_identification}/${c.id}`;
export const header = (page: Page) => page.getByRole('banner');

/** The signed-in person's basket, emptied through the API, so that a journey starts from nothing. */
export async function emptyBasket(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const stores = (globalThis as unknown as { __PORTAIL_STORES__: Map<string, { getState(): { jwtToken: { access_token: string } | null } }> }).__PORTAIL_STORES__;
        const token = stores.get('auth')?.getState().jwtToken?.access_token;
        if (!token) return 0;
        const r = await fetch('/api/paniers', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
        if (r.ok) window.dispatchEvent(new CustomEvent('portail:basket:changed', { detail: { v: 1, articleCount: 0 } }));
        return r.status;
      }),
    )
    .toBe(200);
}

/** Pays on the provider's hosted page with `card`, held by `holder`. */
export async function payOnHostedPage(page: Page, card: string, amount: string, holder: string) {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/paiement`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
  await page.getByLabel('Cryptogramme visuel').fill('123');
  await page.getByLabel('Titulaire de la carte').fill(holder);
  await page.getByRole('button', { name: new RegExp(`^Payer`) }).click();
}

/** Adds the Kbis from the record page, then checks the toast and the header's dot. */
export async function addKbis(page: Page, company: Company) {
  await page.goto(recordPath(company));
  await hydrated(page);
  await page.getByRole('button', { name: 'Commander : Kbis' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Ajouté au panier : extrait Kbis de ${company.denomination}` })).toBeVisible();
  await expect(header(page).getByTestId('basket-dot')).toBeVisible();
}

/**
 * A billing address, which a private person's customer account does not hold: the checkout's
 * fields left empty are filled with it.
 */
export const BILLING = { Adresse: '12 rue des Lilas', 'Code postal': '44000', Ville: 'Nantes' } as const;

export async function fillBilling(page: Page) {
  const billing = page.getByRole('group', { name: 'Adresse de facturation' });
  for (const [name, value] of Object.entries(BILLING)) {
    const field = billing.getByRole('textbox', { name, exact: true });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
}

/** From the checkout's first step to the payment step, then pays with `means`. */
export async function checkoutFromCoordinates(page: Page, means: 'Carte bancaire' | 'Portefeuille électronique' = 'Carte bancaire') {
  await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeVisible();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paiement' })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${means}`) }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
}

/** From the basket through the checkout, then pays with `means`. */
export async function checkout(page: Page, means: 'Carte bancaire' | 'Portefeuille électronique') {
  await page.goto('/panier');
  await page.getByRole('link', { name: 'Commander' }).click();
  await checkoutFromCoordinates(page, means);
}


/**
 * A new person's first sign-in, from `page`'s header: it creates their customer account, as a
 * private person.
 */
export async function firstSignIn(page: Page, person: { email: string; password: string }) {
  await hydrated(page);
  await signIn(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), person);
  await createCustomerAccount(page);
}

/**
 * A new person's first sign-in, from the basket's « Se connecter pour commander »: it creates their
 * customer account, as a private person.
 */
export async function firstSignInFromBasket(page: Page, person: { email: string; password: string }) {
  await signInFrom(page, () => page.getByRole('button', { name: 'Se connecter pour commander' }).click(), person);
  await createCustomerAccount(page);
}

/**
 * A new customer orders one filed document (deed, accounts) from a record's « Actes et comptes
 * annuels déposés » region by its button's name, pays by card, and downloads it once the job
 * queue has produced it: its bytes.
 */
export async function orderFiledDocument(
  page: Page,
  company: Company,
  button: string,
  person: { firstName: string; lastName: string; email: string; password: string },
): Promise<Buffer> {
  await signUp(page, person);
  await page.goto(recordPath(company));
  await hydrated(page);
  await page.getByRole('region', { name: 'Actes et comptes annuels déposés' }).getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  await page.goto('/panier');
  await firstSignInFromBasket(page, person);
  await page.goto('/panier');
  await page.getByRole('link', { name: 'Commander' }).click();
  await checkoutFromCoordinates(page);
  await payOnHostedPage(page, CARDS.accepted, '€', `${person.firstName} ${person.lastName}`);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await page.getByRole('link', { name: /^Voir ma commande CMD\d{8}$/ }).click();
  const download = page.getByRole('region', { name: 'Vos documents' }).getByRole('button', { name: /^Télécharger le PDF/ });
  // Produced by the job queue within seconds of the payment; the order's page, loaded again, lists
  // it once the session is back (a loaded machine may take seconds).
  await expect(async () => {
    await page.reload();
    await expect(download).toHaveCount(1, { timeout: 20_000 });
  }).toPass({ timeout: 120_000 });
  const file = page.waitForEvent('download');
  await download.click();
  return readFile(await (await file).path());
}
