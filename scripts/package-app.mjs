// Copies an app's build to a deployable folder; a shell gets the registry.json of the target
// environment beside its index.html.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './build-state.mjs';
import { buildRegistry } from './registry.ts';

const [app, environment = 'production', out] = process.argv.slice(2);
if (!APPS[app] || !out) {
  console.error('Usage : node scripts/package-app.mjs <app> <environment> <dossier>');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
cpSync(path.join(ROOT, APPS[app].out), out, { recursive: true });
if (app.startsWith('shell-')) {
  writeFileSync(path.join(out, 'registry.json'), `${JSON.stringify(buildRegistry({ environment }), null, 2)}\n`);
}
console.log(`${app} -> ${out}`);
