/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import remoteModules from '../shell/registry/remote-modules.json';
import shellPkg from '../shell/package.json';
import sharedPkg from '@portail/shared/package.json';

interface Need {
  expose: string;
  reason: string;
}
interface Manifest {
  name?: string;
  exposes: { path: string }[];
  shared: { name: string; singleton?: boolean; requiredVersion?: string | false }[];
}
const { RemoteContractPlugin, checkManifest, shellNeeds, shellVersion, MANIFEST } = require('./remoteContract.cjs') as {
  RemoteContractPlugin: new (o: { remote: string; provided?: (shared: string) => string | undefined }) => webpack.WebpackPluginInstance;
  checkManifest: (remote: string, manifest: Manifest, o?: { needs?: Need[]; provided?: (shared: string) => string | undefined }) => string[];
  shellNeeds: (remote: string, routes?: Record<string, string[]>, modules?: Record<string, string>) => Need[];
  shellVersion: (shared: string) => string | undefined;
  MANIFEST: string;
};

const REACT = shellPkg.dependencies.react;

/** The shared singletons every remote declares, with the ranges the factory gives them. */
function sharedSingletons(react = REACT): Manifest['shared'] {
  return [
    { name: 'react', singleton: true, requiredVersion: react },
    { name: 'react/jsx-runtime', singleton: true, requiredVersion: react },
    { name: 'react-dom', singleton: true, requiredVersion: react },
    { name: 'react-dom/client', singleton: true, requiredVersion: react },
    { name: 'zustand', singleton: true, requiredVersion: sharedPkg.dependencies.zustand },
    { name: 'zustand/vanilla', singleton: true, requiredVersion: sharedPkg.dependencies.zustand },
    { name: 'ky', singleton: true, requiredVersion: sharedPkg.dependencies.ky },
    { name: 'zod/mini', singleton: true, requiredVersion: sharedPkg.dependencies.zod },
  ];
}

const manifest = (exposes: string[], shared = sharedSingletons()): Manifest => ({ exposes: exposes.map((p) => ({ path: p })), shared });

describe('what the shells need of each remote', () => {
  it('is ./app for every remote that owns routes, plus the modules the shell loads by name', () => {
    for (const remote of Object.keys(REMOTE_ROUTES)) expect(shellNeeds(remote).map((n) => n.expose)).toContain('./app');
    expect(shellNeeds('mf-search').map((n) => n.expose)).toEqual(['./app', './SearchBar']);
    expect(shellNeeds('mf-basket').map((n) => n.expose)).toEqual(['./app', './agent']);
  });

  it('follows the route table and the module list rather than a list of its own', () => {
    expect(shellNeeds('mf-new', {}, {})).toEqual([]);
    expect(shellNeeds('mf-new', { 'mf-new': ['/nouveau'] }, { widget: 'mf-new/Widget', other: 'mf-search/SearchBar' }).map((n) => n.expose)).toEqual([
      './app',
      './Widget',
    ]);
    expect(shellNeeds('mf-new', { 'mf-new': [] }, {})).toEqual([]);
  });

  it('is what the shell loads: its code names remote modules only through remote-modules.json, and uses each', () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) sources.push(readFileSync(file, 'utf8'));
      }
    };
    walk(path.join(__dirname, '..', 'shell', 'src'));
    const remotes = [...Object.keys(REMOTE_ROUTES), ...Object.values(remoteModules).map((id) => id.split('/')[0])];
    const literal = new RegExp(`['"](?:${remotes.join('|')})/[^'"]+['"]`, 'g');
    expect(sources.flatMap((s) => s.match(literal) ?? [])).toEqual([]);
    for (const key of Object.keys(remoteModules)) {
      expect(sources.some((s) => s.includes('registry/remote-modules.json') && s.includes(`remoteModules.${key}`))).toBe(true);
    }
  });
});

describe('checkManifest', () => {
  it('passes a manifest with what the shells need and the ranges they satisfy', () => {
    expect(checkManifest('mf-search', manifest(['./app', './SearchBar']))).toEqual([]);
    expect(checkManifest('mf-basket', manifest(['./app', './agent']))).toEqual([]);
    expect(checkManifest('mf-records', manifest(['./app']))).toEqual([]);
  });

  it.each([
    // A remote that owns routes needs ./app, for the reason its route manifest gives.
    ['mf-basket', './agent', '« ./app »', '@portail/shared/routing/routes/mf-basket.json'],
    // The shells import the search bar from mf-search.
    ['mf-search', './app', '« ./SearchBar »', 'mf-search/SearchBar'],
  ])('fails %s exposing only %s, naming the missing %s and why (%s)', (remote, exposed, missing, why) => {
    const problems = checkManifest(remote, manifest([exposed]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(remote);
    expect(problems[0]).toContain(missing);
    expect(problems[0]).toContain(why);
  });

  it('fails a React range the shells on React 19 do not satisfy, naming the range and their version', () => {
    const shared = sharedSingletons().map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^18.0.0' } : s));
    const provided = (name: string) => (name.startsWith('react') ? '19.2.0' : shellVersion(name));
    const problems = checkManifest('mf-records', manifest(['./app'], shared), { provided });
    expect(problems).toEqual(['mf-records : le singleton partagé react demande « ^18.0.0 », que la version fournie par les shells (19.2.0) ne satisfait pas.']);
    // The same check against what is installed for the shell (React 19 or later).
    expect(checkManifest('mf-records', manifest(['./app'], shared))).toEqual([expect.stringContaining('« ^18.0.0 »')]);
  });

  it('takes the shells’ versions from what the shell builds with', () => {
    const react = shellVersion('react/jsx-runtime');
    expect(react).toMatch(/^\d+\.\d+\.\d+/);
    expect(shellVersion('react')).toBe(react);
    expect(shellVersion('@portail/shared')).toBe(sharedPkg.version);
    expect(shellVersion('zustand/vanilla')).toBe(shellVersion('zustand'));
    expect(shellVersion('not-a-package-of-the-portal')).toBeUndefined();
  });

  it('fails a singleton without a range, or one the shells have no copy of', () => {
    const shared = [
      ...sharedSingletons(),
      { name: 'zod', singleton: true },
      { name: 'not-a-package-of-the-portal', singleton: true, requiredVersion: '^1.0.0' },
      { name: 'ky', singleton: false, requiredVersion: '^0.1.0' },
    ];
    const problems = checkManifest('mf-records', manifest(['./app'], shared));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('zod ne déclare pas de plage');
    expect(problems[1]).toContain('not-a-package-of-the-portal');
  });
});

describe('RemoteContractPlugin', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'remote-contract-'));
    writeFileSync(path.join(dir, 'index.js'), "console.log('remote');\n");
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes `emitted` as the manifest, at the stage the federation plugin writes its own. */
  class FakeManifestPlugin {
    constructor(private readonly emitted: Manifest | null) {}

    apply(compiler: webpack.Compiler) {
      compiler.hooks.thisCompilation.tap('FakeManifest', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'FakeManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
          if (this.emitted) compilation.emitAsset(MANIFEST, new webpack.sources.RawSource(JSON.stringify(this.emitted)));
        });
      });
    }
  }

  /** Builds a one-line bundle; resolves with the build's error messages. */
  function build(emitted: Manifest | null, remote = 'mf-search'): Promise<string[]> {
    // The contract plugin comes first, as in the factory (before the app's own plugins): it must
    // still see the manifest written at a later-registered, earlier stage.
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new RemoteContractPlugin({ remote }), new FakeManifestPlugin(emitted)],
    });
    return new Promise((resolve, reject) =>
      compiler.run((err, stats) => {
        compiler.close(() => undefined);
        if (err || !stats) return reject(err);
        resolve(stats.compilation.errors.map((e) => e.message));
      }),
    );
  }

  it('lets a build whose manifest keeps the contract succeed', async () => {
    expect(await build(manifest(['./app', './SearchBar']))).toEqual([]);
  });

  it('fails the build, with the remote and the missing expose, when the manifest drops one', async () => {
    const errors = await build(manifest(['./app']));
    expect(errors).toEqual([expect.stringMatching(/^Contrat avec les shells : mf-search : le manifeste n’expose pas « \.\/SearchBar »/)]);
  });

  it('fails the build when the manifest asks for a React the shells do not provide', async () => {
    const errors = await build(manifest(['./app', './SearchBar'], sharedSingletons('^18.0.0')), 'mf-search');
    expect(errors).toHaveLength(4);
    expect(errors[0]).toContain('react demande « ^18.0.0 »');
  });

  it('fails the build when no manifest was written', async () => {
    expect(await build(null)).toEqual([expect.stringContaining('mf-manifest.json est absent')]);
  });
});
