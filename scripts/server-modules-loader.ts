// The part of @portail/shared the apps' Node servers run (scripts/server-modules.ts), compiled to
// one CommonJS file by every build (scripts/build.mjs): a production server runs that file, not the
// shared package's sources (which Node's type stripping cannot resolve). Without it (tests, a
// checkout never built) they are read from their TypeScript sources.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = path.join(HERE, 'server-modules.ts');
/** The compiled file, beside the scripts (dist/ is not versioned). */
export const SERVER_MODULES = path.join(HERE, 'dist', 'server-modules.cjs');

/** The shared modules the servers run. */
export type ServerModules = typeof import('./server-modules.ts');

let loaded: Promise<ServerModules> | null = null;

/**
 * The shared modules of the servers: the compiled file, unless it is older than its sources
 * (development). `compiledOnly`: a production server, which refuses to start without the compiled
 * file rather than compile TypeScript itself.
 */
export function serverModules({ compiledOnly = process.env.NODE_ENV === 'production' }: { compiledOnly?: boolean } = {}): Promise<ServerModules> {
  if (loaded) return loaded;
  if (existsSync(SERVER_MODULES) && (compiledOnly || !serverModulesStale())) {
    loaded = Promise.resolve(createRequire(import.meta.url)(SERVER_MODULES) as ServerModules);
  } else if (compiledOnly) {
    return Promise.reject(new Error(`${SERVER_MODULES} manque : lancer la construction (node scripts/build.mjs)`));
  } else {
    // Development only: the sources, as the running loader reads TypeScript (a test runner's
    // transform), else through tsx.
    loaded = import('./server-modules.ts').catch(() => import('tsx/esm/api').then(({ tsImport }) => tsImport('./server-modules.ts', import.meta.url) as Promise<ServerModules>));
  }
  return loaded;
}

/** Whether the compiled file is missing or older than a source of it. */
export function serverModulesStale(): boolean {
  if (!existsSync(SERVER_MODULES)) return true;
  const built = statSync(SERVER_MODULES).mtimeMs;
  const newest = (p: string): number => {
    const st = statSync(p);
    if (!st.isDirectory()) return st.mtimeMs;
    return Math.max(st.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
  };
  return [ENTRY, path.join(HERE, '..', 'shared', 'src'), path.join(HERE, '..', 'shared', 'package.json')].some((p) => newest(p) > built);
}

/**
 * Compiles scripts/server-modules.ts into SERVER_MODULES with webpack (Node target). Builds may
 * run side by side: each writes its own folder and renames its file into place.
 */
export async function buildServerModules(): Promise<void> {
  const { default: webpack } = await import('webpack');
  mkdirSync(path.dirname(SERVER_MODULES), { recursive: true });
  const out = mkdtempSync(path.join(path.dirname(SERVER_MODULES), '.build-'));
  try {
    const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: HERE,
          target: 'node22',
          entry: ENTRY,
          devtool: false,
          output: { path: out, filename: 'server-modules.cjs', library: { type: 'commonjs2' } },
          resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
          module: {
            rules: [
              {
                test: /\.[cm]?[jt]sx?$/,
                exclude: /node_modules/,
                use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
              },
            ],
          },
          optimization: { minimize: false },
          performance: { hints: false },
          stats: 'errors-warnings',
        },
        (err, result) => (err || !result ? reject(err ?? new Error('webpack gave no result')) : resolve(result)),
      ),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    renameSync(path.join(out, 'server-modules.cjs'), SERVER_MODULES);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
