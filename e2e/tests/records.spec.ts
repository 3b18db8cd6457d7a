import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectOwnerHeading } from './helpers';

// Journeys over the record pages against the real API and its seeded corpus. Entities are found
// through the API, never hard-coded.

interface Company {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

interface Fonction {
  entreprise_id: number;
  personne: { id: number; nom: string } | null;
  entreprise?: Company;
}

// The site is up once registry.json answers; the API behind it may still be starting.
test.beforeEach(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: 120_000, intervals: [500, 1000, 2000] })
    .toBe(200);
});

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** A named company with a natural-person executive who holds functions in another company too (looked up once per worker). */
let subject: ReturnType<typeof lookUpSubject> | null = null;
function findSubject(request: APIRequestContext) {
  subject ??= lookUpSubject(request);
  return subject;
}

async function lookUpSubject(request: APIRequestContext) {
  const list = await getJson<{ items: Company[] }>(request, '/api/seo/entreprises?limit=50&offset=0');
  for (const company of list.items.filter((c) => c.denomination && /^\d{9}$/.test(c.numero_identification))) {
    const officers = await getJson<{ items: Fonction[] }>(request, `/api/entreprises/${company.id}/fonctions?filtre_natures=DIRIGEANT`);
    for (const f of officers.items) {
      if (!f.personne) continue;
      const theirs = await getJson<{ items: Fonction[] }>(request, `/api/fonctions?id_personne=${f.personne.id}&limit=25&offset=0`);
      const other = theirs.items.find((g) => g.entreprise_id !== company.id && g.entreprise?.denomination);
      if (other?.entreprise) return { company, person: f.personne, other: other.entreprise };
    }
  }
  throw new Error('Aucune entreprise du corpus avec un dirigeant présent dans une autre entreprise');
}

/** Opens the company's record by a wrong slug; returns its canonical path once the page has replaced it. */
async function openRecord(page: Page, company: Company): Promise<string> {
  const tail = `/${company.numero_identification}/${company.id}`;
  await page.goto(`/entreprise/mauvais-nom${tail}`);
  await expect(page).toHaveURL(new RegExp(`/entreprise/(?!mauvais-nom)[a-z0-9-]+${tail}$`));
  await expectOwnerHeading(page, 'mf-records', new RegExp(company.denomination!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new URL(page.url()).pathname;
}

// The journey over the record pages, in steps of their own: each step starts from the record.
test('a company record: canonical address, sections, structured data, catch-all slug', async ({ page, request }) => {
  const { company } = await findSubject(request);
  const canonical = await openRecord(page, company);
  const executives = page.getByRole('region', { name: 'Dirigeants' });
  await expect(executives.getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Établissements' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commander : Kbis' })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Organization', taxID: company.numero_identification });
  await page.getByRole('region', { name: 'Finances' }).locator('table, .record-empty').first().waitFor();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The catch-all company slug lands on the same canonical record.
  await page.goto(`/entreprise-societe/nimporte-quoi-${company.numero_identification}`);
  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
});

test('from a company record to an establishment and to the full list of establishments', async ({ page, request }) => {
  const { company } = await findSubject(request);
  const tail = `/${company.numero_identification}/${company.id}`;
  await openRecord(page, company);
  await page.getByRole('region', { name: 'Établissements' }).getByRole('link', { name: /^SIRET / }).first().click();
  await expect(page).toHaveURL(new RegExp(`/etablissement/[a-z0-9-]+/${company.numero_identification}\\d{5}/\\d+$`));
  await expectOwnerHeading(page, 'mf-records', /^Établissement /);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: "Voir tous les établissements de l'entreprise" }).click();
  await expect(page).toHaveURL(new RegExp(`/liste_etablissements/[a-z0-9-]+${tail}$`));
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('from a company record to an executive, with month and year of birth only, and to their other company', async ({ page, request }) => {
  const { company, person, other } = await findSubject(request);
  await openRecord(page, company);
  await page.getByRole('region', { name: 'Dirigeants' }).getByRole('link', { name: new RegExp(person.nom) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dirigeant/[a-z0-9-]+/${person.id}$`));
  await expectOwnerHeading(page, 'mf-records', new RegExp(person.nom));
  await expect(page.getByText(/^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$|^\d{4}$|^Non communiquée$/).first()).toBeVisible();
  const functions = page.getByRole('table', { name: /^Fonctions de / });
  await expect(functions).toBeVisible();
  await expectNoAxeViolations(page);

  await functions.locator(`a[href$="/${other.numero_identification}/${other.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/entreprise/[a-z0-9-]+/${other.numero_identification}/${other.id}$`));
  await expectOwnerHeading(page, 'mf-records');
});

test('from a company record to its registry fiche', async ({ page, request }) => {
  const { company } = await findSubject(request);
  await openRecord(page, company);
  await page.getByRole('region', { name: 'Greffe et immatriculations' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fiche-greffe\/[a-z0-9-]+\/\d{4}$/);
  await expectOwnerHeading(page, 'mf-records', /^Greffe /);
  await expect(page.getByRole('table', { name: 'Communes du ressort du greffe' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown id gives the 404 page', async ({ page, request }) => {
  const list = await getJson<{ items: Company[] }>(request, '/api/seo/entreprises?limit=1&offset=0');
  const company = list.items[0]!;
  await page.goto(`/entreprise/inconnue/${company.numero_identification}/2147483000`);
  await expectOwnerHeading(page, 'mf-records', /Page introuvable/);
  await expectNoAxeViolations(page);
  await page.goto('/dirigeant/inconnu-personne/2147483000');
  await expectOwnerHeading(page, 'mf-records', /Page introuvable/);
});
