/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishRemote, repointRegistry, unpublishRemote, writeRegistryFile } from './publish-remote.mjs';
import { buildRegistry, registryFromFile } from './registry.ts';
import { createRemoteServer, createShellServer, followRegistry } from './servers.ts';
import { listen } from './testing/listen';

// Jest loads TypeScript itself: the shell's modules without tsx's loader.
jest.mock('tsx/esm/api', () => ({
  tsImport: async (specifier: string) =>
    specifier.endsWith('registry.ts') ? jest.requireActual('../shared/src/routing/registry.ts') : jest.requireActual('../shared/src/routing/routeTable.ts'),
}));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A remote's build as the factory writes it: its files and a server bundle rendering `label`. */
function fakeBuild(label: string) {
  const files = path.join(dir, `build-${label}`, 'dist');
  mkdirSync(files, { recursive: true });
  const manifest = { metaData: { buildInfo: { buildVersion: label }, remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'app', assets: { js: { sync: ['app.js'] }, css: { sync: [] } } }] };
  writeFileSync(path.join(files, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(files, 'remoteEntry.js'), `/* ${label} */`);
  const bundle = path.join(dir, `build-${label}`, 'dist-server', 'server.cjs');
  mkdirSync(path.dirname(bundle), { recursive: true });
  writeFileSync(bundle, `exports.setApiBase = () => {}; exports.render = async () => ({ html: '<p>${label}</p>', data: {}, head: { jsonLd: [] } });`);
  return { files, bundle };
}

describe('registryFromFile', () => {
  it('follows the file when it is rewritten, and keeps the registry in force when the new one does not read', () => {
    const file = path.join(dir, 'registry.json');
    writeRegistryFile(file, { remotes: ['a'] });
    const errors: string[] = [];
    const validate = (r: { remotes?: unknown }) => {
      if (!Array.isArray(r.remotes)) throw new Error('remotes manquant');
    };
    const current = registryFromFile(file, { checkEveryMs: 0, validate, onError: (e: Error) => errors.push(e.message) });
    const first = current();
    expect(first).toEqual({ remotes: ['a'] });
    expect(current()).toBe(first);
    writeRegistryFile(file, { remotes: ['b'] });
    expect(current()).toEqual({ remotes: ['b'] });
    writeFileSync(file, '{ "remotes": [');
    expect(current()).toEqual({ remotes: ['b'] });
    writeRegistryFile(file, { autre: 1 });
    expect(current()).toEqual({ remotes: ['b'] });
    expect(errors).toHaveLength(2);
    expect(errors[1]).toContain('remotes manquant');
    writeRegistryFile(file, { remotes: ['c'] });
    expect(current()).toEqual({ remotes: ['c'] });
  });

  it('refuses to start on a file that does not read', () => {
    const file = path.join(dir, 'registry.json');
    writeFileSync(file, 'pas du JSON');
    expect(() => registryFromFile(file)).toThrow();
  });
});

describe('followRegistry', () => {
  const registry = (manifest: string) => ({ remotes: [{ name: 'mf-records', manifest, routes: ['/entreprise/*'] }] });

  it('derives route ownership again when the registry changes, and refuses an origin the CSP does not list', () => {
    let given = registry('http://remotes.test/mf-records/1/mf-manifest.json');
    const errors: string[] = [];
    const current = followRegistry(
      () => given,
      (r) => ({ ownerOf: (_pathname: string) => r.remotes[0]!.manifest }),
      (m: string) => errors.push(m),
    );
    expect(current().visible.remotes[0]!.manifest).toBe('http://remotes.test/mf-records/1/mf-manifest.json');
    given = registry('http://remotes.test/mf-records/2/mf-manifest.json');
    expect(current().routes.ownerOf('/entreprise/1')).toBe('http://remotes.test/mf-records/2/mf-manifest.json');
    given = registry('http://ailleurs.test/mf-records/3/mf-manifest.json');
    expect(current().registry.remotes[0]!.manifest).toBe('http://remotes.test/mf-records/2/mf-manifest.json');
    expect(errors).toEqual([expect.stringContaining('http://ailleurs.test')]);
  });
});

describe('publishing a remote', () => {
  it('serves a published version under /<remote>/<version>/ beside the build, with its own server render, until it is removed', async () => {
    const current = fakeBuild('1');
    const next = fakeBuild('2');
    const releases = path.join(dir, 'releases');
    const published = publishRemote({ remote: 'mf-records', version: '2.0.0', dir: releases, from: next });
    expect(published.path).toBe('/mf-records/2.0.0/');
    expect(existsSync(path.join(releases, 'files', 'mf-records', '2.0.0', 'mf-manifest.json'))).toBe(true);
    expect(() => publishRemote({ remote: 'mf-records', version: '2.0.0', dir: releases, from: next })).toThrow('déjà publiée');
    expect(() => publishRemote({ remote: 'mf-records', version: '../x', dir: releases, from: next })).toThrow('invalide');

    const server = await listen(createRemoteServer({ root: current.files, bundle: current.bundle, apiOrigin: 'http://127.0.0.1:1', releases: { dir: releases, remote: 'mf-records' } }));
    try {
      const render = '_render?url=%2Fentreprise%2F1&origin=http%3A%2F%2Fshell.test';
      expect(await (await fetch(`${server.origin}/remoteEntry.js`)).text()).toBe('/* 1 */');
      expect(await (await fetch(`${server.origin}/mf-records/2.0.0/remoteEntry.js`)).text()).toBe('/* 2 */');
      expect((await (await fetch(`${server.origin}/${render}`)).json()).html).toBe('<p>1</p>');
      const rendered = await (await fetch(`${server.origin}/mf-records/2.0.0/${render}`)).json();
      expect(rendered).toMatchObject({ html: '<p>2</p>', entry: 'remoteEntry.js', js: ['app.js'] });
      // A version never published, or another remote's prefix, is not a release.
      expect((await fetch(`${server.origin}/mf-records/3.0.0/remoteEntry.js`)).status).toBe(404);
      expect((await fetch(`${server.origin}/mf-search/2.0.0/remoteEntry.js`)).status).toBe(404);
      unpublishRemote({ remote: 'mf-records', version: '2.0.0', dir: releases });
      expect((await fetch(`${server.origin}/mf-records/2.0.0/remoteEntry.js`)).status).toBe(404);
      expect(existsSync(path.join(releases, 'server', 'mf-records', '2.0.0'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe('repointing a shell', () => {
  it("serves the registry of its file as it changes, and renders each page with the address that registry gives, without a restart", async () => {
    const renderer = (label: string) =>
      listen(
        http.createServer((_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ html: `<p>${label}</p>`, data: {}, head: { jsonLd: [] }, css: [], entry: 'remoteEntry.js', js: [] }));
        }),
      );
    const [one, two] = await Promise.all([renderer('version 1'), renderer('version 2')]);
    const root = path.join(dir, 'shell');
    mkdirSync(root);
    writeFileSync(path.join(root, 'server.json'), JSON.stringify({ variant: 'fr', siteName: 'Registre', product: 'registre', searchBoost: null }));
    writeFileSync(path.join(root, 'index.html'), '<html><head><title>Accueil</title></head><body><div data-remote="shell" id="shell-page"></div></body></html>');
    const file = path.join(dir, 'registry.json');
    const registry = buildRegistry({ environment: 'local', renderers: { 'mf-records': `${one.origin}/_render` } });
    writeRegistryFile(file, registry);
    const shell = await listen(await createShellServer({ root, registry: registryFromFile(file, { checkEveryMs: 0 }), apiOrigin: 'http://127.0.0.1:1' }));
    const page = async () => (await fetch(`${shell.origin}/entreprise/123456789`, { headers: { accept: 'text/html' } })).text();
    const manifest = async () => (await (await fetch(`${shell.origin}/registry.json`)).json()).remotes.find((r: { name: string }) => r.name === 'mf-records');
    try {
      expect(await page()).toContain('<p>version 1</p>');
      const before = repointRegistry(file, 'mf-records', { manifest: 'http://localhost:3002/mf-records/2/mf-manifest.json', render: `${two.origin}/mf-records/2/_render` });
      expect(await page()).toContain('<p>version 2</p>');
      expect(await page()).toContain('href="http://localhost:3002/mf-records/2/remoteEntry.js"');
      expect(await manifest()).toEqual({ name: 'mf-records', federationName: 'mf_records', manifest: 'http://localhost:3002/mf-records/2/mf-manifest.json', routes: expect.any(Array) });
      // A registry the browsers' schema refuses leaves the one in force, and says so.
      const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const broken = JSON.parse(readFileSync(file, 'utf8'));
      broken.remotes = [];
      writeRegistryFile(file, broken);
      expect((await manifest()).manifest).toBe('http://localhost:3002/mf-records/2/mf-manifest.json');
      expect(reported).toHaveBeenCalledWith(expect.stringContaining('Registre refusé'));
      reported.mockRestore();
      writeRegistryFile(file, registry);
      // The rollback.
      repointRegistry(file, 'mf-records', before);
      expect(await page()).toContain('<p>version 1</p>');
      expect((await manifest()).manifest).toBe('http://localhost:3002/mf-manifest.json');
    } finally {
      await Promise.all([shell.close(), one.close(), two.close()]);
    }
  });
});
