// Decides which apps need a build: an app is stale when any of its inputs is newer than the
// stamp its last successful build wrote.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// The build runs the variants' single source as it is (erasable TypeScript, which Node strips).
import { VARIANT_IDS } from '@portail/shared/site/variants';
import { REMOTES, ROOT, appLayout } from './appLayout.mjs';

export { ROOT };

/** app id -> { dir, out, env }: every remote, and one shell per variant of the portal. */
export const APPS = Object.fromEntries([...REMOTES, ...VARIANT_IDS.map((variant) => `shell-${variant}`)].map((app) => [app, appLayout(app)]));

// remote-modules.json: the shell's code loads these modules, and each remote's build checks it offers them.
const COMMON_INPUTS = ['shared/src', 'config', 'package.json', 'shell/registry/remote-modules.json'];

function newest(p) {
  const abs = path.join(ROOT, p);
  if (!existsSync(abs)) return 0;
  const st = statSync(abs);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.endsWith('.test.ts') || e.name.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(path.join(p, e.name)));
  }
  return max;
}

export function stampPath(app) {
  return path.join(ROOT, APPS[app].out, '.build-stamp');
}

export function isStale(app) {
  const stamp = stampPath(app);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const { dir } = APPS[app];
  const inputs = [`${dir}/src`, `${dir}/webpack.config.cjs`, `${dir}/package.json`, ...COMMON_INPUTS];
  if (dir === 'shell') inputs.push('shell/variants');
  // The content app compiles its editorial files and route registry into its build.
  if (dir === 'mf-content') inputs.push('mf-content/content', 'mf-content/config', 'shared/src/routing/routes');
  return inputs.some((p) => newest(p) > built);
}

export function writeStamp(app) {
  writeFileSync(stampPath(app), new Date().toISOString());
}
