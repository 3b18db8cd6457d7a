/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { badAddressPage } from './badAddress.ts';
import { createShellServer } from './servers.ts';
import { listen } from './testing/listen';

// Jest loads TypeScript itself: the shell's route table without tsx's loader.
jest.mock('tsx/esm/api', () => ({ tsImport: async () => jest.requireActual('../shared/src/routing/routeTable.ts') }));

/** The shell's index.html as the build writes it (scripts, stylesheet, registry preload, outlet). */
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"/><title>Registre des entreprises</title>' +
  '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous"/><link rel="icon" href="/favicon.svg">' +
  '<script defer="defer" src="/main.0123456789abcdef0123.js"></script><link href="/main.0123456789abcdef0123.css" rel="stylesheet"></head>' +
  '<body><a class="skip-link" href="#main">Aller au contenu principal</a><div id="shell-header"></div>' +
  '<main id="main" tabindex="-1"><div data-remote="shell" id="shell-page"></div></main><div id="shell-footer"></div>' +
  '<noscript>Ce site nécessite JavaScript pour la recherche et la commande de documents.</noscript></body></html>';

/** A raw request: the request target is sent exactly as given (fetch would re-encode it). */
function request(port: number, target: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('badAddressPage', () => {
  const page = badAddressPage(TEMPLATE, { siteName: 'Registre des entreprises' });

  it('writes the message, a way home and a title into the shell page, styled by its stylesheet', () => {
    expect(page).toContain('<div data-remote="shell" id="shell-page"><div class="page">');
    expect(page).toContain('<h1 class="page__title">Adresse invalide</h1>');
    expect(page).toContain('<a class="btn btn--primary" href="/">Retour à l’accueil</a>');
    expect(page).toContain('<title>Adresse invalide | Registre des entreprises</title><meta name="robots" content="noindex"/>');
    expect(page).toContain('<link href="/main.0123456789abcdef0123.css" rel="stylesheet">');
    expect(page).toContain('<a class="skip-link" href="#main">');
  });

  it('runs no script: the application would take the address for one of its pages', () => {
    expect(page).not.toMatch(/<script|registry\.json|<noscript/);
  });

  it('refuses a template without the outlet rather than send a page without its message', () => {
    expect(() => badAddressPage('<!doctype html><title>x</title>', { siteName: 'x' })).toThrow(/shell-page/);
  });

  it('escapes the site name', () => {
    expect(badAddressPage(TEMPLATE, { siteName: 'A & <B>' })).toContain('Adresse invalide | A &#38; &#60;B&#62;</title>');
  });
});

describe('the shell server, for a path that does not decode', () => {
  let dir: string;
  let shell: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shell-bad-address-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ variant: 'fr', siteName: 'Registre des entreprises', product: 'registre', searchBoost: null }));
    const registry = { remotes: [{ name: 'mf-records', manifest: 'http://127.0.0.1:1/mf-manifest.json', routes: ['/entreprise/*'] }] };
    shell = await listen(await createShellServer({ root: dir, registry, apiOrigin: 'http://127.0.0.1:1' }));
  });
  afterAll(async () => {
    await shell?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a browser with the site’s 400 page and the headers of every page', async () => {
    for (const target of ['/entreprise/%E0%A4%A', '/%', '/entreprise/%C0%AF', '/%zz/x']) {
      const res = await request(shell.port, target, { accept: 'text/html,application/xhtml+xml' });
      expect([target, res.status]).toEqual([target, 400]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1 class="page__title">Adresse invalide</h1>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // The same headers as a page of the site.
    const home = await request(shell.port, '/', { accept: 'text/html' });
    const bad = await request(shell.port, '/%', { accept: 'text/html' });
    for (const h of ['content-security-policy', 'referrer-policy', 'permissions-policy', 'cache-control']) expect([h, bad.headers[h]]).toEqual([h, home.headers[h]]);
  });

  it('answers anything but a page with a bare 400, and a well-formed address as before', async () => {
    const script = await request(shell.port, '/%E0%A4%A.js', { accept: '*/*' });
    expect(script.status).toBe(400);
    expect(script.body).toBe('');
    const page = await request(shell.port, '/entreprise/dupont-552032534', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Adresse invalide');
  });
});
