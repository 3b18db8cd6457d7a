import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../../api/src/testing/pdfText';
import { LIASSE } from '@portail/shared/api';
import { expectNoAxeViolations, expectNoSidewaysScroll, hydrated, waitForSite } from './helpers';
import { SANDBOX, orderFiledDocument, recordPath, type Company } from './orderingSteps';

// The « Finances » section of a company record and the paid « Comptes annuels » document, against
// the real API and its generated corpus: key figures, ratios and charts of the filed accounts, and
// the full accounts of the chosen year, statement by statement, in the PDF.

/** Where the screenshots looked at go (SCREENSHOTS_DIR), if anywhere. */
const SHOTS = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string, part: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

interface Year {
  annee: number;
  date_cloture: string;
  confidentiel: boolean;
  regime: 'COMPLET' | 'SIMPLIFIE' | null;
}
interface Filing {
  id: number;
  date_cloture: string;
  type: string;
  confidentiel: boolean;
}
interface Subject extends Company {
  year: Year & { regime: 'COMPLET' | 'SIMPLIFIE' };
  years: Year[];
}

/** A company of the corpus registered at the RCS whose latest filed accounts, in the normal layout, can be ordered. */
async function companyWithAccounts(request: APIRequestContext): Promise<Subject> {
  for (const offset of [0, 50, 100]) {
    const list = (await (await request.get(`/api/seo/entreprises?limit=50&offset=${offset}`)).json()) as { items: Company[] };
    for (const c of list.items.filter((x) => x.denomination && /^\d{9}$/.test(x.numero_identification))) {
      const accounts = (await (await request.get(`/api/entreprises/${c.id}/comptes`)).json()) as { exercices: Year[] };
      const years = accounts.exercices.filter((y) => y.regime !== null && !y.confidentiel);
      if (years.length < 2 || years[0]!.regime !== 'COMPLET') continue;
      const depots = (await (await request.get(`/api/entreprises/${c.id}/depots`)).json()) as { comptes_annuels: Filing[] };
      if (!depots.comptes_annuels.some((d) => d.date_cloture === years[0]!.date_cloture && !d.confidentiel && d.type !== 'CONSOLIDES')) continue;
      const inscription = (await (await request.get(`/api/entreprises/${c.id}/inscription`)).json()) as { items: { registre: string }[] };
      if (!inscription.items.some((i) => i.registre === 'RCS')) continue;
      return { ...c, year: years[0] as Subject['year'], years: accounts.exercices };
    }
  }
  throw new Error('Aucune entreprise du corpus avec des comptes complets déposés');
}

let subject: Promise<Subject> | null = null;
const findSubject = (request: APIRequestContext) => (subject ??= companyWithAccounts(request));

test.beforeEach(async ({ request }) => {
  await waitForSite(request);
});

test('a record’s finances: key figures, structure and ratios with their formulas, each chart before its table, accessible and reflowing at 320 px', async ({ page, request }) => {
  // Several page loads and an accessibility audit: past the default 60 s on a loaded two-core machine.
  test.setTimeout(180_000);
  const c = await findSubject(request);
  await page.goto(recordPath(c));
  const finances = page.getByRole('region', { name: 'Finances' });
  // The tables come with the page, from the server.
  const activity = finances.getByRole('table', { name: 'Chiffres clés par exercice' });
  await expect(activity).toBeVisible();
  await expect(activity.getByRole('rowheader', { name: String(c.year.annee) })).toBeVisible();
  await expect(finances.getByRole('table', { name: 'Structure financière par exercice' })).toBeVisible();
  await expect(finances.getByRole('table', { name: 'Ratios par exercice' })).toBeVisible();
  await expect(finances).toContainText('Capitaux propres ÷ total du bilan');
  await expect(finances).toContainText('Créances clients ÷ chiffre d’affaires hors taxes × 365');
  // At most five years.
  expect(await activity.getByRole('rowheader').count()).toBe(Math.min(5, c.years.length));

  // The charts load as the section comes into view, each followed by its table.
  await hydrated(page);
  await finances.scrollIntoViewIfNeeded();
  const charts = finances.getByRole('img', { name: /par exercice/ });
  await expect(charts).toHaveCount(2);
  const order = await finances.evaluate((el) =>
    [...el.querySelectorAll('svg[role="img"], table')].map((n) => (n.tagName.toLowerCase() === 'table' ? n.querySelector('caption')?.textContent ?? 'table' : 'chart')),
  );
  expect(order).toEqual(['chart', 'Chiffres clés par exercice', 'chart', 'Structure financière par exercice', 'Ratios par exercice']);
  await expect(charts.first().locator('rect.chart__bar').first()).toBeVisible();

  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'finances', finances);
});

test('the annual accounts ordered from the record are the full accounts of the year: every statement, its title in the PDF', async ({ page, request }) => {
  test.setTimeout(360_000);
  await waitForSite(request, `${SANDBOX}/sante`);
  const c = await findSubject(request);
  const person = { firstName: 'Axel', lastName: 'Comptes', email: `axel.comptes.${Date.now()}@exemple.fr`, password: 'Un-mot-de-passe-2026' };
  const shown = c.year.date_cloture.split('-').reverse().join('/');
  const pdf = await orderFiledDocument(page, c, `Commander les comptes clos le ${shown}`, person);
  if (SHOTS) writeFileSync(path.join(SHOTS, 'comptes-annuels.pdf'), pdf);
  const text = await pdfText(pdf);
  expect(text).toContain(`Exercice clos le ${shown}`);
  for (const etat of LIASSE[c.year.regime]) {
    expect(text).toContain(etat.titre);
    expect(text).toContain(`Formulaire ${etat.formulaire}`);
  }
  expect(text).toContain('CHIFFRES CLÉS DE L’EXERCICE');
  expect(text).toContain('Capitaux propres ÷ total du bilan');
});
