jest.setTimeout(120_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { RapportMesuresSchema } from '@portail/shared/api/measures';
import { registerErrorHandling } from '../../http/errors';
import type { Clock } from '../../jobs/queue';
import { openTestDatabase, testBackends, type TestDatabase } from '../../testing/databases';
import { listenForVisitors } from '../../testing/visitors';
import { openTestStore, testStores, type TestStore } from '../../testing/stores';
import { bearerGuard } from '../operations/routes';
import { MESURES_JSON_MESSAGE, MESURES_PAR_VISITEUR, MESURES_RATE_LIMIT_MESSAGE, measuresReportRoutes, measuresRoutes, unknownRouteMessage } from './routes';

// As the application does (app.ts): French messages for what the schemas do not word themselves.
z.config(z.locales.fr());

const TOKEN = 'jeton-exploitation-des-mesures';
const auth = { authorization: `Bearer ${TOKEN}` };
// 10:00 in Paris on 2026-03-02.
const START = new Date('2026-03-02T09:00:00Z').getTime();
const DAY = 86_400_000;

/** The API as app.ts mounts the module: measures under /api, the report with the staff endpoints. */
async function measuresApp(db: TestDatabase['db'], clock: Clock, staffToken: string | null): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(measuresRoutes, { prefix: '/api', db, clock });
  if (staffToken) await app.register(measuresReportRoutes, { prefix: '/api/exploitation', db, clock, guard: bearerGuard(staffToken) });
  await app.ready();
  return app;
}

describe.each(testBackends())('measures (%s)', (kind) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let now = START;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await measuresApp(t.db, { now: () => new Date(now) }, TOKEN);
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });
  beforeEach(async () => {
    now = START;
    await t.db.exec('delete from mesure_evenement_jour; delete from mesure_vitale_jour');
  });

  const post = (payload: unknown, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/mesures', headers: { 'content-type': contentType }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const report = (query = '', headers: Record<string, string> = auth) => app.inject({ method: 'GET', url: `/api/exploitation/mesures${query}`, headers });
  const events = () =>
    t.db.query<{ jour: string; territoire: string; type: string; route: string; nombre: number }>(
      "select to_char(jour, 'YYYY-MM-DD') as jour, territoire, type, route, nombre::int as nombre from mesure_evenement_jour order by jour, type, route",
    );

  it('adds events to the day’s counters, per territory, type and route', async () => {
    const first = await post({
      territoire: 'FR',
      evenements: [
        { type: 'page_vue', route: '/entreprise/*' },
        { type: 'page_vue', route: '/entreprise/*' },
        { type: 'clic_interne', route: '/' },
        { type: 'recherche', route: '/recherche-entreprise-dirigeant/resultats-de-recherche' },
      ],
    });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    // A beacon sends its JSON as text/plain.
    const beacon = await post(JSON.stringify({ territoire: 'FR', evenements: [{ type: 'page_vue', route: '/entreprise/*' }, { type: 'inscription', route: '/inscription' }] }), 'text/plain;charset=UTF-8');
    expect(beacon.statusCode).toBe(204);
    await post({ territoire: 'NC', evenements: [{ type: 'page_vue', route: '/entreprise/*' }] });
    now += DAY;
    await post({ territoire: 'FR', evenements: [{ type: 'page_vue', route: '/entreprise/*' }] });

    expect(await events()).toEqual([
      { jour: '2026-03-02', territoire: 'FR', type: 'clic_interne', route: '/', nombre: 1 },
      { jour: '2026-03-02', territoire: 'FR', type: 'inscription', route: '/inscription', nombre: 1 },
      { jour: '2026-03-02', territoire: 'FR', type: 'page_vue', route: '/entreprise/*', nombre: 3 },
      { jour: '2026-03-02', territoire: 'NC', type: 'page_vue', route: '/entreprise/*', nombre: 1 },
      { jour: '2026-03-02', territoire: 'FR', type: 'recherche', route: '/recherche-entreprise-dirigeant/resultats-de-recherche', nombre: 1 },
      { jour: '2026-03-03', territoire: 'FR', type: 'page_vue', route: '/entreprise/*', nombre: 1 },
    ]);
  });

  it('counts the pages of a product under their registry pattern', async () => {
    expect((await post({ territoire: 'FR', evenements: [{ type: 'page_vue', route: '/contact-registre' }] })).statusCode).toBe(204);
    expect((await post({ territoire: 'NC', evenements: [{ type: 'page_vue', route: '/mentions-legales-nouvelle-caledonie' }] })).statusCode).toBe(204);
    expect((await events()).map((e) => [e.territoire, e.route])).toEqual([
      ['FR', '/contact-{product}'],
      ['NC', '/mentions-legales-{product}'],
    ]);
  });

  it.each([
    [{ territoire: 'FR', evenements: [{ type: 'achat', route: '/' }] }, 'Mesures invalides (evenements.0.type) : Le champ type doit valoir page_vue, recherche, clic_interne, inscription.'],
    [{ territoire: 'FR', evenements: [{ type: 'page_vue', route: '/entreprise/dupont-sa/552100554?onglet=actes' }] }, 'Mesures invalides (evenements.0.route) : Le champ route doit être un motif de route du site (par exemple /entreprise/*).'],
    [{ territoire: 'FR', evenements: [{ type: 'page_vue', route: 'entreprise' }] }, 'Mesures invalides (evenements.0.route) : Le champ route doit être un motif de route du site (par exemple /entreprise/*).'],
    [{ territoire: 'FR', evenements: [{ type: 'page_vue', route: `/${'a'.repeat(130)}` }] }, 'Mesures invalides (evenements.0.route) : Le champ route est limité à 120 caractères.'],
    [{ territoire: 'FR', vitales: [{ metrique: 'LCP', valeur: -1, route: '/' }] }, 'Mesures invalides (vitales.0.valeur) : Le champ valeur doit être positif ou nul.'],
    [{ territoire: 'FR', vitales: [{ metrique: 'CLS', valeur: 51, route: '/' }] }, 'Mesures invalides (vitales.0.valeur) : Le champ valeur dépasse la valeur maximale admise pour cette métrique.'],
    [{ territoire: 'FR', vitales: [{ metrique: 'FID', valeur: 3, route: '/' }] }, 'Mesures invalides (vitales.0.metrique) : Le champ metrique doit valoir LCP, INP, CLS, FCP, TTFB.'],
    [{ territoire: 'FR', vitales: [{ metrique: 'LCP', valeur: '1200', route: '/' }] }, 'Mesures invalides (vitales.0.valeur) : Le champ valeur doit être un nombre.'],
    [{ territoire: 'BE', evenements: [{ type: 'page_vue', route: '/' }] }, 'Mesures invalides (territoire) : Le champ territoire doit valoir FR ou NC.'],
    [{ territoire: 'FR' }, 'Mesures invalides : Le lot ne contient aucune mesure.'],
    [{ territoire: 'FR', evenements: Array.from({ length: 51 }, () => ({ type: 'page_vue', route: '/' })) }, 'Mesures invalides (evenements) : Le champ evenements est limité à 50 éléments.'],
    [[], 'Mesures invalides : Entrée invalide : objet attendu, tableau reçu'],
  ])('refuses a malformed batch with a French message (%#)', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await events()).toEqual([]);
  });

  it('refuses a route that is no page of the site, and broken bodies, never with a 500', async () => {
    const unknown = await post({ territoire: 'FR', evenements: [{ type: 'page_vue', route: '/jean-dupont' }, { type: 'page_vue', route: '/' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(unknownRouteMessage('/jean-dupont'));
    const text = await post('{"territoire": "FR", ', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(MESURES_JSON_MESSAGE);
    const json = await post('{"territoire": "FR", ', 'application/json');
    expect(json.statusCode).toBe(400);
    const huge = await post({ territoire: 'FR', evenements: [{ type: 'page_vue', route: '/' }], bourrage: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(await events()).toEqual([]);
  });

  it('keeps nothing that could name a visit or a person', async () => {
    const columns = await t.db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and table_name like 'mesure%' order by table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'mesure_evenement_jour.jour',
      'mesure_evenement_jour.territoire',
      'mesure_evenement_jour.type',
      'mesure_evenement_jour.route',
      'mesure_evenement_jour.nombre',
      'mesure_vitale_jour.jour',
      'mesure_vitale_jour.territoire',
      'mesure_vitale_jour.route',
      'mesure_vitale_jour.metrique',
      'mesure_vitale_jour.classe',
      'mesure_vitale_jour.nombre',
    ]);
  });

  it('reports the 75th percentile of each vital per route, and the events, to staff only', async () => {
    // /entreprise/*: LCP 1 000 ms three times out of four, 4 000 ms once; INP 100 ms and 600 ms.
    for (const [lcp, inp, cls] of [
      [1_000, 100, 0],
      [1_000, 100, 0.02],
      [1_000, 600, 0.3],
      [4_000, 600, 0.3],
    ] as const) {
      const res = await post({
        territoire: 'FR',
        evenements: [{ type: 'page_vue', route: '/entreprise/*' }],
        vitales: [
          { metrique: 'LCP', valeur: lcp, route: '/entreprise/*' },
          { metrique: 'INP', valeur: inp, route: '/entreprise/*' },
          { metrique: 'CLS', valeur: cls, route: '/entreprise/*' },
        ],
      });
      expect(res.statusCode).toBe(204);
    }
    await post({ territoire: 'NC', vitales: [{ metrique: 'LCP', valeur: 2_500, route: '/' }], evenements: [{ type: 'recherche', route: '/' }] });
    // 40 days ago: outside the default 28 days.
    now -= 40 * DAY;
    await post({ territoire: 'FR', vitales: [{ metrique: 'LCP', valeur: 30_000, route: '/entreprise/*' }], evenements: [{ type: 'page_vue', route: '/entreprise/*' }] });
    now = START;

    const res = await report();
    expect(res.statusCode).toBe(200);
    const body = RapportMesuresSchema.parse(res.json());
    expect(body).toMatchObject({ du: '2026-02-03', au: '2026-03-02', territoire: null });
    expect(body.vitales.map((v) => v.route)).toEqual(['/entreprise/*', '/']);
    const company = Object.fromEntries(body.vitales[0]!.metriques.map((m) => [m.metrique, m]));
    expect(company.LCP!.echantillons).toBe(4);
    expect(Math.abs(company.LCP!.p75! - 1_000)).toBeLessThan(45);
    expect(Math.abs(company.INP!.p75! - 600)).toBeLessThan(27);
    expect(company.CLS!.p75).toBeCloseTo(0.3, 1);
    expect(company.FCP).toEqual({ metrique: 'FCP', p75: null, echantillons: 0 });
    expect(body.evenements).toEqual([
      { type: 'page_vue', route: '/entreprise/*', nombre: 4 },
      { type: 'recherche', route: '/', nombre: 1 },
    ]);

    // Over 60 days the old sample counts; one territory only.
    const longer = RapportMesuresSchema.parse((await report('?jours=60')).json());
    expect(longer.vitales[0]!.metriques[0]!.echantillons).toBe(5);
    const nc = RapportMesuresSchema.parse((await report('?territoire=NC')).json());
    expect(nc.vitales.map((v) => v.route)).toEqual(['/']);
    expect(nc.evenements).toEqual([{ type: 'recherche', route: '/', nombre: 1 }]);

    expect((await report('?jours=0')).json().message).toBe('Le paramètre jours doit être supérieur ou égal à 1.');
    expect((await report('?jours=0')).statusCode).toBe(400);
    const anonymous = await report('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Jeton d'exploitation requis (en-tête Authorization: Bearer).");
    expect((await report('', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
  });
});

describe.each(testBackends())('measures rate limit (%s)', (kind) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let origin = '';

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    ({ app, origin } = await listenForVisitors((server) =>
      server.register(measuresRoutes, { prefix: '/api', db: t.db, rateLimit: { max: 3, timeWindow: 60_000 } }),
    ));
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  const send = (ip: string) =>
    fetch(`${origin}/api/mesures`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip },
      body: JSON.stringify({ territoire: 'FR', evenements: [{ type: 'page_vue', route: '/' }] }),
    });

  it('takes a few batches a minute per address, then answers 429 in French', async () => {
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).status).toBe(204);
    const refused = await send('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(MESURES_RATE_LIMIT_MESSAGE);
    expect((await send('203.0.113.8')).status).toBe(204);
    const [row] = await t.db.query<{ nombre: number }>('select nombre::int as nombre from mesure_evenement_jour');
    expect(row!.nombre).toBe(4);
  });
});

const combos = testBackends().flatMap((db) => testStores().map((store) => [db, store] as const));

describe.each(combos)('measures per visitor (%s, %s store)', (dbKind, storeKind) => {
  let t: TestDatabase;
  let shared: TestStore;
  const origins: string[] = [];
  const apps: FastifyInstance[] = [];
  let now = START;
  const clock: Clock = { now: () => new Date(now) };

  beforeAll(async () => {
    t = await openTestDatabase(dbKind);
    shared = openTestStore(storeKind);
    // Two API processes over one shared store.
    for (let i = 0; i < 2; i += 1) {
      const { app, origin } = await listenForVisitors((server) => server.register(measuresRoutes, { prefix: '/api', db: t.db, clock, windows: shared.store.windows }));
      apps.push(app);
      origins.push(origin);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await shared?.dispose();
    await t?.dispose();
  });

  const send = (process: number, ip: string, events: number) =>
    fetch(`${origins[process]}/api/mesures`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip },
      body: JSON.stringify({ territoire: 'FR', evenements: Array.from({ length: events }, () => ({ type: 'page_vue', route: '/' })) }),
    });
  const counted = async () => (await t.db.query<{ nombre: number }>('select coalesce(sum(nombre), 0)::int as nombre from mesure_evenement_jour'))[0]!.nombre;

  it('takes 120 measures a minute from one address, counted across processes, then answers 429 in French', async () => {
    expect(MESURES_PAR_VISITEUR).toEqual({ max: 120, windowSeconds: 60 });
    // Full batches, alternately on each process, up to the cap exactly.
    const batches = [50, 50, 20];
    for (const [i, n] of batches.entries()) expect((await send(i % 2, '203.0.113.21', n)).status).toBe(204);
    expect(await counted()).toBe(120);
    for (const process of [0, 1]) {
      const refused = await send(process, '203.0.113.21', 1);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(((await refused.json()) as { message: string }).message).toBe(MESURES_RATE_LIMIT_MESSAGE);
    }
    expect(await counted()).toBe(120);
    // Another visitor is not held back.
    expect((await send(1, '203.0.113.22', 50)).status).toBe(204);
    // A minute later the first may send again.
    now += 60_000;
    expect((await send(0, '203.0.113.21', 50)).status).toBe(204);
    expect(await counted()).toBe(220);
  });

  it('refuses a batch whole when it would go beyond the cap', async () => {
    now += 120_000;
    expect((await send(0, '203.0.113.31', 50)).status).toBe(204);
    expect((await send(1, '203.0.113.31', 50)).status).toBe(204);
    const before = await counted();
    expect((await send(0, '203.0.113.31', 50)).status).toBe(429);
    expect(await counted()).toBe(before);
  });
});
