import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, OPERATIONS_URL, STAFF_HEADERS, expectNoAxeViolations, signIn } from './helpers';

// Company monitoring over the real site: the demo subscriber (monitoring offer) monitors a company
// from its record, the operators re-import a SIRENE file that renames it, the header's counter
// lights within one poll, the revelations page shows the old and the new name, and reading it puts
// the counter out. Keyboard only, axe on every page on the way.

interface Company {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

interface CompanyDetail {
  personne_morale: boolean;
  forme_juridique: { code: string } | null;
  activite: { code_naf: string | null };
  statut_entreprise: string;
}

const header = (page: Page) => page.getByRole('banner');
const dot = (page: Page) => header(page).getByTestId('revelations-dot');

/** A company of the corpus the other journeys leave alone: a legal person, active, with a SIREN and a NAF code. */
async function companyToMonitor(request: APIRequestContext): Promise<Company & CompanyDetail> {
  const list = (await (await request.get('/api/seo/entreprises?limit=50&offset=150')).json()) as { items: Company[] };
  for (const c of list.items.filter((x) => x.denomination && /^\d{9}$/.test(x.numero_identification))) {
    const detail = (await (await request.get(`/api/entreprises/${c.id}`)).json()) as CompanyDetail;
    if (detail.personne_morale && detail.forme_juridique && detail.activite.code_naf && detail.statut_entreprise === 'ACTIF') return { ...c, ...detail };
  }
  throw new Error('Aucune entreprise active du corpus à surveiller');
}

/** INSEE's legal-unit stock layout, one row: the company as it is, under a new name. */
function renamedUnit(c: Company & CompanyDetail, name: string): string {
  const columns = [
    'siren', 'statutDiffusionUniteLegale', 'dateDebut', 'etatAdministratifUniteLegale', 'denominationUniteLegale',
    'categorieJuridiqueUniteLegale', 'activitePrincipaleUniteLegale', 'nomenclatureActivitePrincipaleUniteLegale',
  ];
  const today = new Date().toISOString().slice(0, 10);
  const row = [c.numero_identification, 'O', today, 'A', name, c.forme_juridique!.code, c.activite.code_naf!, 'NAFRev2'];
  return `${columns.join(',')}\n${row.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')}\n`;
}

test('a subscriber monitors a company, sees its renaming revealed with the old and new name, and reads it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const company = await companyToMonitor(request);
  const newName = `${company.denomination} RENOMMEE ${Date.now() % 100000}`;

  // Whether the account monitors the company is an answer (200), monitored or not: no failed
  // request in the browser's console.
  const monitoredAnswers = new Set<number>();
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/surveillance/entreprise/')) monitoredAnswers.add(r.status());
  });
  await page.goto(`/entreprise/x/${company.numero_identification}/${company.id}`);
  const panel = page.getByRole('region', { name: 'Surveillance' });
  await panel.getByRole('button', { name: 'Surveiller cette entreprise' }).focus();
  await signIn(page, () => page.keyboard.press('Enter'), DEMO_CUSTOMER);
  await expect(header(page).getByTestId('header-avatar')).toHaveText(DEMO_CUSTOMER.initials);

  // Signed in with the monitoring offer: the same button now starts monitoring (on a site kept
  // from an earlier run the company may be monitored already: stopped, then resumed).
  const monitor = panel.getByRole('button', { name: 'Surveiller cette entreprise' });
  const stop = panel.getByRole('button', { name: 'Arrêter la surveillance' });
  await expect(monitor.or(stop)).toBeVisible();
  expect([...monitoredAnswers]).toEqual([200]);
  if (await stop.isVisible()) {
    await stop.focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Reprendre la surveillance' }).focus();
  } else {
    await monitor.focus();
  }
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/Entreprise surveillée depuis le/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Arrêter la surveillance' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Any unread revelation of earlier runs is read first, so that the dot below is this change's.
  await page.goto('/espace-personnel/mes-surveillances/mes-revelations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes révélations' })).toBeVisible();
  const readAll = page.getByRole('button', { name: 'Tout marquer comme lu' });
  await expect(page.getByRole('heading', { name: "Vous n'avez pas encore de révélation" }).or(readAll)).toBeVisible();
  if (await readAll.isVisible()) {
    await readAll.focus();
    await page.keyboard.press('Enter');
  }
  await expect(dot(page)).toHaveCount(0);

  // The operators re-import the company from INSEE's file: it has a new name.
  const imported = await request.post(`${OPERATIONS_URL}/sirene?fichier=unites-legales`, {
    headers: { ...STAFF_HEADERS, 'content-type': 'text/csv' },
    data: renamedUnit(company, newName),
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { revelations: number }).revelations).toBeGreaterThanOrEqual(1);

  // Within one poll of the counter (REVELATIONS_REFRESH_MS in the test configuration).
  await expect(dot(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(header(page).getByRole('link', { name: /révélations? non lues?/ })).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: `Nouvelle valeur : ${newName}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Changement de dénomination');
  await expect(row).toContainText('Non lue');
  await expect(row).toContainText(`Ancienne valeur : ${company.denomination}`);
  await expect(row).toContainText(`Nouvelle valeur : ${newName}`);
  await expectNoAxeViolations(page);

  // The notice, opened by keyboard, is read on opening; the counter goes out at once.
  await row.getByRole('link', { name: 'Changement de dénomination' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/dénomination|Avis|Révélation/i);
  await expect(page.getByText(newName).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marquer comme non lue' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(dot(page)).toHaveCount(0);

  // The surveillance is listed; stopping it is a keyboard away.
  await page.goto('/espace-personnel/mes-surveillances');
  const surveillance = page.getByRole('row').filter({ hasText: newName });
  await expect(surveillance).toBeVisible();
  await expectNoAxeViolations(page);
});
