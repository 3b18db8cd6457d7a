/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_FORM_FIELD, CONSENT_FORM_PATH } from '@portail/shared/consent/consentCookie';
import { createShellApp, createShellServer, withConsentBanner } from './servers.ts';
import { listen, type Listening } from './testing/listen';

// Jest loads TypeScript itself: the servers' shared modules without tsx's loader.
jest.mock('tsx/esm/api', () => ({ tsImport: async () => jest.requireActual('./server-modules.ts') }));

const PAGE = '<body><a class="skip-link" href="#main">x</a><div id="shell-consent" class="consent-slot"></div><main></main></body>';
const BANNER = { cookie: 'consentement', html: '<section class="consent-banner">Mesure</section>' };

describe('withConsentBanner', () => {
  it('puts the banner in the slot for a visitor who has made no choice', () => {
    for (const cookie of [undefined, '', 'autre=1', 'consentement=', 'xconsentement=v1']) {
      expect(withConsentBanner(PAGE, BANNER, cookie)).toContain('<div id="shell-consent" class="consent-slot"><section class="consent-banner">Mesure</section></div>');
    }
  });

  it('leaves the page as it is when the request carries a choice, or the build has no banner', () => {
    expect(withConsentBanner(PAGE, BANNER, 'a=1; consentement=v1|mesure=0|2026-11-26')).toBe(PAGE);
    expect(withConsentBanner(PAGE, null, undefined)).toBe(PAGE);
  });
});

describe('the consent banner’s form, posted before the page’s scripts have run', () => {
  let dir: string;
  let shell: Listening;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shell-consent-form-'));
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="fr"><head><title>x</title></head><body>${'<div id="shell-consent" class="consent-slot"></div>'}</body></html>`);
    writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ variant: 'fr', siteName: 'Registre des entreprises', product: 'registre', searchBoost: null }));
    shell = await listen(await createShellServer({ root: dir, registry: { remotes: [] }, apiOrigin: 'http://127.0.0.1:1' }));
  });
  afterAll(async () => {
    await shell?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${shell.origin}${CONSENT_FORM_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shell.origin, 'sec-fetch-site': 'same-origin', ...headers },
      body,
    });

  it('records the choice in the cookie the browser would have written, and goes back to the page', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [value, cookie] of [['1', `v1|mesure=1|${today}`], ['0', `v1|mesure=0|${today}`]] as const) {
      const res = await post(`${CONSENT_FORM_FIELD}=${value}`, { referer: `${shell.origin}/tarifs?onglet=kbis` });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/tarifs?onglet=kbis');
      expect(res.headers.get('set-cookie')).toBe(`consentement=${cookie}; Max-Age=15552000; Path=/; SameSite=Lax`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
    }
  });

  it('goes back to the home page when the page it came from is unknown or another site’s', async () => {
    expect((await post(`${CONSENT_FORM_FIELD}=0`)).headers.get('location')).toBe('/');
    expect((await post(`${CONSENT_FORM_FIELD}=0`, { referer: 'https://ailleurs.example/piege' })).headers.get('location')).toBe('/');
  });

  it('goes back only to a path of the site: never to an address a browser reads as another host', async () => {
    // Sent as written (fetch would rewrite the Referer): the shell reads it as the browser sent it.
    const postWithReferer = (referer: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const body = `${CONSENT_FORM_FIELD}=1`;
        const req = http.request(
          `${shell.origin}${CONSENT_FORM_PATH}`,
          { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length, origin: shell.origin, referer } },
          (res) => {
            res.resume();
            expect(res.statusCode).toBe(303);
            resolve(res.headers.location);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    for (const path of ['//evil.example/x', '/\\evil.example', '/\\/evil.example', '/%2F%2Fevil.example', '/%2f/evil.example', '/%5Cevil.example', '/.//evil.example', '/%09/evil.example', '/%E0%A4%A']) {
      expect([path, await postWithReferer(`${shell.origin}${path}`)]).toEqual([path, '/']);
    }
    expect(await postWithReferer(`${shell.origin}/entreprise/dupont-552100554?onglet=actes`)).toBe('/entreprise/dupont-552100554?onglet=actes');
    expect(await postWithReferer(`${shell.origin}/recherche/%2F%2Fpas-un-hote`)).toBe('/recherche/%2F%2Fpas-un-hote');
  });

  it('refuses a choice posted by another site’s page, and sets nothing', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://ailleurs.example' }, { origin: 'null' }] as Record<string, string>[]) {
      const res = await post(`${CONSENT_FORM_FIELD}=1`, headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.text()).toBe('Ce choix ne peut être envoyé que depuis les pages du site.');
    }
  });

  it('answers a malformed form with a French message, never a 500', async () => {
    for (const body of ['', `${CONSENT_FORM_FIELD}=2`, 'autre=1']) {
      const res = await post(body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(await res.text()).toMatch(/^Choix de mesure d’audience illisible/);
    }
    const json = await post('{"mesure":1}', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await json.text()).toMatch(/application\/x-www-form-urlencoded/);
    const big = await post(`${CONSENT_FORM_FIELD}=1&x=${'a'.repeat(4096)}`);
    expect(big.status).toBe(413);
    expect(await big.text()).toMatch(/^Formulaire trop volumineux/);
  });

  it('sends the cookie Secure when the site is served over https', async () => {
    const secure = await listen(await createShellServer({ root: dir, registry: { remotes: [] }, apiOrigin: 'http://127.0.0.1:1', publicOrigin: 'https://www.registre.example' }));
    try {
      const res = await fetch(`${secure.origin}${CONSENT_FORM_PATH}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.registre.example', referer: 'https://www.registre.example/faq' },
        body: `${CONSENT_FORM_FIELD}=1`,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/faq');
      expect(res.headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      await secure.close();
    }
  });
});

describe("the shell's routes", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shell-routes-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="fr"><head><title>Registre</title></head><body><div data-remote="shell" id="shell-page"></div></body></html>');
    writeFileSync(path.join(dir, 'main.0123456789abcdef.js'), 'console.log("coquille");');
    writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ variant: 'fr', siteName: 'Registre des entreprises', product: 'registre', searchBoost: null, territory: 'FR' }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const registry = {
    remotes: [
      { name: 'mf-content', manifest: 'http://127.0.0.1:1/mf-manifest.json', routes: ['/', '/faq', '/mentions-legales-{product}', '/guide-des-formalites/*'] },
      { name: 'mf-records', manifest: 'http://127.0.0.1:1/mf-manifest.json', routes: ['/entreprise/:slug/:siren/:id'] },
    ],
  };
  const ACCEPTS = [{ accept: '*/*' }, { accept: 'text/html' }, { accept: 'application/json' }, {}];

  it('answers a path no page owns with the not-found page and 404, whatever the request accepts', async () => {
    const app = await createShellApp({ root: dir, registry, apiOrigin: 'http://127.0.0.1:1' });
    try {
      for (const url of ['/cette-page-nexiste-pas', '/entreprise', '/faq/en-trop', '/absent.js', '/mentions-legales-autre']) {
        for (const headers of ACCEPTS) {
          const res = await app.inject({ url, headers });
          expect([url, headers.accept, res.statusCode]).toEqual([url, headers.accept, 404]);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.body).toContain('<title>Registre</title>');
          expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
        }
      }
    } finally {
      await app.close();
    }
  });

  it("answers each page of the route table with the application, whatever the request accepts, and the files as they are", async () => {
    const app = await createShellApp({ root: dir, registry, apiOrigin: 'http://127.0.0.1:1' });
    try {
      for (const url of ['/', '/faq', '/faq/', '/mentions-legales-registre', '/guide-des-formalites/creer/sarl', '/entreprise/dupont/552100554/1', '/connexion']) {
        for (const headers of ACCEPTS) {
          const res = await app.inject({ url, headers });
          expect([url, headers.accept, res.statusCode]).toEqual([url, headers.accept, 200]);
          expect(res.body).toContain('id="shell-page"');
        }
      }
      const script = await app.inject({ url: '/main.0123456789abcdef.js' });
      expect([script.statusCode, script.body, script.headers['cache-control']]).toEqual([200, 'console.log("coquille");', 'public, max-age=31536000, immutable']);
      expect((await app.inject({ url: '/404' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/faq', method: 'POST', payload: 'x=1' })).statusCode).toBe(405);
    } finally {
      await app.close();
    }
  });
});
