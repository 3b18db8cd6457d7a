jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../testing/cookie-shim'));

// No query string, however odd, yields a 500; every error is `{ statusCode, error, message }` in French.
import { ApiErrorSchema } from '@portail/shared/src/api';
import { Rng } from '../corpus/random';
import { testBackends } from '../testing/databases';
import { type TestApp, openTestApp } from '../testing/app';

const ROUTES = [
  '/api/recherche/entreprises_etablissements',
  '/api/recherche/personnes',
  '/api/entreprises',
  '/api/entreprises/1',
  '/api/entreprises/1/chiffres_cles',
  '/api/entreprises/1/fonctions',
  '/api/entreprises/1/etablissements',
  '/api/entreprises/1/inscription',
  '/api/entreprises/1/depots',
  '/api/etablissements',
  '/api/etablissements/1',
  '/api/fonctions',
  '/api/personnes_physiques/1',
  '/api/procedure_collective',
  '/api/beneficiaires_effectifs/document',
  '/api/seo/departements',
  '/api/seo/secteurs',
  '/api/seo/codes_naf',
  '/api/seo/entreprises',
  '/api/greffes',
  '/api/greffes/7501',
  '/api/greffes/7501/communes',
  '/api/reference/naf',
  '/api/reference/naf/62',
  '/api/reference/communes',
  '/api/definitions-documents',
];

const PARAMS = [
  'phrase', 'nom_entreprise', 'numero_identification', 'nic', 'activite', 'critere_geographique', 'etat', 'statut',
  'type_entite', 'boost', 'limit', 'offset', 'nom', 'prenom', 'annee_naissance', 'mois_naissance', 'id_personne',
  'id_entreprise', 'type_entreprise', 'filtre_natures', 'type_document', 'numero_departement', 'secteur_activite',
  'code_naf', 'capital_social', 'q', 'code_postal', 'code_commune', 'departement', 'niveau', 'parent', 'etat[]', '__proto__',
];

const NASTY = [
  '', ' ', '%00', '%00abc', '%', '%%', '%E0%A4%A', '%FF%FE', '%C0%AF', '%ED%A0%80', '-1', '0', '1e309', 'NaN', 'Infinity',
  '99999999999999999999999', '-0', '0x1A', '1.5', '101', '100', "'", "''; drop table entreprise; --", '"', '\\', '\\x00',
  '&', '|', '!', '(', ')', ':*', 'a:*', 'a & b | !c', '<->', "'a':B", '*', '?', '[]', '{}', '{"a":1}', 'true', 'null',
  'undefined', 'ACTIVE', 'RADIEE', 'NC', 'ENTREPRISE', 'ETABLISSEMENT', 'BENEFICIAIRE_EFFECTIF,,', ',', 'A,B,ZZ',
  '552032534', '552032535', '552 032 534', '55203253400012', '1234567', '1234567000', '12345678901234567890',
  '😀', 'é', 'Ω', '\u202e', 'ǅ', encodeURIComponent('ｓｏｃｉété'), 'x'.repeat(201), 'y'.repeat(5000), '%20'.repeat(50),
  '75', '2A', '2b', '971', '988', '75009', '62.01Z', '6201z', '62', '00', 'A', 'Z',
];

describe.each(testBackends())('odd query strings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { companies: 150, fixtures: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const check = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${url}: ${res.body.slice(0, 300)}`);
    if (res.statusCode >= 400) {
      const body = ApiErrorSchema.parse(res.json());
      expect(body.statusCode).toBe(res.statusCode);
      expect(body.message).not.toMatch(/\bat \w+ \(|node_modules|Error:/);
    }
    return res.statusCode;
  };

  it('answers every route × every nasty value of every parameter without a 500', async () => {
    const statuses = new Map<number, number>();
    // Search routes get the full cross product; the others a deterministic sixth of it.
    let n = 0;
    for (const route of ROUTES) {
      const full = route.includes('/recherche/');
      for (const p of PARAMS) {
        for (const v of NASTY) {
          if (!full && n++ % 6 !== 0) continue;
          const s = await check(`${route}?${p}=${v}`);
          statuses.set(s, (statuses.get(s) ?? 0) + 1);
        }
      }
    }
    // Both successes and French 400s are exercised.
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect(statuses.get(404)).toBeGreaterThan(0);
  });

  it('survives random query strings, repeated parameters and odd paths', async () => {
    const rng = new Rng(7);
    const alphabet = ['a', 'é', '%', '&', '=', '?', '#', '+', ' ', '0', '9', '[', ']', '.', '-', "'", '"', '\\', '%2', '%00', '😀'];
    for (let i = 0; i < 400; i++) {
      const route = rng.pick(ROUTES);
      let qs = '';
      for (let k = rng.int(0, 4); k > 0; k--) {
        const p = rng.pick(PARAMS);
        let v = '';
        for (let n = rng.int(0, 12); n > 0; n--) v += rng.pick(alphabet);
        qs += `${qs ? '&' : ''}${p}=${rng.chance(0.5) ? v : rng.pick(NASTY)}`;
      }
      await check(`${route}?${qs}`);
    }
    for (const path of ['/api/entreprises/-1', '/api/entreprises/1.5', '/api/entreprises/%00', '/api/entreprises/9999999999999', '/api/greffes/abcd', '/api/greffes/%E0', '/api/nope', '/api/entreprises/1/nope', '/api/reference/naf/%', '/api/etablissements/0']) {
      const s = await check(path);
      expect([400, 404]).toContain(s);
    }
  });

  it('answers limit above 100 and negative offset with 400, unknown id with 404', async () => {
    for (const r of ['/api/recherche/entreprises_etablissements?phrase=a&limit=101', '/api/recherche/personnes?nom=a&offset=-1', '/api/seo/entreprises?limit=1000']) {
      const res = await t.app.inject({ method: 'GET', url: r });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/limit|offset/);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/entreprises/2000000000' });
    expect(res.statusCode).toBe(404);
  });
});
