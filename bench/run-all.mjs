// `npm run bench`: every benchmark, one after the other.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const steps = [['../node_modules/tsx/dist/cli.mjs', 'bundles.ts'], ['../node_modules/tsx/dist/cli.mjs', 'render.ts'], ['web.mjs']];
steps.push(['../node_modules/tsx/dist/cli.mjs', 'search.ts']);
steps.push(['../node_modules/tsx/dist/cli.mjs', 'orders.ts']);
steps.push(['../node_modules/tsx/dist/cli.mjs', 'documents.ts']);
for (const [script, ...args] of steps) {
  console.log(`\n=== ${script} ${args.join(' ')}`);
  const r = spawnSync(process.execPath, [path.join(here, script), ...args], { stdio: 'inherit', cwd: here });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
