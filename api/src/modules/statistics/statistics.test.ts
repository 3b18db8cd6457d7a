jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { StatistiquesSchema } from '@portail/shared/api';
import { GREFFES } from '../../data/greffes';
import { testBackends } from '../../testing/databases';
import { get, useTestApp } from '../../testing/app';
import { statisticsRoutes } from './routes';
import { PUBLIC_CACHE, cacheControl } from '../../http/caching';

describe.each(testBackends())('key figures on %s', (kind) => {
  const t = useTestApp(kind, { companies: 300 });

  const exact = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  it('counts companies, establishments and registries, parsed by the shared schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/statistiques' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl(PUBLIC_CACHE.reference));
    const figures = StatistiquesSchema.parse(res.json());
    expect(figures.entreprises).toBe(await exact('entreprise'));
    expect(figures.entreprises).toBeGreaterThanOrEqual(300);
    expect(figures.etablissements).toBe(await exact('etablissement'));
    expect(figures.etablissements).toBeGreaterThanOrEqual(figures.entreprises);
    expect(figures.greffes).toBe(GREFFES.length);
    expect(figures.greffe).toBeNull();
  });

  it("counts each territory's own companies, establishments and registries: New Caledonia has one registry, Nouméa's", async () => {
    const nc = StatistiquesSchema.parse((await get(t.app, '/api/statistiques?territoire=NC')).body);
    const ncCompanies = (await t.db.query<{ n: number }>("select count(*)::int as n from entreprise where territoire = 'NC'"))[0]!.n;
    const ncEstablishments = (
      await t.db.query<{ n: number }>("select count(*)::int as n from etablissement t join entreprise e on e.id = t.entreprise_id where e.territoire = 'NC'")
    )[0]!.n;
    expect(ncCompanies).toBeGreaterThan(0);
    expect(nc).toEqual({
      entreprises: ncCompanies,
      etablissements: ncEstablishments,
      greffes: 1,
      greffe: { code: expect.stringMatching(/^988\d$/), nom: 'Greffe du tribunal mixte de commerce de Nouméa', slug: expect.any(String) },
    });
    const fr = StatistiquesSchema.parse((await get(t.app, '/api/statistiques?territoire=FR')).body);
    expect(fr.entreprises).toBe((await exact('entreprise')) - ncCompanies);
    expect(fr.etablissements).toBe((await exact('etablissement')) - ncEstablishments);
    expect(fr.greffes).toBe(GREFFES.length - 1);
    expect(fr.greffe).toBeNull();
    const bad = await get(t.app, '/api/statistiques?territoire=PF');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/territoire doit valoir FR, NC/);
  });

  it('serves the figures from memory until they are older than their lifetime', async () => {
    let clock = 1_000_000;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(statisticsRoutes, { prefix: '/api', db: t.db, ttlMs: 60_000, now: () => clock });
    try {
      const first = StatistiquesSchema.parse((await get(app, '/api/statistiques')).body);
      await t.db.exec(`delete from entreprise where id = (select max(id) from entreprise)`);
      clock += 59_000;
      expect((await get(app, '/api/statistiques')).body).toEqual(first);
      clock += 1_000;
      const fresh = StatistiquesSchema.parse((await get(app, '/api/statistiques')).body);
      expect(fresh.entreprises).toBe(first.entreprises - 1);
    } finally {
      await app.close();
    }
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await get(t.app, '/api/docs/json')).body as { paths: Record<string, unknown> };
    expect(doc.paths['/api/statistiques']).toBeDefined();
  });
});
