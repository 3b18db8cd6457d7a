jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Price grids: the figures of the grids, their VAT arithmetic, the New Caledonia grid in XPF, and
// the French 400 and 404 answers, on PGlite and on PostgreSQL.
import { ApiErrorSchema, SynthesesArticlesSchema, type SyntheseArticle } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { get, useTestApp } from '../../testing/app';
import { writeTariffs } from './repository';
import { GRIDS, STANDARD, STANDARD_NC, eurCentsToXpfHundredths, mailNeverCheaper, vatOf } from '../tariffs/tariffs';

const URL_STANDARD = '/api/grilles_tarifaires/STANDARD/syntheses_articles';
const URL_NC = '/api/grilles_tarifaires/STANDARD_NC/syntheses_articles';

const pick = (items: SyntheseArticle[], article: string, diffusion: 'ELEC' | 'COURRIER') =>
  items.find((i) => i.code_article === article && i.diffusion === diffusion);

describe('VAT and conversion arithmetic', () => {
  it('computes VAT on the price and the postage, rounded to the cent, half up', () => {
    expect(vatOf(267, 0, 2000, 'EUR')).toBe(53); // 53,4 -> 53
    expect(vatOf(213, 118, 2000, 'EUR')).toBe(66); // 66,2 -> 66
    expect(vatOf(373, 0, 2000, 'EUR')).toBe(75); // 74,6 -> 75
    expect(vatOf(1025, 0, 2000, 'EUR')).toBe(205);
    expect(vatOf(1, 0, 5000, 'EUR')).toBe(1); // 0,5 -> 1 (half up)
    expect(vatOf(3, 0, 500, 'EUR')).toBe(0); // 0,15 -> 0
    expect(vatOf(0, 0, 2000, 'EUR')).toBe(0);
    expect(vatOf(500, 0, 0, 'EUR')).toBe(0);
  });

  it('rounds VAT in XPF to the whole franc', () => {
    expect(vatOf(31900, 0, 2000, 'XPF')).toBe(6400); // 63,8 F -> 64 F
    expect(vatOf(25000, 0, 1100, 'XPF')).toBe(2800); // 27,5 F -> 28 F
    expect(vatOf(31900, 0, 0, 'XPF')).toBe(0);
  });

  it('converts euro cents to whole francs at 1,000 XPF = 8.38 EUR', () => {
    expect(eurCentsToXpfHundredths(838)).toBe(100_000);
    expect(eurCentsToXpfHundredths(267)).toBe(31_900); // 318,6 F
    expect(eurCentsToXpfHundredths(213)).toBe(25_400); // 254,2 F
    expect(eurCentsToXpfHundredths(118)).toBe(14_100); // 140,8 F
    expect(eurCentsToXpfHundredths(0)).toBe(0);
    // 500 F are exactly 4,19 €.
    expect(eurCentsToXpfHundredths(419)).toBe(50_000);
  });

  it('never has a mailed copy cost less than the electronic one', () => {
    for (const g of GRIDS) expect(mailNeverCheaper(g)).toEqual([]);
    // The check finds the error it is there for.
    const wrong = { ...STANDARD, prices: STANDARD.prices.map((p) => (p.article === 'ACTE' && p.diffusion === 'COURRIER' ? { ...p, prix_ht: 213 } : p)) };
    expect(mailNeverCheaper(wrong)).toEqual(['STANDARD ACTE']);
  });

  it('describes the grid the site applies today, with no period that has ended', () => {
    for (const g of GRIDS) {
      expect(g.applicable_depuis <= new Date().toISOString().slice(0, 10)).toBe(true);
      // "du 1er mars 2024 au 28 février 2026": a grid in force names no last day.
      expect(g.source).not.toMatch(/ au \d{1,2}(er)? \p{L}+ \d{4}/u);
    }
  });

  it('says of each price without a legal source that it is the site\'s own', () => {
    for (const p of STANDARD.prices) expect(p.source).toMatch(/art\. A743-1[01]|^Prix propre au site|Prix propre au site :/);
    // The figures the project could not read are never passed off as regulated.
    for (const p of STANDARD.prices.filter((x) => x.article !== 'KBIS' && x.article !== 'ETAT_INSCRIPTIONS_TRESOR')) expect(p.source).toMatch(/Prix propre au site/);
    for (const p of STANDARD.prices.filter((x) => x.article === 'KBIS')) expect(p.source).toMatch(/3,20 € TTC en ligne, 3,97 € TTC par courrier/);
  });

  it('names a source for every grid and every price', () => {
    for (const g of [STANDARD, STANDARD_NC]) {
      expect(g.source.length).toBeGreaterThan(40);
      for (const p of g.prices) expect(p.source.length).toBeGreaterThan(40);
    }
    expect(STANDARD.source).toMatch(/partie Arrêtés, livre VII, titre IV, chapitre III, section 3/);
    expect(STANDARD.source).toMatch(/art\. R743-140 et son annexe/);
    expect(STANDARD.source).toMatch(/1er mars 2024/);
    expect(STANDARD_NC.source).toMatch(/1 000 XPF = 8,38 €/);
    expect(STANDARD_NC.source).toMatch(/n'a pas pu être consulté/);
    // New Caledonia has no VAT: its grid never speaks of it (its pages and documents name the TGC).
    expect(STANDARD_NC.source).not.toMatch(/TVA/);
  });
});

describe.each(testBackends())('price grids on %s', (kind) => {
  const t = useTestApp(kind, { companies: 20, fixtures: false }, (app) => writeTariffs(app.db));

  it('serves the public grid with the regulated figures, in euro cents', async () => {
    const { status, body } = await get(t.app, URL_STANDARD);
    expect(status).toBe(200);
    const s = SynthesesArticlesSchema.parse(body);
    expect(s.grille).toMatchObject({ code: 'STANDARD', territoire: 'FR', devise: 'EUR', taux_tva: 20, applicable_depuis: '2024-03-01', categorie_client: 'PUBLIC' });
    expect(s.grille.source).toMatch(/A743|tarification des greffiers/);
    expect(s.total).toBe(10);
    expect(s.items.map((i) => `${i.code_article}/${i.diffusion}`)).toEqual([
      'KBIS/ELEC',
      'KBIS/COURRIER',
      'COMPTES_ANNUELS/ELEC',
      'COMPTES_ANNUELS/COURRIER',
      'ACTE/ELEC',
      'ACTE/COURRIER',
      'ETAT_ENDETTEMENT/ELEC',
      'ETAT_ENDETTEMENT/COURRIER',
      'ETAT_INSCRIPTIONS_TRESOR/ELEC',
      'ETAT_INSCRIPTIONS_TRESOR/COURRIER',
    ]);
    // Copies and the complete statement: the registry's emolument and the secure transmission.
    expect(pick(s.items, 'COMPTES_ANNUELS', 'ELEC')).toMatchObject({ code_categorie_produit: 'COMPTES_ANNUELS', prix_ht: 373, montant_tva: 75, prix_ttc: 448 });
    // By mail: the electronic copy's price plus the postage, never less than the electronic copy.
    expect(pick(s.items, 'ACTE', 'COURRIER')).toMatchObject({ code_categorie_produit: 'ACTE', prix_ht: 373, frais_envoi: 118, montant_tva: 98, prix_ttc: 589 });
    expect(pick(s.items, 'KBIS', 'ELEC')).toMatchObject({
      code_categorie_produit: 'KBIS',
      libelle_categorie: 'Extrait Kbis',
      prix_ht: 267,
      frais_envoi: 0,
      taux_tva: 20,
      montant_tva: 53,
      prix_ttc: 320,
      devise: 'EUR',
    });
    expect(pick(s.items, 'KBIS', 'COURRIER')).toMatchObject({ prix_ht: 213, frais_envoi: 118, montant_tva: 66, prix_ttc: 397 });
    expect(pick(s.items, 'ETAT_INSCRIPTIONS_TRESOR', 'ELEC')).toMatchObject({
      code_categorie_produit: 'ETAT_ENDETTEMENT',
      prix_ht: 373,
      montant_tva: 75,
      prix_ttc: 448,
    });
    expect(pick(s.items, 'ETAT_INSCRIPTIONS_TRESOR', 'COURRIER')).toMatchObject({ prix_ht: 373, frais_envoi: 118, montant_tva: 98, prix_ttc: 589 });
    for (const i of s.items) {
      expect(i.prix_ttc).toBe(i.prix_ht + i.frais_envoi + i.montant_tva);
      expect(i.source).toMatch(/A743-1[01]|Prix propre au site/);
      if (i.diffusion === 'ELEC') expect(i.frais_envoi).toBe(0);
    }
  });

  it('serves the New Caledonia grid in whole francs, converted at the fixed parity and without VAT', async () => {
    const { status, body } = await get(t.app, URL_NC);
    expect(status).toBe(200);
    const s = SynthesesArticlesSchema.parse(body);
    expect(s.grille).toMatchObject({ code: 'STANDARD_NC', territoire: 'NC', devise: 'XPF', taux_tva: 0 });
    expect(s.grille.source).toMatch(/8,38/);
    expect(pick(s.items, 'KBIS', 'ELEC')).toMatchObject({ prix_ht: 31_900, frais_envoi: 0, montant_tva: 0, prix_ttc: 31_900, devise: 'XPF' });
    expect(pick(s.items, 'KBIS', 'COURRIER')).toMatchObject({ prix_ht: 25_400, frais_envoi: 14_100, montant_tva: 0, prix_ttc: 39_500 });
    expect(pick(s.items, 'ETAT_INSCRIPTIONS_TRESOR', 'ELEC')).toMatchObject({ prix_ht: 44_500, prix_ttc: 44_500 });
    for (const i of s.items) {
      for (const amount of [i.prix_ht, i.frais_envoi, i.montant_tva, i.prix_ttc]) expect(amount % 100).toBe(0);
      expect(i.source).toMatch(/parité fixe/);
    }
  });

  it('narrows to a product category, pages, and accepts a code in any case', async () => {
    const kbis = SynthesesArticlesSchema.parse((await get(t.app, `${URL_STANDARD}?code_categorie_produit=KBIS`)).body);
    expect(kbis.total).toBe(2);
    expect(kbis.items.every((i) => i.code_categorie_produit === 'KBIS')).toBe(true);
    const lower = SynthesesArticlesSchema.parse((await get(t.app, '/api/grilles_tarifaires/standard/syntheses_articles?code_categorie_produit=etat_endettement')).body);
    expect(lower.grille.code).toBe('STANDARD');
    expect(lower.items.map((i) => i.code_article)).toEqual(['ETAT_ENDETTEMENT', 'ETAT_ENDETTEMENT', 'ETAT_INSCRIPTIONS_TRESOR', 'ETAT_INSCRIPTIONS_TRESOR']);
    const deeds = SynthesesArticlesSchema.parse((await get(t.app, `${URL_STANDARD}?code_categorie_produit=ACTE`)).body);
    expect(deeds.items.map((i) => `${i.code_article}/${i.diffusion}`)).toEqual(['ACTE/ELEC', 'ACTE/COURRIER']);
    const page = SynthesesArticlesSchema.parse((await get(t.app, `${URL_STANDARD}?limit=1&offset=1`)).body);
    expect(page).toMatchObject({ total: 10, limit: 1, offset: 1 });
    expect(page.items.map((i) => `${i.code_article}/${i.diffusion}`)).toEqual(['KBIS/COURRIER']);
    const past = SynthesesArticlesSchema.parse((await get(t.app, `${URL_STANDARD}?offset=10`)).body);
    expect(past).toMatchObject({ total: 10, items: [] });
    const empties = await get(t.app, `${URL_STANDARD}?id_entreprise=&id_inscription=&code_categorie_produit=&limit=&offset=`);
    expect(empties.status).toBe(200);
    expect(SynthesesArticlesSchema.parse(empties.body)).toMatchObject({ total: 10, limit: 50, offset: 0 });
  });

  it('answers for a company and its registration, and 404 for unknown ones', async () => {
    const [row] = await t.db.query<{ entreprise_id: number; id: number }>('select entreprise_id, id from inscription order by id limit 1');
    expect(row).toBeDefined();
    const ok = await get(t.app, `${URL_STANDARD}?id_entreprise=${row!.entreprise_id}&id_inscription=${row!.id}`);
    expect(ok.status).toBe(200);
    expect(SynthesesArticlesSchema.parse(ok.body).total).toBe(10);

    const [other] = await t.db.query<{ id: number }>('select id from entreprise where id <> $1 order by id limit 1', [row!.entreprise_id]);
    const mismatch = await get(t.app, `${URL_STANDARD}?id_entreprise=${other!.id}&id_inscription=${row!.id}`);
    expect(mismatch.status).toBe(404);
    expect(ApiErrorSchema.parse(mismatch.body).message).toBe('Inscription introuvable.');
    const company = await get(t.app, `${URL_STANDARD}?id_entreprise=2000000000`);
    expect(company).toMatchObject({ status: 404, body: { message: 'Entreprise introuvable.' } });
  });

  it('answers an unknown grid with a French 404', async () => {
    const { status, body } = await get(t.app, '/api/grilles_tarifaires/INCONNUE/syntheses_articles');
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Grille tarifaire introuvable.' });
  });

  it.each([
    ['/api/grilles_tarifaires/pas-de-tiret/syntheses_articles', /^Le code de grille tarifaire doit comporter/],
    [`/api/grilles_tarifaires/${'A'.repeat(41)}/syntheses_articles`, /^Le code de grille tarifaire/],
    [`${URL_STANDARD}?limit=101`, /^Le paramètre limit doit être inférieur ou égal à 100\./],
    [`${URL_STANDARD}?offset=-1`, /^Le paramètre offset doit être supérieur ou égal à 0\./],
    [`${URL_STANDARD}?id_entreprise=abc`, /^Le paramètre id_entreprise doit être un nombre entier\./],
    [`${URL_STANDARD}?id_inscription=0`, /^Le paramètre id_inscription doit être supérieur ou égal à 1\./],
    [`${URL_STANDARD}?code_categorie_produit=TOUT`, /^Le paramètre code_categorie_produit doit valoir KBIS, COMPTES_ANNUELS/],
  ])('answers %s with a French 400', async (url, message) => {
    const { status, body } = await get(t.app, url);
    expect(status).toBe(400);
    const error = ApiErrorSchema.parse(body);
    expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(error.message).toMatch(message);
  });

  it('keeps the tables in step with tariffs.ts: written again, a grid loses the prices it no longer has', async () => {
    await writeTariffs(t.db);
    const count = async () => (await t.db.query<{ n: number }>("select count(*)::int as n from prix_article where grille_code = 'STANDARD'"))[0]!.n;
    expect(await count()).toBe(STANDARD.prices.length);
    await writeTariffs(t.db, [{ ...STANDARD, prices: STANDARD.prices.filter((p) => p.article === 'KBIS') }]);
    expect(await count()).toBe(2);
    await writeTariffs(t.db);
    expect(await count()).toBe(STANDARD.prices.length);
    const [g] = await t.db.query<{ n: number }>('select count(*)::int as n from grille_tarifaire');
    expect(g!.n).toBe(2);
  });

  it('documents the route in the OpenAPI document', async () => {
    const { body } = await get(t.app, '/api/docs/json');
    const op = body.paths['/api/grilles_tarifaires/{code}/syntheses_articles'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['code', 'id_entreprise', 'id_inscription', 'code_categorie_produit', 'limit', 'offset']),
    );
  });
});
