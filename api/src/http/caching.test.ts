jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../testing/cookie-shim'));

import { randomUUID } from 'node:crypto';
import { writeTariffs } from '../modules/basket/repository';
import { type TestApp, openTestApp } from '../testing/app';
import { type CommerceServer, type Customer, startCommerce } from '../testing/commerce';
import { testBackends } from '../testing/databases';
import { PRIVATE_NO_STORE, PUBLIC_CACHE, cacheControl, entityTag, ifNoneMatchMatches, routeCaching } from './caching';

describe('validators', () => {
  const tag = entityTag('{"a":1}');

  it('tags the bytes, strongly: the same bytes the same tag, other bytes another', () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entityTag(Buffer.from('{"a":1}'))).toBe(tag);
    expect(entityTag('{"a":2}')).not.toBe(tag);
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    expect(ifNoneMatchMatches(tag, tag)).toBe(true);
    expect(ifNoneMatchMatches(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchMatches(`"autre", W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchMatches(['"autre"', tag], tag)).toBe(true);
    expect(ifNoneMatchMatches('*', tag)).toBe(true);
    expect(ifNoneMatchMatches('"autre", W/"encore"', tag)).toBe(false);
    expect(ifNoneMatchMatches(tag.slice(1, -1), tag)).toBe(false);
    expect(ifNoneMatchMatches(undefined, tag)).toBe(false);
  });

  it('writes the policy as Cache-Control', () => {
    expect(cacheControl({ maxAge: 60 })).toBe('public, max-age=60');
    expect(cacheControl({ maxAge: 300, staleWhileRevalidate: 600 })).toBe('public, max-age=300, stale-while-revalidate=600');
  });
});

describe.each(testBackends())('public answers on %s', (kind) => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await openTestApp(kind, { companies: 30 });
    await writeTariffs(t.db);
    id = (await t.db.query<{ id: number }>('select min(id)::int as id from entreprise'))[0]!.id;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

  it('sends a record with a strong ETag, public caching and Vary: Accept-Encoding; the same data, the same tag', async () => {
    const first = await get(`/api/entreprises/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(cacheControl(PUBLIC_CACHE.record));
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers.etag).toBe(entityTag(first.rawPayload));
    const again = await get(`/api/entreprises/${id}`);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body when If-None-Match names the tag, weakly or in a list, and 200 otherwise', async () => {
    const { headers } = await get(`/api/entreprises/${id}`);
    const etag = String(headers.etag);
    for (const inm of [etag, `W/${etag}`, `"autre", ${etag}`, '*']) {
      const res = await get(`/api/entreprises/${id}`, { 'if-none-match': inm });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload).toHaveLength(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(cacheControl(PUBLIC_CACHE.record));
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['content-length']).toBeUndefined();
    }
    const other = await get(`/api/entreprises/${id}`, { 'if-none-match': '"une-autre-version"' });
    expect(other.statusCode).toBe(200);
    expect(other.json().id).toBe(id);
  });

  it('gives the record another tag once its data changes, and the old tag no longer answers 304', async () => {
    const before = await get(`/api/entreprises/${id}`);
    await t.db.query(`update entreprise set denomination = coalesce(denomination, '') || ' (modifiée)' where id = $1`, [id]);
    const after = await get(`/api/entreprises/${id}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers.etag).toBe(entityTag(after.rawPayload));
  });

  it('answers HEAD with the headers of GET and no body, and 304 to a HEAD that names the tag', async () => {
    const full = await get(`/api/entreprises/${id}/etablissements`);
    const head = await get(`/api/entreprises/${id}/etablissements`, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.headers['cache-control']).toBe(cacheControl(PUBLIC_CACHE.record));
    const conditional = await get(`/api/entreprises/${id}/etablissements`, { 'if-none-match': String(full.headers.etag) }, 'HEAD');
    expect(conditional.statusCode).toBe(304);
    expect(conditional.rawPayload).toHaveLength(0);
  });

  it.each([
    ['search', '/api/recherche/entreprises_etablissements?phrase=societe', PUBLIC_CACHE.search],
    ['a registry', '/api/greffes?q=paris', PUBLIC_CACHE.reference],
    ['the NAF nomenclature', '/api/reference/naf?niveau=SECTION', PUBLIC_CACHE.reference],
    ['the departments', '/api/reference/departements', PUBLIC_CACHE.reference],
    ['the key figures', '/api/statistiques', PUBLIC_CACHE.reference],
    ['the catalogue of changes', '/api/catalogue_impact_dossier', PUBLIC_CACHE.reference],
    ['a price grid', '/api/grilles_tarifaires/STANDARD/syntheses_articles', PUBLIC_CACHE.tariffs],
    ["the site's legal identity", '/api/site-information?produit=registre', PUBLIC_CACHE.site],
    ['the specimen figures', '/api/specimens-performance-financieres', PUBLIC_CACHE.site],
    ['robots.txt', '/api/seo/robots.txt?origin=https://www.registre.test&territoire=FR&produit=registre', PUBLIC_CACHE.seo],
  ])('caches %s with its policy and validates it', async (_what, url, policy) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl(policy));
    expect(res.headers.etag).toBe(entityTag(res.rawPayload));
    expect((await get(url, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps the search short-lived and the reference data long-lived', () => {
    expect(PUBLIC_CACHE.search.maxAge).toBeLessThanOrEqual(60);
    expect(PUBLIC_CACHE.reference.maxAge).toBeGreaterThanOrEqual(3600);
  });

  it('never lets an error of a public route be kept: no ETag, private, no-store', async () => {
    for (const url of ['/api/entreprises/999999999', '/api/entreprises/abc', '/api/health']) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe.each(testBackends())('personal answers on %s', (kind) => {
  const STAFF_TOKEN = 'jeton-du-personnel-de-test-0123456789-abcdefghijklmnop';
  let c: CommerceServer;
  let customer: Customer;
  const previous = process.env.STAFF_API_TOKEN;
  beforeAll(async () => {
    process.env.STAFF_API_TOKEN = STAFF_TOKEN;
    c = await startCommerce(kind);
    customer = await c.customer('Cache');
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.STAFF_API_TOKEN;
    else process.env.STAFF_API_TOKEN = previous;
    await c?.close();
  });

  /** A URL of the route, its parameters filled with values that exist or at least parse. */
  const concrete = (url: string) =>
    url
      .replace(/^\/api/, '')
      .replace(':uuid', randomUUID())
      .replace(/:[A-Za-z]+/g, '1');

  it('sends every answer a token, a guest id or a staff token opens as private, no-store, never public', async () => {
    const routes = routeCaching(c.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.policy);
    expect(routes.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const route of routes) {
      const token = route.url.startsWith('/api/exploitation') ? STAFF_TOKEN : customer.token;
      const res = await c.call(token, 'GET', concrete(route.url));
      const cc = res.headers.get('cache-control') ?? '';
      expect({ url: route.url, cc, public: /\bpublic\b/.test(cc) }).toEqual({ url: route.url, cc, public: false });
      expect(cc).toMatch(/\bno-store\b/);
      expect(res.headers.get('etag')).toBeNull();
      if (res.status === 200) answered.push(route.url);
    }
    // Enough of them answered with the person's data for the check to mean something.
    expect(answered).toEqual(expect.arrayContaining(['/api/user', '/api/compte-client', '/api/commandes', '/api/factures', '/api/portefeuille', '/api/paniers', '/api/exploitation/mesures']));
    const guest = await c.call(null, 'GET', `/paniers?uid_invite=${randomUUID()}`);
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  it('declares public only routes that answer the same without a token', async () => {
    const routes = routeCaching(c.app).filter((r) => r.policy);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      expect(route.method === 'GET' || route.method === 'HEAD').toBe(true);
      const res = await c.call(null, 'GET', concrete(route.url));
      expect({ url: route.url, status: res.status }).not.toEqual({ url: route.url, status: 401 });
      expect(res.status).not.toBe(403);
    }
  });
});
