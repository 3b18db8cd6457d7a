// A production webpack build of a small tree, for the tests of the loaders that mark code
// side-effect free: what the minified main.js keeps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';

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
