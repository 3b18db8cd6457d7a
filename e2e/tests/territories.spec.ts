import { readFile } from 'node:fs/promises';
import { test, expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../../api/src/testing/pdfText';
import { expectNoAxeViolations, hydrated, OUTBOX_URL, signInFrom, signUp, waitForSite } from './helpers';
import { firstSignInFromBasket, header, orderableCompany, type Company } from './orderingSteps';

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

test.beforeAll(async ({ request }) => waitForSite(request, `${NC}/api/health`, `${SANDBOX}/sante`));

/** As a guest, adds the company's Kbis from its record page on the tab's site. */
async function addKbis(page: Page, origin: string, company: Company) {
  await page.goto(`${origin}/entreprise/x/${company.numero_identification}/${company.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Commander : Kbis' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Ajouté au panier : extrait Kbis de ${company.denomination}` })).toBeVisible();
}

/** The tab's basket page shows one Kbis at `price`, and a total of `price` (« TTC » where a tax is charged: not in New Caledonia). */
async function expectBasket(page: Page, origin: string, price: string) {
  const taxed = origin !== NC;
  await page.goto(`${origin}/panier`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const items = page.getByRole('listitem').filter({ hasText: "Extrait Kbis (extrait d'immatriculation au RCS)" });
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(taxed ? `${price} TTC` : price);
  await expect(page.getByRole('complementary')).toContainText(`${taxed ? 'Total TTC' : 'Total net'}${price}`);
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
async function payByCard(page: Page, company: Company, amount: string, town: { code_postal: string; ville: string }, check: (page: Page) => Promise<void> = async () => undefined) {
  await check(page);
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
  await check(page);
  await page.getByRole('button', { name: /^Payer / }).click();

  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/paiement`));
  await expect(page.getByText(amount).first()).toBeVisible();
  await check(page);
  await page.getByLabel('Numéro de carte').fill(CARD);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
  await page.getByLabel('Cryptogramme visuel').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Élise Moreau');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/panier\/paiement\?session=/);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await check(page);
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
  await firstSignInFromBasket(fr, person);
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

// ---------- The documents and mails of each site's order ----------

/** A New Caledonian company of the corpus, registered with Nouméa's registry under its RIDET (no SIREN): its Kbis can be ordered on that site. */
async function caledonianCompany(request: APIRequestContext): Promise<Company> {
  const list = (await (await request.get(`${NC}/api/seo/entreprises?limit=50&offset=0`)).json()) as { items: Company[] };
  for (const c of list.items.filter((x) => x.denomination && /^\d{7}$/.test(x.numero_identification))) {
    const inscription = await request.get(`${NC}/api/entreprises/${c.id}/inscription`);
    if (!inscription.ok()) continue;
    const body = (await inscription.json()) as { items: { registre: string }[] };
    if (body.items.some((i) => i.registre === 'RCS_NC')) return c;
  }
  throw new Error('Aucune entreprise immatriculée au RCS de Nouméa dans le corpus');
}

/** The hour ("20") of `at` in `timeZone`. */
function hourIn(timeZone: string, at: Date): string {
  const hour = new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', hourCycle: 'h23' }).formatToParts(at).find((p) => p.type === 'hour')!.value;
  return hour.padStart(2, '0');
}

/** The text of the PDF `download` brings, kept with the test's report under `name`. */
async function downloadedText(download: Promise<Download>, name: string): Promise<string> {
  const pdf = await readFile(await (await download).path());
  await test.info().attach(name, { body: pdf, contentType: 'application/pdf' });
  return pdfText(pdf);
}

/** The order's detail page on the tab's site, with the text of its invoice, downloaded from the page. */
async function invoiceOf(page: Page, origin: string, reference: string, name: string): Promise<string> {
  await page.goto(`${origin}${HISTORY}/commande?reference_commande=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${reference}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger la facture / }).click();
  return downloadedText(download, name);
}

/** The text of the order's Kbis, downloaded from its detail page (open) once produced. */
async function kbisOf(page: Page, name: string): Promise<string> {
  const button = page.getByRole('region', { name: 'Vos documents' }).getByRole('button', { name: /^Télécharger le PDF : Extrait Kbis/ });
  // Produced by the job queue within seconds of the payment.
  await expect(async () => {
    await page.reload();
    await expect(button).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await button.click();
  return downloadedText(download, name);
}

interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/** The outbox's mails to `email` about the order `reference`: its confirmation and its documents-ready mail. */
async function orderMails(request: APIRequestContext, email: string, reference: string): Promise<{ confirmation: OutboxMail; ready: OutboxMail }> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => {
      mails = ((await (await request.get(`${OUTBOX_URL}.json`)).json()) as OutboxMail[]).filter((m) => m.recipient === email && m.subject.includes(reference));
      return mails.map((m) => m.subject).sort();
    }, { timeout: 30_000 })
    .toEqual([`Confirmation de votre commande ${reference}`, `Vos documents sont prêts (commande ${reference})`]);
  return { confirmation: mails.find((m) => m.subject.startsWith('Confirmation'))!, ready: mails.find((m) => m.subject.startsWith('Vos documents'))! };
}

/** Words of the mainland's money, tax and clock, which no New Caledonian document or mail may print. */
const MAINLAND_WORDS = [/\bTVA\b/, /\bEUR\b/, /€/, /heure de Paris/, /intracommunautaire/];
/** Words of New Caledonia's, which no mainland one may print. */
const CALEDONIAN_WORDS = [/\bXPF\b/, /\bTGC\b/, /Nouméa/, /Nouvelle-Calédonie/, /francs? CFP/];

/** `text` with its no-break spaces as ordinary ones, as the PDF text helper gives them. */
const spaced = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

function expectNone(text: string, words: RegExp[], what: string) {
  for (const word of words) expect(text, `${what} : ${word}`).not.toMatch(word);
}

test("each site's order has its own invoice, Kbis and mails: francs CFP, TGC and Nouméa time in New Caledonia, euros, VAT and Paris time on the mainland", async ({ page: fr, context, request }) => {
  test.setTimeout(300_000);
  // The documents and mails below are dated between these two instants.
  const start = new Date();
  const mainland = await orderableCompany(request);
  const caledonian = await caledonianCompany(request);
  const ridet = caledonian.numero_identification;
  const person = { firstName: 'Léa', lastName: 'Wamytan', email: `lea.documents.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  await signUp(fr, person);
  const nc = await context.newPage();
  const axe = (page: Page) => expectNoAxeViolations(page);

  // A mainland company's Kbis on the mainland site, a New Caledonian company's on New Caledonia's:
  // every New Caledonian page on the way is checked with axe-core.
  await addKbis(fr, '', mainland);
  await addKbis(nc, NC, caledonian);
  await axe(nc);
  await nc.goto(`${NC}/panier`);
  await expect(nc.getByRole('complementary')).toContainText(`Total net${KBIS.nc}`);
  await axe(nc);

  await expectBasket(fr, '', KBIS.fr);
  await firstSignInFromBasket(fr, person);
  await expectBasket(fr, '', KBIS.fr);
  await toCheckout(fr, person);
  const frOrder = await payByCard(fr, mainland, KBIS.fr, { code_postal: '44000', ville: 'Nantes' });
  await toCheckout(nc, person);
  const ncOrder = await payByCard(nc, caledonian, KBIS.nc, { code_postal: '98800', ville: 'Nouméa' }, axe);
  await nc.goto(`${NC}${HISTORY}`);
  await expect(nc.getByRole('row').filter({ hasText: ncOrder })).toHaveCount(1);
  await axe(nc);

  // The invoices: New Caledonia's in whole francs CFP, the TGC not charged, never a word of VAT or euros.
  const ncInvoice = await invoiceOf(nc, NC, ncOrder, 'facture-nc.pdf');
  await axe(nc);
  expect(ncInvoice).toContain(`Total net ${spaced(KBIS.nc)}`);
  expect(ncInvoice).toContain('TGC : non facturée');
  expect(ncInvoice).not.toMatch(/\d,\d\d XPF/);
  expectNone(ncInvoice, MAINLAND_WORDS, 'facture de Nouvelle-Calédonie');
  const frInvoice = await invoiceOf(fr, '', frOrder, 'facture-fr.pdf');
  expect(frInvoice).toMatch(/TVA \(20 %\) 0,\d\d €/);
  expect(frInvoice).toContain(`Total TTC ${spaced(KBIS.fr)}`);
  expectNone(frInvoice, CALEDONIAN_WORDS, 'facture de métropole');

  // The Kbis: New Caledonia's names Nouméa's registry once, the company by its RIDET, and is dated in Nouméa time.
  const ncKbis = await kbisOf(nc, 'kbis-nc.pdf');
  const after = new Date();
  await axe(nc);
  expect(ncKbis.split('Greffe du tribunal mixte de commerce de Nouméa')).toHaveLength(2);
  expect(ncKbis).toContain(`RIDET ${ridet}`);
  const issued = ncKbis.match(/à jour au \d\d\/\d\d\/\d{4} à (\d\d):\d\d \(heure de Nouméa\)/);
  expect(issued, 'heure de délivrance du Kbis de Nouvelle-Calédonie').not.toBeNull();
  expect([hourIn('Pacific/Noumea', start), hourIn('Pacific/Noumea', after)]).toContain(issued![1]);
  expectNone(ncKbis, MAINLAND_WORDS, 'Kbis de Nouvelle-Calédonie');
  expect(ncKbis).not.toMatch(/SIREN/);
  await fr.goto(`${HISTORY}/commande?reference_commande=${frOrder}`);
  const frKbis = await kbisOf(fr, 'kbis-fr.pdf');
  const frIssued = frKbis.match(/à jour au \d\d\/\d\d\/\d{4} à (\d\d):\d\d \(heure de Paris\)/);
  expect(frIssued, 'heure de délivrance du Kbis de métropole').not.toBeNull();
  expect([hourIn('Europe/Paris', start), hourIn('Europe/Paris', new Date())]).toContain(frIssued![1]);
  expectNone(frKbis, CALEDONIAN_WORDS, 'Kbis de métropole');

  // The mails of each order: the confirmation and the documents-ready mail, in the site's money, tax and clock.
  const ncMails = await orderMails(request, person.email, ncOrder);
  expect(spaced(ncMails.confirmation.text)).toContain(`Total net : ${spaced(KBIS.nc)}`);
  expect(ncMails.confirmation.text).toContain('TGC : non facturée');
  const placed = ncMails.confirmation.text.match(/passée le \d\d\/\d\d\/\d{4} à (\d\d):\d\d \(heure de Nouméa\)/);
  expect(placed, 'heure de la commande de Nouvelle-Calédonie').not.toBeNull();
  expect([hourIn('Pacific/Noumea', start), hourIn('Pacific/Noumea', after)]).toContain(placed![1]);
  expect(ncMails.confirmation.text).toContain('Registre des entreprises de Nouvelle-Calédonie');
  expect(ncMails.ready.text).toContain('Registre des entreprises de Nouvelle-Calédonie');
  for (const mail of [ncMails.confirmation, ncMails.ready]) {
    expect(mail.text).toContain(`${NC}/espace-personnel/`);
    expectNone(`${mail.subject}\n${mail.text}\n${mail.html}`, MAINLAND_WORDS, `courriel « ${mail.subject} »`);
  }
  const frMails = await orderMails(request, person.email, frOrder);
  expect(spaced(frMails.confirmation.text)).toContain(`Total TTC : ${spaced(KBIS.fr)}`);
  expect(spaced(frMails.confirmation.text)).toMatch(/Dont TVA \(20 %\) : 0,\d\d €/);
  expect(frMails.confirmation.text).toMatch(/passée le \d\d\/\d\d\/\d{4} à \d\d:\d\d \(heure de Paris\)/);
  for (const mail of [frMails.confirmation, frMails.ready]) expectNone(`${mail.subject}\n${mail.text}\n${mail.html}`, CALEDONIAN_WORDS, `courriel « ${mail.subject} »`);
});
