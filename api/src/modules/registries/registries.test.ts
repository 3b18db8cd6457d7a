jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Registry and reference endpoints, and the OpenAPI document. These read in-memory reference data,
// so the database is a stub that must not be touched.
import type { FastifyInstance } from 'fastify';
import {
  CommuneListSchema,
  CommunesCouvertesSchema,
  DefinitionDocumentListSchema,
  DepartementListSchema,
  GreffeFicheSchema,
  GreffeListSchema,
  NafListSchema,
} from '@portail/shared/api';
import { buildApp } from '../../app';
import type { Database } from '../../db/types';
import { get } from '../../testing/app';

const untouchable: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  copyFrom: () => Promise.reject(new Error('no database in this test')),
  flushLog: () => Promise.reject(new Error('no database in this test')),
  close: async () => {},
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ db: untouchable, rateLimit: { max: 1000, timeWindow: 60_000 } });
});
afterAll(() => app.close());

describe('registry directory', () => {
  it('finds the registry of a postcode, a commune, a department or a name', async () => {
    const byCp = GreffeListSchema.parse((await get(app, '/api/greffes?code_postal=69003')).body);
    expect(byCp.items.map((g) => g.ville)).toEqual(['Lyon']);
    const byCommune = GreffeListSchema.parse((await get(app, '/api/greffes?code_commune=98818')).body);
    expect(byCommune.items[0]).toMatchObject({ code: '9881', type: 'TRIBUNAL_MIXTE_DE_COMMERCE' });
    const dep = GreffeListSchema.parse((await get(app, '/api/greffes?departement=57')).body);
    expect(dep.items.map((g) => g.ville).sort()).toEqual(['Metz', 'Sarreguemines', 'Thionville']);
    const name = GreffeListSchema.parse((await get(app, '/api/greffes?q=evry')).body);
    expect(name.items.map((g) => g.ville)).toEqual(['Évry']);
    const all = GreffeListSchema.parse((await get(app, '/api/greffes?limit=100')).body);
    expect(all.total).toBeGreaterThan(140);
  });

  it('treats empty query parameters as not given', async () => {
    const res = await get(app, '/api/greffes?q=evry&code_postal=&departement=&limit=');
    expect(res.status).toBe(200);
    const list = GreffeListSchema.parse(res.body);
    expect(list.items.map((g) => g.ville)).toEqual(['Évry']);
    expect(list.limit).toBe(20);
  });

  it('serves a registry fiche and the communes it covers', async () => {
    const fiche = GreffeFicheSchema.parse((await get(app, '/api/greffes/7501')).body);
    expect(fiche).toMatchObject({ nom: 'Greffe du tribunal de commerce de Paris', methode_ressort: 'DEPARTEMENT', slug: 'paris' });
    const nice = GreffeFicheSchema.parse((await get(app, `/api/greffes/${GreffeListSchema.parse((await get(app, '/api/greffes?q=nice')).body).items[0]!.code}`)).body);
    expect(nice.methode_ressort).toBe('DERIVE');
    expect(nice.note_ressort).toMatch(/approximation/);
    const communes = CommunesCouvertesSchema.parse((await get(app, '/api/greffes/7501/communes?q=75004')).body);
    expect(communes.items.find((c) => c.code === '75104')).toMatchObject({ nom: 'Paris 4e Arrondissement', codes_postaux: ['75004'] });
    expect((await get(app, '/api/greffes/0000')).status).toBe(404);
    expect((await get(app, '/api/greffes/75')).status).toBe(400);
  });
});

describe('reference data', () => {
  it('serves NAF sectors and codes, departments and communes', async () => {
    const secteurs = NafListSchema.parse((await get(app, '/api/reference/secteurs')).body);
    expect(secteurs.items[0]).toMatchObject({ code: '01', niveau: 'DIVISION' });
    const naf = NafListSchema.parse((await get(app, '/api/reference/naf?q=programmation informatique&niveau=SOUS_CLASSE')).body);
    expect(naf.items.map((n) => n.code)).toEqual(['62.01Z']);
    expect((await get(app, '/api/reference/naf/62.01Z')).body.libelle).toBe('Programmation informatique');
    const deps = DepartementListSchema.parse((await get(app, '/api/reference/departements')).body);
    expect(deps.items.find((d) => d.code === '971')?.nom).toBe('Guadeloupe');
    expect(deps.items.map((d) => d.code)).not.toContain('988');
    const communes = CommuneListSchema.parse((await get(app, '/api/reference/communes?code_postal=98800')).body);
    expect(communes.items.map((c) => c.nom)).toContain('Nouméa');
    const docs = DefinitionDocumentListSchema.parse((await get(app, '/api/definitions-documents')).body);
    expect(docs.items.map((d) => d.code)).toEqual(expect.arrayContaining(['KBIS', 'COMPTES_ANNUELS', 'ACTE', 'ETAT_ENDETTEMENT', 'EXTRAIT_RBE']));
  });
});

describe('documentation and errors', () => {
  it('publishes the OpenAPI document generated from the zod schemas, and the UI', async () => {
    const { status, body } = await get(app, '/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const p of ['/api/entreprises/{id}', '/api/recherche/entreprises_etablissements', '/api/greffes/{code}', '/api/definitions-documents', '/api/fonctions']) {
      expect(Object.keys(body.paths)).toContain(p);
    }
    const params = body.paths['/api/recherche/entreprises_etablissements'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['phrase', 'nom_entreprise', 'numero_identification', 'nic', 'activite', 'critere_geographique', 'etat', 'statut', 'type_entite', 'boost', 'limit', 'offset']));
    expect(body.components.schemas.SearchHit.properties.matchedOn).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown routes with a French 404 body', async () => {
    const { status, body } = await get(app, '/api/inconnu');
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Ressource introuvable : GET /api/inconnu' });
  });

  it('rate-limits with a French 429', async () => {
    const small = await buildApp({ db: untouchable, rateLimit: { max: 2, timeWindow: 60_000 } });
    try {
      for (let i = 0; i < 2; i++) expect((await small.inject({ method: 'GET', url: '/api/greffes/7501' })).statusCode).toBe(200);
      const res = await small.inject({ method: 'GET', url: '/api/greffes/7501' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Trop de requêtes : veuillez réessayer dans quelques instants.' });
    } finally {
      await small.close();
    }
  });
});
