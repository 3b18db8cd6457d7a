/** @jest-environment node */
import path from 'node:path';

type Module = { nameForCondition: () => string };
type CacheGroup = false | { name: string; chunks: string; test: (m: Module) => boolean };
type Config = { name?: string; optimization?: { splitChunks?: { cacheGroups: Record<string, CacheGroup> } } };

const ROOT = path.resolve(__dirname, '..');
const shellConfig = require('../shell/webpack.config.cjs') as (env: object, argv: object) => Config;
const searchConfig = require('../mf-search/webpack.config.cjs') as (env: object, argv: object) => Config[];

const moduleAt = (file: string): Module => ({ nameForCondition: () => path.join(ROOT, file) });

describe("the shell's start-up chunk", () => {
  const groups = shellConfig({ variant: 'fr' }, { mode: 'production' }).optimization?.splitChunks?.cacheGroups ?? {};
  const startup = groups.startup;

  it('replaces the default split of lazy-loaded modules into one chunk per library', () => {
    expect(groups.default).toBe(false);
    expect(groups.defaultVendors).toBe(false);
    expect(startup).toMatchObject({ name: 'startup', chunks: 'async' });
  });

  it('takes the libraries and the code start-up runs, and leaves the sign-in pages on demand', () => {
    if (!startup) throw new Error('no start-up group');
    expect(startup.test(moduleAt('node_modules/react-dom/cjs/react-dom-client.production.js'))).toBe(true);
    expect(startup.test(moduleAt('shell/src/bootstrap.tsx'))).toBe(true);
    expect(startup.test(moduleAt('shell/src/features/federation/fallback.tsx'))).toBe(true);
    expect(startup.test(moduleAt('shell/src/features/pages/AuthPages.tsx'))).toBe(false);
  });
});

it("a remote's exposed modules are not split into library chunks", () => {
  const app = searchConfig({}, { mode: 'production' }).find((c) => c.name === 'app');
  expect(app?.optimization?.splitChunks?.cacheGroups).toEqual({ default: false, defaultVendors: false });
});
