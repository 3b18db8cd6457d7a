/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { SourceMapConsumer } from 'source-map-js';

const { CompileHintsPlugin, HINT } = require('./compileHints.cjs') as { CompileHintsPlugin: new () => webpack.WebpackPluginInstance; HINT: string };

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(path.join(dir, 'index.js'), "export function greet(name) {\n  return 'Bonjour ' + name;\n}\nconsole.log(greet(document.title));\nimport('./later.js');\n");
  writeFileSync(path.join(dir, 'later.js'), "export const later = () => 'plus tard';\n");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(plugins: webpack.WebpackPluginInstance[]): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

const scripts = () => readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'));

describe('CompileHintsPlugin', () => {
  it('puts the hint on the first line of every script, the entry and its lazy chunks, after minification', async () => {
    await build([new CompileHintsPlugin()]);
    const files = scripts();
    expect(files.length).toBe(2);
    for (const file of files) {
      const text = readFileSync(path.join(dir, 'dist', file), 'utf8');
      expect(text.startsWith(HINT)).toBe(true);
      expect(text.split(HINT).length).toBe(2);
    }
  });

  it('leaves scripts without the hint when it is not installed', async () => {
    await build([]);
    for (const file of scripts()) expect(readFileSync(path.join(dir, 'dist', file), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the source maps right: a position in the hinted script maps back to its source line', async () => {
    await build([new CompileHintsPlugin()]);
    const main = scripts().find((f) => f.startsWith('main.'))!;
    const text = readFileSync(path.join(dir, 'dist', main), 'utf8');
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('Bonjour'));
    expect(line).toBeGreaterThan(0);
    const code = lines[line] ?? '';
    const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(dir, 'dist', `${main}.map`), 'utf8')));
    const pos = map.originalPositionFor({ line: line + 1, column: code.indexOf('"Bonjour') + 1 });
    expect(pos.source).toMatch(/index\.js$/);
    expect(pos.line).toBe(2);
  });

  it('changes the content hash, so a cached unhinted script is not served under the new name', async () => {
    await build([]);
    const plain = scripts().sort();
    rmSync(path.join(dir, 'dist'), { recursive: true });
    await build([new CompileHintsPlugin()]);
    const hinted = scripts().sort();
    expect(hinted).not.toEqual(plain);
  });
});
