/** @jest-environment node */
// A shell serves robots.txt and its sitemaps at its root: the API makes them for the shell's site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellServer, seoFilePath } from './servers.ts';
import { listen } from './testing/listen';

// Jest loads TypeScript itself: the shell's route table without tsx's loader.
jest.mock('tsx/esm/api', () => ({ tsImport: async () => jest.requireActual('../shared/src/routing/routeTable.ts') }));

describe('seoFilePath', () => {
  const nc = { origin: 'https://nc.registre.example', territory: 'NC', product: 'nouvelle-caledonie' };
  const fr = { origin: 'https://www.registre.example', territory: 'FR', product: 'registre' };

  it('sends robots.txt, the index and the sitemap files to the API with the site they are for', () => {
    expect(seoFilePath('/robots.txt', nc)).toBe('/api/seo/robots.txt?origin=https%3A%2F%2Fnc.registre.example&territoire=NC&produit=nouvelle-caledonie');
    expect(seoFilePath('/sitemap.xml', fr)).toBe('/api/seo/sitemap.xml?origin=https%3A%2F%2Fwww.registre.example&territoire=FR&produit=registre');
    expect(seoFilePath('/sitemaps/entreprises-3.xml.gz', fr)).toBe('/api/seo/sitemaps/entreprises-3.xml.gz?origin=https%3A%2F%2Fwww.registre.example&territoire=FR&produit=registre');
  });

  it('leaves every other path to the shell', () => {
    for (const p of ['/', '/robots.txt/x', '/sitemaps/', '/sitemaps/../api/x.xml.gz', '/sitemap.xml.gz', '/entreprise/a/1/2']) expect(seoFilePath(p, fr)).toBeNull();
  });
});

describe('the shell server', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shell-seo-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Accueil</title>');
    writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ variant: 'nc', product: 'nouvelle-caledonie', searchBoost: 'NC', territory: 'NC' }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers /robots.txt and the sitemaps with what the API makes for its public origin', async () => {
    const seen: string[] = [];
    const api = await listen(
      http.createServer((req, res) => {
        seen.push(req.url!);
        res.writeHead(200, { 'content-type': req.url!.startsWith('/api/seo/robots.txt') ? 'text/plain; charset=utf-8' : 'application/gzip' });
        res.end('User-agent: *\n');
      }),
    );
    const shell = await listen(
      await createShellServer({ root: dir, registry: { remotes: [] }, apiOrigin: api.origin, publicOrigin: 'https://nc.registre.example' }),
    );
    try {
      const robots = await fetch(`${shell.origin}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await robots.text()).toBe('User-agent: *\n');
      await (await fetch(`${shell.origin}/sitemap.xml`)).arrayBuffer();
      await (await fetch(`${shell.origin}/sitemaps/dirigeants-1.xml.gz`)).arrayBuffer();
      const site = 'origin=https%3A%2F%2Fnc.registre.example&territoire=NC&produit=nouvelle-caledonie';
      expect(seen).toEqual([`/api/seo/robots.txt?${site}`, `/api/seo/sitemap.xml?${site}`, `/api/seo/sitemaps/dirigeants-1.xml.gz?${site}`]);
      // Pages are still the shell's.
      const home = await fetch(`${shell.origin}/`, { headers: { accept: 'text/html' } });
      expect(await home.text()).toContain('<title>Accueil</title>');
      expect(seen).toHaveLength(3);
    } finally {
      await shell.close();
      await api.close();
    }
  });

  it("sends a path no app owns, and /404, as the shell's not-found page with HTTP 404; an owned page with 200", async () => {
    const registry = { remotes: [{ name: 'mf-basket', manifest: 'http://127.0.0.1:1/mf-manifest.json', routes: ['/panier'] }] };
    const shell = await listen(await createShellServer({ root: dir, registry, apiOrigin: 'http://127.0.0.1:1', publicOrigin: 'https://nc.registre.example' }));
    try {
      const html = { headers: { accept: 'text/html' } };
      const missing = await fetch(`${shell.origin}/cette-page-nexiste-pas`, html);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<title>Accueil</title>');
      expect((await fetch(`${shell.origin}/404`, html)).status).toBe(404);
      expect((await fetch(`${shell.origin}/panier`, html)).status).toBe(200);
      expect((await fetch(`${shell.origin}/connexion`, html)).status).toBe(200);
    } finally {
      await shell.close();
    }
  });
});
