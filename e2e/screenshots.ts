/**
 * `npm run screenshots`: captures the main pages of both variants at 390 and 1366 px into
 * `screenshots/` (ignored by git). Uses the site on PORT_BASE when one answers, otherwise starts it
 * and stops it at the end. Entities are found through the API, never hard-coded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from './tests/helpers';
import { consentRefusedState } from './consentState';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'screenshots');
const base = Number(process.env.PORT_BASE || 0);
const VARIANTS = { fr: `http://localhost:${8080 + base}`, nc: `http://localhost:${8081 + base}` } as const;
const WIDTHS = [390, 1366] as const;

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function ensureSite(): Promise<ChildProcess | null> {
  for (let i = 0; i < 3; i++) {
    if (await answers(`${VARIANTS.fr}/api/health`)) return null;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log('Démarrage du site…');
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, stdio: 'ignore', detached: true });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (await answers(`${VARIANTS.fr}/api/health`)) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('Le site ne répond pas après 5 minutes');
}

interface Subject {
  record: string;
}

/** A named company with establishments and an executive, as the API lists them. */
async function findSubject(origin: string): Promise<Subject> {
  const list = (await (await fetch(`${origin}/api/seo/entreprises?limit=50&offset=0`)).json()) as {
    items: { id: number; numero_identification: string; denomination: string | null }[];
  };
  const company = list.items.find((c) => c.denomination) ?? list.items[0];
  if (!company) throw new Error('Aucune entreprise dans la base');
  return { record: `/entreprise-societe/fiche-${company.numero_identification}` };
}

/**
 * Scrolls down a window's height at a time, as a reader does, then back to the top: the sections
 * that load as they come near the window (the record's network and charts) are in the picture.
 */
async function scrollThrough(page: Page) {
  const step = page.viewportSize()?.height ?? 800;
  for (let y = step; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits for the page's content (its h1, the sections loaded on approach, no loading skeleton) before the picture. */
async function settle(page: Page) {
  await page.locator('main [data-remote] h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await scrollThrough(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(`${name}.png${overflow > 0 ? `  (défile de ${overflow} px sur le côté)` : ''}`);
}

async function signIn(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).first().click();
  const popup = await popupPromise;
  await popup.getByLabel('Adresse e-mail').fill(DEMO_CUSTOMER.email);
  await popup.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await closed;
  // The code is exchanged once the popup has closed: leaving the page before would lose the session.
  await page.getByRole('banner').getByTestId('header-avatar').waitFor({ timeout: 15_000 }).catch(() => undefined);
}

async function variantPages(browser: Browser, variant: keyof typeof VARIANTS, width: number) {
  const origin = VARIANTS[variant];
  const subject = await findSubject(origin);
  const context = await browser.newContext({ baseURL: origin, viewport: { width, height: width < 700 ? 844 : 900 }, storageState: consentRefusedState() });
  const page = await context.newPage();
  const name = (page: string) => `${variant}-${page}-${width}`;

  await page.goto('/');
  await shoot(page, name('accueil'));

  await page.goto('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=boulangerie');
  await shoot(page, name('resultats'));

  await page.goto(subject.record);
  await shoot(page, name('entreprise'));
  const establishment = await page.locator('a[href^="/etablissement/"]').first().getAttribute('href');
  const executive = await page.locator('a[href^="/dirigeant/"]').first().getAttribute('href');
  const registry = await page.locator('a[href^="/fiche-greffe/"]').first().getAttribute('href');
  await page.locator('main').getByRole('button', { name: /^Commander : Kbis/ }).first().click().catch(() => undefined);

  if (establishment) {
    await page.goto(establishment);
    await shoot(page, name('etablissement'));
  }
  if (executive) {
    await page.goto(executive);
    await shoot(page, name('dirigeant'));
  }
  if (registry) {
    await page.goto(registry);
    await shoot(page, name('greffe'));
  }
  await page.goto('/panier');
  await shoot(page, name('panier'));
  const product = variant === 'fr' ? 'registre' : 'nouvelle-caledonie';
  for (const [path, label] of [
    ['/faq', 'faq'],
    ['/actualites', 'actualites'],
    ['/actualites/registre-national-des-entreprises', 'actualite'],
    ['/dossiers-thematiques/creer-son-entreprise', 'dossier'],
    ['/dossiers-thematiques/creer-son-entreprise/choisir-sa-forme-juridique/sas-ou-sarl', 'dossier-article'],
    ['/guide-des-formalites/sas-sasu', 'guide'],
    ['/tutoriels-videos/commander-un-extrait-kbis', 'tutoriel-video'],
    ['/kbis-documents/comptes-annuels', 'comptes-annuels'],
    [`/mentions-legales-${product}`, 'mentions-legales'],
    [`/contact-${product}`, 'contact'],
    ['/plan-du-site', 'plan-du-site'],
  ] as const) {
    await page.goto(path);
    await shoot(page, name(label));
  }
  await page.goto('/cette-page-nexiste-pas');
  await shoot(page, name('404'));

  await page.goto('/tarifs');
  await settle(page);
  await signIn(page);
  await page.goto('/espace-personnel');
  const signedIn = await page
    .getByRole('region', { name: 'Dernières commandes' })
    .waitFor({ timeout: 15_000 })
    .then(() => true, () => false);
  if (!signedIn) console.log(`${name('espace-personnel')} : connexion refusée (limite de tentatives ?), page prise hors connexion`);
  await shoot(page, name('espace-personnel'));
  if (signedIn) {
    // The latest delivered order, its documents, and the public page of its Kbis' code.
    await page.goto('/espace-personnel/mes-commandes/mon-historique');
    const order = await page.getByRole('row').filter({ hasText: 'Livrée' }).first().getByRole('link').first().getAttribute('href').catch(() => null);
    if (order) {
      await page.goto(order);
      await page.getByRole('region', { name: 'Vos documents' }).waitFor({ timeout: 15_000 }).catch(() => undefined);
      await shoot(page, name('commande'));
      const verification = await page.locator('a[href^="/verification-document/"]').first().getAttribute('href').catch(() => null);
      if (verification) {
        await page.goto(verification);
        await shoot(page, name('verification-document'));
      }
    }
    await page.goto('/espace-personnel/mes-commandes/mes-kbis-periodiques');
    await shoot(page, name('kbis-periodiques'));
    // The account's own pages, monitoring among them, and a record with its monitoring panel.
    for (const [path, picture] of [
      ['/espace-personnel/mes-informations', 'mes-informations'],
      ['/espace-personnel/mon-entreprise', 'mon-entreprise'],
      ['/espace-personnel/mon-abonnement', 'mon-abonnement'],
      ['/espace-personnel/mes-formalites', 'mes-formalites'],
      ['/espace-personnel/mes-surveillances', 'mes-surveillances'],
      ['/espace-personnel/mes-surveillances/mes-revelations', 'mes-revelations'],
    ] as const) {
      await page.goto(path);
      await shoot(page, name(picture));
    }
    const notice = await page.locator('a[href^="/espace-personnel/mes-surveillances/mes-revelations/"]').first().getAttribute('href').catch(() => null);
    if (notice) {
      await page.goto(notice);
      await shoot(page, name('avis'));
    }
    await page.goto(subject.record);
    await page.getByRole('region', { name: 'Surveillance' }).getByRole('button').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
    await shoot(page, name('entreprise-connecte'));
  }
  await context.close();
}

async function main() {
  await mkdir(out, { recursive: true });
  const site = await ensureSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    for (const variant of Object.keys(VARIANTS) as (keyof typeof VARIANTS)[]) {
      for (const width of WIDTHS) await variantPages(browser, variant, width);
    }
  } finally {
    await browser.close();
    if (site?.pid) {
      try {
        process.kill(-site.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  console.log(`Captures dans ${path.relative(process.cwd(), out) || '.'}/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
