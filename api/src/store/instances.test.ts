// Two API instances (two buildApp over one database and one shared store) stand for two API
// processes: the sign-in limits and, on Redis, @fastify/rate-limit's contact limit are reached
// across both. In memory the route limits are each instance's own (one process in that setup).
import type { FastifyInstance } from 'fastify';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_MESSAGE } from '@portail/shared/api';
import { buildApp } from '../app';
import { openTestDatabase, testBackends, type TestDatabase } from '../testing/databases';
import { openTestStore, redisKeysLeft, testStores, type TestStore } from '../testing/stores';
import { createIdentity, type Identity } from '../modules/identity';
import { Browser, GENEROUS_LIMITS, TEST_SCRYPT_COST, addUser, authorizeUrl, pkcePair } from '../modules/identity/testing';
import { freePort } from '../testing/freePort';

jest.setTimeout(120_000);

const combos = testBackends().flatMap((db) => testStores().map((store) => [db, store] as const));

interface Instance {
  origin: string;
  identity: Identity;
  app: FastifyInstance;
}

describe.each(combos)('two API instances on %s sharing a %s store', (dbKind, storeKind) => {
  let t: TestDatabase;
  let shared: TestStore;
  const instances: Instance[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(dbKind);
    shared = openTestStore(storeKind);
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const identity = await createIdentity({
        db: t.db,
        env: {},
        limits: shared.store.windows,
        config: {
          shellOrigins: [origin],
          issuer: `${origin}/auth`,
          scryptCost: TEST_SCRYPT_COST,
          seedDemo: false,
          limits: { ...GENEROUS_LIMITS, perAccountAndAddress: { max: 4, windowSeconds: 900 } },
        },
      });
      const app = await buildApp({ db: t.db, identity, store: shared.store, staffToken: '', trustProxy: ['127.0.0.1'] });
      await app.listen({ port, host: '127.0.0.1' });
      instances.push({ origin, identity, app });
    }
  });
  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.identity.close();
    }
    await shared?.dispose();
    expect(await redisKeysLeft(shared.prefix)).toBe(0);
    await t?.dispose();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('reaches the sign-in limit per e-mail and address across both', async () => {
    await addUser(instances[0]!.identity, { email: 'partage@exemple.fr', password: 'Un-mot-de-passe-solide' });
    const pages = await Promise.all(
      instances.map(async (inst) => {
        const browser = new Browser(inst.origin);
        const target = { clientId: inst.identity.config.clientId, redirectUri: `${inst.origin}/auth/callback` } as Parameters<typeof authorizeUrl>[0];
        const { url, res } = await browser.follow(await browser.fetch(authorizeUrl(target, { challenge: pkcePair().challenge })));
        expect(res.status).toBe(200);
        return { browser, path: url.pathname };
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { browser, path } = pages[i % 2]!;
      const res = await browser.fetch(`${path}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from('198.51.100.7') },
        body: new URLSearchParams({ email: 'partage@exemple.fr', password: `faux-${i}-mot-de-passe` }).toString(),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(await res.text()).toContain('Trop de tentatives de connexion.');
    }
    // Two failures on each instance reach the limit of 4: both refuse from then on.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it(storeKind === 'redis' ? 'reaches the contact limit across both' : 'counts the contact limit per instance (one process in memory)', async () => {
    const post = (inst: Instance) =>
      fetch(`${inst.origin}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', ...from('198.51.100.9') }, body: '{}' });
    const [a, b] = [instances[0]!, instances[1]!];
    // The limit counts requests, whatever their answer: empty forms are refused (400) but counted.
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) expect((await post(i % 2 === 0 ? a : b)).status).toBe(400);
    const next = await post(b);
    if (storeKind === 'redis') {
      expect(next.status).toBe(429);
      expect(((await next.json()) as { message: string }).message).toBe(CONTACT_RATE_LIMIT_MESSAGE);
      expect((await post(a)).status).toBe(429);
    } else {
      expect(next.status).toBe(400);
    }
  });
});
