// The fallback of a separate search engine to PostgreSQL: what trips the breaker (a refused
// connection, a deadline passed, a server error) and what does not (a bad request), one line of
// log per outage, the health while it lasts, and the probe that closes it.
jest.setTimeout(120_000);
jest.mock('cookie', () => jest.requireActual('../../../testing/cookie-shim'));
import type { PersonResults, SearchResults } from '@portail/shared/api';
import { HealthSchema } from '@portail/shared/api';
import type { SearchCompaniesQuery } from '@portail/shared/api/requests';
import { buildApp } from '../../../app';
import { HttpError } from '../../../http/errors';
import { openTestDatabase, testBackends, type TestDatabase } from '../../../testing/databases';
import { get, insertFixtures, searchCompanies } from '../../../testing/app';
import { type CompanySearchEngine, SearchInputError } from './engine';
import { FallbackSearchEngine, isEngineFailure } from './fallback';
import { PostgresSearchEngine } from './postgres';

const RESULTS = (engine: string): SearchResults =>
  ({ total: 1, limit: 10, offset: 0, items: [{ engine } as never] }) as unknown as SearchResults;
const PERSONS = { total: 0, limit: 10, offset: 0, items: [] } as unknown as PersonResults;
const QUERY = { phrase: 'danone', limit: 10, offset: 0 } as SearchCompaniesQuery;

const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

/** An engine whose answer the test decides, one behaviour at a time. */
class Scripted implements CompanySearchEngine {
  calls = 0;
  behaviour: 'answer' | 'refuse' | 'hang' | 'error500' | 'badRequest' = 'answer';
  constructor(readonly name: string) {}
  searchCompanies(): Promise<SearchResults> {
    this.calls++;
    switch (this.behaviour) {
      case 'answer':
        return Promise.resolve(RESULTS(this.name));
      case 'refuse':
        return Promise.reject(refused());
      case 'hang':
        return new Promise(() => undefined);
      case 'error500':
        return Promise.reject(new HttpError(503, 'indisponible'));
      case 'badRequest':
        return Promise.reject(new SearchInputError('Critère de recherche manquant.'));
    }
  }
  searchPersons(): Promise<PersonResults> {
    return this.searchCompanies().then(() => PERSONS);
  }
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

const engineOf = (r: SearchResults) => (r.items[0] as unknown as { engine: string }).engine;

function setup() {
  const primary = new Scripted('opensearch');
  const fallback = new Scripted('postgresql');
  const log: string[] = [];
  let up = true;
  let probes = 0;
  const engine = new FallbackSearchEngine(primary, fallback, {
    timeoutMs: 50,
    probeEveryMs: 5,
    log: (m) => log.push(m),
    probe: async () => {
      probes++;
      if (!up) throw refused();
    },
  });
  return { primary, fallback, log, engine, setUp: (v: boolean) => (up = v), probes: () => probes };
}

describe('FallbackSearchEngine', () => {
  it.each(['refuse', 'hang', 'error500'] as const)('serves from the fallback when the primary does not answer (%s), logged once, until the probe sees it back', async (behaviour) => {
    const s = setup();
    s.setUp(false);
    s.primary.behaviour = behaviour;
    for (let i = 0; i < 5; i++) expect(engineOf(await s.engine.searchCompanies(QUERY))).toBe('postgresql');
    expect(await s.engine.searchPersons({ phrase: 'dupont', limit: 10, offset: 0 } as never)).toEqual(PERSONS);
    // One try on the primary opened the breaker; the searches after it went straight to the fallback.
    expect(s.primary.calls).toBe(1);
    expect(s.log).toHaveLength(1);
    expect(s.log[0]).toMatch(/^recherche : opensearch ne répond pas .* servies par postgresql/);
    const health = s.engine.health();
    expect(health).toMatchObject({ moteur: 'opensearch', etat: 'degrade' });
    expect(health.etat === 'degrade' && health.raison).toMatch(/opensearch ne répond pas/);
    expect(s.engine.available).toBe(false);

    // Still down: the probe keeps asking, the breaker stays open.
    const asked = s.probes();
    await until(() => s.probes() >= asked + 3);
    expect(s.engine.available).toBe(false);

    // Back: the probe closes the breaker; searches go to the primary again.
    let recovered = 0;
    s.engine.onRecovered(() => recovered++);
    s.primary.behaviour = 'answer';
    s.setUp(true);
    await until(() => s.engine.available);
    expect(recovered).toBe(1);
    expect(s.engine.health()).toEqual({ moteur: 'opensearch', etat: 'ok' });
    expect(engineOf(await s.engine.searchCompanies(QUERY))).toBe('opensearch');
    expect(s.log).toHaveLength(2);
    expect(s.log[1]).toMatch(/^recherche : opensearch répond de nouveau après \d+ s ; 6 recherche\(s\) servie\(s\) par postgresql/);
    s.engine.close();
  });

  it('answers a bad request as the primary did, without opening the breaker', async () => {
    const s = setup();
    s.primary.behaviour = 'badRequest';
    await expect(s.engine.searchCompanies(QUERY)).rejects.toThrow(SearchInputError);
    expect(s.fallback.calls).toBe(0);
    expect(s.engine.available).toBe(true);
    expect(s.log).toEqual([]);
    s.engine.close();
  });

  it('tells an engine failure from a bad request or an unreachable database', () => {
    expect(isEngineFailure(refused())).toBe(true);
    expect(isEngineFailure(new HttpError(502, 'x'))).toBe(true);
    expect(isEngineFailure(new Error('réponse inattendue'))).toBe(true);
    expect(isEngineFailure(new SearchInputError('x'))).toBe(false);
    expect(isEngineFailure(Object.assign(new Error('connexion'), { code: '08006' }))).toBe(false);
  });
});

describe.each(testBackends())('health and searches with the search engine down, on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await insertFixtures(t.db);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('says degraded with the reason while PostgreSQL serves the searches, and ok once the engine is back', async () => {
    const primary = new Scripted('opensearch');
    primary.behaviour = 'refuse';
    let up = false;
    const search = new FallbackSearchEngine(primary, new PostgresSearchEngine(t.db), {
      probeEveryMs: 5,
      log: () => undefined,
      probe: async () => {
        if (!up) throw refused();
      },
    });
    const app = await buildApp({ db: t.db, search, rateLimit: false });
    try {
      const before = HealthSchema.parse((await get(app, '/api/health')).body);
      expect(before).toMatchObject({ status: 'ok', recherche: { moteur: 'opensearch', etat: 'ok' } });

      const results = await searchCompanies(app, { phrase: 'danone' });
      expect(results.items[0]?.numero_identification).toBe('552032534');

      const during = HealthSchema.parse((await get(app, '/api/health')).body);
      expect(during.status).toBe('degraded');
      expect(during.recherche).toMatchObject({ etat: 'degrade', raison: expect.stringContaining('servies par postgresql') });

      // The engine back: the outbox drain is asked for, and the health is ok again.
      const drains = async () => (await t.db.query(`select 1 from tache where type = 'recherche.index'`)).length;
      const asked = await drains();
      primary.behaviour = 'answer';
      up = true;
      await until(() => search.available);
      expect(HealthSchema.parse((await get(app, '/api/health')).body).status).toBe('ok');
      for (let i = 0; i < 200 && (await drains()) === asked; i++) await new Promise((r) => setTimeout(r, 5));
      expect(await drains()).toBe(asked + 1);
    } finally {
      await app.close();
    }
  });
});
