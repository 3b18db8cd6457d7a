jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AvanceCorpusSchema, ImportSireneSchema } from '@portail/shared/api/operations';
import { buildApp } from '../../app';
import { registerErrorHandling } from '../../http/errors';
import { seedCorpus } from '../../corpus/seed';
import { TEST_SEED } from '../../testing/app';
import { openTestDatabase, testBackends, type TestDatabase } from '../../testing/databases';
import { operationsRoutes } from './routes';

const TOKEN = 'jeton-exploitation-de-test';
const FIX = path.join(__dirname, '..', '..', 'sirene', 'fixtures');
const UL = fs.readFileSync(path.join(FIX, 'StockUniteLegale_35colonnes.csv'), 'utf8');
const ET = fs.readFileSync(path.join(FIX, 'StockEtablissement.csv'), 'utf8');
const auth = { authorization: `Bearer ${TOKEN}` };

describe.each(testBackends())('operations endpoints on %s', (kind) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedCorpus(t.db, { companies: 200, seed: TEST_SEED });
    app = await buildApp({ db: t.db, rateLimit: false, staffToken: TOKEN });
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  const advance = (payload: unknown, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url: '/api/exploitation/corpus/avancer', headers, payload: payload as object });
  const sirene = (fichier: string, csv: string, headers: Record<string, string> = { ...auth, 'content-type': 'text/csv' }) =>
    app.inject({ method: 'POST', url: `/api/exploitation/sirene?fichier=${fichier}`, headers, payload: csv });

  it('are not mounted without a staff token', async () => {
    const bare = await buildApp({ db: t.db, rateLimit: false, staffToken: '' });
    try {
      const res = await bare.inject({ method: 'POST', url: '/api/exploitation/corpus/avancer', headers: auth, payload: { jours: 1 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('refuses a missing or wrong token with a French message', async () => {
    const missing = await advance({ jours: 1 }, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe("Jeton d'exploitation requis (en-tête Authorization: Bearer).");
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    const wrong = await advance({ jours: 1 }, { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Jeton d'exploitation invalide.");
    const upload = await sirene('unites-legales', UL, { 'content-type': 'text/csv' });
    expect(upload.statusCode).toBe(401);
    expect(await t.db.query('select id from evenement_entreprise')).toEqual([]);
  });

  it('moves the corpus forward, with an event on each company named', async () => {
    const ids = (await t.db.query<{ id: number }>("select id from entreprise where statut_entreprise = 'ACTIF' order by id limit 3")).map((r) => r.id);
    const res = await advance({ jours: 30, graine: 5, entreprises: ids });
    expect(res.statusCode).toBe(200);
    const body = AvanceCorpusSchema.parse(res.json());
    expect(body).toMatchObject({ graine: 5 });
    expect(body.evenements).toBeGreaterThanOrEqual(3);
    const rows = await t.db.query<{ entreprise_id: number }>("select entreprise_id from evenement_entreprise where cle like 'corpus:5:%'");
    expect(rows).toHaveLength(body.evenements);
    for (const id of ids) expect(rows.some((r) => r.entreprise_id === id)).toBe(true);
    // The same call again records nothing new.
    const again = AvanceCorpusSchema.parse((await advance({ jours: 30, graine: 5, entreprises: ids })).json());
    expect(again.evenements).toBe(0);
  });

  it('validates the advance request', async () => {
    for (const [payload, message] of [
      [{ jours: 0 }, 'Le champ jours doit être supérieur ou égal à 1.'],
      [{ jours: 367 }, 'Le champ jours doit être inférieur ou égal à 366.'],
      [{ jours: 1.5 }, 'Le champ jours doit être un nombre entier.'],
      [{ jours: 1, entreprises: Array.from({ length: 101 }, (_, i) => i + 1) }, 'Le champ entreprises est limité à 100 identifiants.'],
      [{ jours: 1, entreprises: [999_999] }, 'Entreprises inconnues : 999999.'],
    ] as const) {
      const res = await advance(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('imports a SIRENE file sent as CSV, then records the changes of a modified copy', async () => {
    const first = await sirene('unites-legales', UL);
    expect(first.statusCode).toBe(200);
    const a = ImportSireneSchema.parse(first.json());
    expect(a).toMatchObject({ fichier: 'unites-legales', format: 'UNITE_LEGALE_35', lues: 14, inserees: 9, rejetees: 4, evenements: 0 });
    expect(a.rejets[0]).toEqual({ ligne: 11, identifiant: '901000019', raison: 'SIREN invalide (clé de contrôle)' });
    expect(ImportSireneSchema.parse((await sirene('etablissements', ET)).json())).toMatchObject({ fichier: 'etablissements', format: 'ETABLISSEMENT', inserees: 7 });

    const renamed = UL.replace('BOULANGERIE DU MARCHE COUVERT', 'BOULANGERIE DES HALLES');
    const b = ImportSireneSchema.parse((await sirene('unites-legales', renamed)).json());
    expect(b).toMatchObject({ modifiees: 1, evenements: 1 });
    const [event] = await t.db.query("select code, ancienne_valeur, nouvelle_valeur from evenement_entreprise where source = 'SIRENE'");
    expect(event).toEqual({ code: 'DENOMINATION', ancienne_valeur: 'BOULANGERIE DU MARCHE COUVERT', nouvelle_valeur: 'BOULANGERIE DES HALLES' });
    expect(ImportSireneSchema.parse((await sirene('unites-legales', renamed)).json())).toMatchObject({ modifiees: 0, evenements: 0 });
  });

  it('refuses a body that is not the CSV file announced', async () => {
    const wrongKind = await sirene('unites-legales', ET);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toMatch(/^Le fichier : colonnes manquantes .* ce n'est pas un fichier StockUniteLegale$/);
    const json = await app.inject({ method: 'POST', url: '/api/exploitation/sirene?fichier=unites-legales', headers: auth, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Le corps doit être un fichier CSV (Content-Type: text/csv).');
    const noKind = await sirene('autre', UL);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe('Le paramètre fichier doit valoir unites-legales, etablissements.');
  });

  it('refuses a file over the size limit, keeping no temporary file', async () => {
    const small = Fastify();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(small);
    await small.register(operationsRoutes, { prefix: '/x', db: t.db, token: TOKEN, maxCsvBytes: 1000 });
    const before = fs.readdirSync(os.tmpdir()).filter((f: string) => f.startsWith(`sirene-${process.pid}-`));
    try {
      const res = await small.inject({ method: 'POST', url: '/x/sirene?fichier=unites-legales', headers: { ...auth, 'content-type': 'text/csv' }, payload: UL });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Le fichier dépasse la taille maximale de 1 Ko.');
    } finally {
      await small.close();
    }
    const after = fs.readdirSync(os.tmpdir()).filter((f: string) => f.startsWith(`sirene-${process.pid}-`));
    expect(after).toEqual(before);
  });
});
