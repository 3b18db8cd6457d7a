// A production webpack build of a small tree, for the tests of the loaders that mark code
// side-effect free: what the minified main.js keeps.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';

/**
 * For each test, a fresh temporary package holding `files` (relative path → text), marked free of
 * side effects as the apps' packages are, so that the minifier may drop what is unused; removed
 * after the test. Returns the getter of its folder.
 */
export function sideEffectFreePackage(prefix: string, files: Record<string, string>): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    for (const [file, text] of Object.entries({ ...files, 'package.json': '{ "sideEffects": false }\n' })) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}

/**
 * What a marking loader is for: the `unused` code stays in the bundle built without the loader and
 * leaves the one built with it, where the `used` code stays. Returns the bundle built with it.
 */
export async function expectDroppedOnceMarked(build: (withLoader: boolean) => Promise<string>, { used, unused }: { used: string; unused: string }): Promise<string> {
  expect(await build(false)).toContain(unused);
  const marked = await build(true);
  expect(marked).toContain(used);
  expect(marked).not.toContain(unused);
  return marked;
}

/** Builds `entry` of `dir` into dir/dist/main.js with `rules`, minified as the apps are; its text. */
export function productionBundle(dir: string, entry: string, rules: webpack.RuleSetRule[], extensions?: string[]): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry,
    output: { path: path.join(dir, 'dist'), filename: 'main.js' },
    ...(extensions ? { resolve: { extensions } } : {}),
    module: { rules },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || stats?.hasErrors()) return reject(err ?? new Error(stats?.toString()));
      resolve(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8'));
    });
  });
}
