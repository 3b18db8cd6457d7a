#!/usr/bin/env node
// Takes the screenshots the video tutorials show (mf-content/scripts/captures/*.png) and the frame
// around what each one points at (captures/cadres.json), by going through the site as a visitor,
// then as the demo customer: search, record, basket, checkout and card payment on the test payment
// provider, the order and its Kbis, the public verification page, the invoices.
//
// Run it against a site started on spare ports with its embedded demo data, then regenerate the
// videos:
//   PORT_BASE=230 node scripts/start.mjs                        (in another terminal)
//   PORT_BASE=230 node mf-content/scripts/capture-tutorial-screens.mjs
//   node mf-content/scripts/make-tutorial-videos.mjs
// It pays one Kbis with the test provider's accepted card: never point it at a real site.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with its French resources, so that the
// browser's own controls (file and date fields) speak French (Debian: chromium-l10n), and
// @playwright/test (a dev dependency).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, 'captures');
const BASE = Number(process.env.PORT_BASE || 0);
const ORIGIN = `http://localhost:${8080 + BASE}`;
const SANDBOX = `http://localhost:${8090 + BASE}`;
/** The picture under the slides' 96 px band: 1280 x 624. */
const VIEWPORT = { width: 1280, height: 624 };
const DEMO_CUSTOMER = { email: 'camille.durand@exemple.fr', password: 'Demo-Registre-2025' };
const ACCEPTED_CARD = '4970 1000 0000 0014';
const HISTORY = '/espace-personnel/mes-commandes/mon-historique';

const frames = {};
const failures = [];

/** The union of the boxes of `locators`, in page coordinates. */
async function boxOf(locators) {
  const boxes = [];
  for (const l of locators) {
    const b = await l.first().evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
    });
    boxes.push(b);
  }
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
}

async function settle(page) {
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Scrolls so that what `locators` cover sits in the middle of the viewport (or 90 px below its top
 * when taller), then saves the viewport as `name` with the frame of those elements.
 */
async function capture(page, name, locators, { settled = false } = {}) {
  try {
    if (!settled) await settle(page);
    await locators[0].first().waitFor({ timeout: 15_000 });
    const box = await boxOf(locators);
    await page.evaluate((top) => window.scrollTo(0, Math.max(0, top)), box.y - Math.max(90, (VIEWPORT.height - box.h) / 2));
    await page.waitForTimeout(400);
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.screenshot({ path: join(OUT, `${name}.png`) });
    const clamp = (v, max) => Math.max(0, Math.min(max, Math.round(v)));
    const x = clamp(box.x, VIEWPORT.width);
    const y = clamp(box.y - scrollY, VIEWPORT.height);
    frames[name] = [x, y, clamp(box.x + box.w, VIEWPORT.width) - x, clamp(box.y - scrollY + box.h, VIEWPORT.height) - y];
    console.log(`${name}.png`, frames[name].join(' '));
  } catch (error) {
    failures.push(name);
    console.error(`${name}: ${error.message.split('\n')[0]}`);
  }
}

/** Answers the consent banner of a new visitor (measurement refused), then closes the notification that confirms it. */
async function answerConsent(page) {
  const refuse = page.getByRole('button', { name: 'Tout refuser' }).first();
  const asked = await refuse.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false);
  if (!asked) return;
  await refuse.click();
  const close = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Fermer la notification' });
  await close.first().waitFor({ timeout: 5_000 }).then(() => close.first().click(), () => undefined);
  await close.first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
}

async function signIn(page, trigger) {
  const popup = page.waitForEvent('popup');
  await trigger();
  const p = await popup;
  await p.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
  await p.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
  const closed = p.waitForEvent('close');
  await p.getByRole('button', { name: 'Se connecter' }).click();
  await closed;
}

/** A company registered at the RCS, whose Kbis can be ordered (as the end-to-end tests choose it). */
async function orderableCompany() {
  const list = await (await fetch(`${ORIGIN}/api/seo/entreprises?limit=50&offset=0`)).json();
  for (const c of list.items.filter((x) => x.denomination && /^\d{9}$/.test(x.numero_identification))) {
    const r = await fetch(`${ORIGIN}/api/entreprises/${c.id}/inscription`);
    if (!r.ok) continue;
    const body = await r.json();
    const items = Array.isArray(body) ? body : (body.items ?? []);
    if (items.some((i) => i.registre === 'RCS')) return c;
  }
  throw new Error('No company registered at the RCS');
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const company = await orderableCompany();
  const word = company.denomination.split(/\s+/)[0];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--lang=fr-FR'], env: { ...process.env, LANGUAGE: 'fr' } });
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: VIEWPORT, locale: 'fr-FR', acceptDownloads: true });
  const page = await context.newPage();
  const main = page.getByRole('main');
  try {
    // Search.
    await page.goto('/');
    await settle(page);
    await answerConsent(page);
    const box = main.getByRole('combobox').first();
    await box.click();
    await box.pressSequentially(word, { delay: 60 });
    await main.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 10_000 });
    await capture(page, 'recherche-rapide', [box, main.getByRole('listbox')], { settled: true });

    await page.goto('/recherche-entreprise-dirigeant/recherche-avancee');
    await capture(page, 'recherche-avancee', [main.getByRole('group', { name: 'Entreprise' })]);

    await page.goto(`/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=${encodeURIComponent(word)}`);
    await settle(page);
    await main.locator('.company-card').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    await capture(page, 'resultats', [main.getByRole('tablist'), main.locator('.company-card').first()], { settled: true });
    await capture(page, 'filtres', [main.getByRole('region', { name: 'Filtres' })], { settled: true });

    // The record and its order panel.
    await page.goto(`/entreprise/x/${company.numero_identification}/${company.id}`);
    await capture(page, 'fiche', [main.locator('h1'), main.getByRole('heading', { name: 'Identité' })]);
    const panel = main.getByRole('region', { name: 'Commander un document' });
    await panel.getByRole('button', { name: 'Commander : Kbis' }).click();
    await page.getByRole('status').filter({ hasText: 'Ajouté au panier' }).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
    await capture(page, 'commander-kbis', [panel], { settled: true });

    // Basket, sign-in, checkout.
    await page.goto('/panier');
    await capture(page, 'panier', [main.locator('.basket-item').first()]);
    await signIn(page, () => main.getByRole('button', { name: 'Se connecter pour commander' }).click());
    await page.waitForURL(/\/panier\/commande$/, { timeout: 20_000 });
    await main.getByRole('heading', { level: 2, name: 'Coordonnées' }).waitFor({ timeout: 15_000 });
    await capture(page, 'coordonnees', [main.locator('h1'), main.getByLabel('Libellé de facturation')], { settled: true });
    await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await main.getByRole('heading', { level: 2, name: 'Paiement' }).waitFor({ timeout: 15_000 });
    const means = main.getByRole('group', { name: 'Moyen de paiement' });
    await means.waitFor({ timeout: 15_000 });
    await means.getByRole('radio', { name: /^Carte bancaire/ }).check();
    await capture(page, 'paiement', [means, main.getByRole('button', { name: /^Payer / })], { settled: true });
    await main.getByRole('button', { name: /^Payer / }).click();
    await page.waitForURL(new RegExp(`^${SANDBOX}/paiement`), { timeout: 20_000 });
    await page.getByLabel('Numéro de carte').fill(ACCEPTED_CARD);
    await page.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
    await page.getByLabel('Cryptogramme visuel').fill('123');
    await page.getByLabel('Titulaire de la carte').fill('Camille Durand');
    await page.getByRole('button', { name: /^Payer/ }).click();
    await page.waitForURL(/\/panier\/paiement\?session=/, { timeout: 30_000 });
    await main.getByRole('heading', { name: 'Paiement accepté' }).waitFor({ timeout: 20_000 });
    const orderLink = main.getByRole('link', { name: /^Voir ma commande / });
    await capture(page, 'confirmation', [main.getByRole('heading', { name: 'Paiement accepté' }), orderLink], { settled: true });
    const reference = (await orderLink.textContent()).match(/CMD\d+/)[0];

    // Personal space: dashboard, history, order, documents.
    await page.goto('/espace-personnel');
    await capture(page, 'espace-personnel', [main.getByRole('navigation', { name: 'Espace personnel' })]);
    await page.goto(HISTORY);
    await capture(page, 'historique', [main.locator('table').first()]);
    await page.goto(`${HISTORY}/commande?reference_commande=${reference}`);
    await settle(page);
    const documents = main.getByRole('region', { name: 'Vos documents' });
    const pdfButton = documents.getByRole('button', { name: /^Télécharger le PDF/ }).first();
    await pdfButton.waitFor({ timeout: 30_000 });
    await capture(page, 'commande', [main.getByRole('heading', { name: 'Documents commandés' }), main.locator('table').first()], { settled: true });
    await capture(page, 'documents', [documents.getByRole('heading', { name: 'Vos documents' }), documents.locator('article').first()], { settled: true });
    const download = page.waitForEvent('download');
    await pdfButton.click();
    const pdf = readFileSync(await (await download).path());
    const codeHref = await documents.locator('a[href^="/verification-document/"]').first().getAttribute('href');

    await page.goto('/espace-personnel/mes-factures');
    await capture(page, 'factures', [main.locator('table').first()]);

    // The public verification page, signed out.
    const visitor = await browser.newContext({ baseURL: ORIGIN, viewport: VIEWPORT, locale: 'fr-FR' });
    const v = await visitor.newPage();
    const vMain = v.getByRole('main');
    await v.goto('/verification-document');
    await answerConsent(v);
    await capture(v, 'verification-formulaire', [vMain.locator('h1'), vMain.getByRole('button', { name: 'Vérifier' })]);
    await v.goto(codeHref);
    await capture(v, 'document-emis', [vMain.locator('.doc-verify__card').first()]);
    const input = vMain.getByLabel("Déposez le PDF que l'on vous a remis, ou choisissez-le");
    await capture(v, 'verifier-fichier', [vMain.locator('.doc-verify__card').nth(1)], { settled: true });
    await input.setInputFiles({ name: 'extrait-kbis.pdf', mimeType: 'application/pdf', buffer: pdf });
    const authentic = v.getByRole('status').filter({ hasText: 'Document authentique' });
    await authentic.waitFor({ timeout: 15_000 });
    await capture(v, 'document-authentique', [authentic], { settled: true });
    await v.goto('/verification-document/7KQ2-M4XP-9TR3-HW6D');
    await capture(v, 'code-inconnu', [vMain.locator('.alert--error').first()]);
    await visitor.close();
  } finally {
    await browser.close();
  }
  const file = join(OUT, 'cadres.json');
  writeFileSync(file, `${JSON.stringify(frames, null, 2)}\n`);
  console.log(`${Object.keys(frames).length} captures; frames in ${file}`);
  if (failures.length) {
    console.error(`Not captured: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
