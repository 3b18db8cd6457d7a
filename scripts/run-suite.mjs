// `npm test`: every check of the project, in stages. A stage's commands run side by side (the
// typecheck and the lint read the same files and use one core each); a failing command stops the
// run with its status. Each stage prints how long it took, and a summary closes the run.
import { spawn } from 'node:child_process';

/** [stage name, ...npm scripts run side by side]. */
const STAGES = [
  ['typecheck and lint', 'typecheck', 'lint'],
  ['unit and integration (jest)', 'test:unit'],
  ['build', 'build'],
  ['browser suite', 'test:e2e'],
  ['two API processes', 'test:e2e:processes'],
  ['Keycloak journeys', 'test:e2e:keycloak'],
  ['OpenSearch suite', 'test:opensearch'],
  ['chaos (shared-safe part)', 'test:chaos:ci'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '-s', script], { stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const timings = [];
const started = Date.now();
let status = 0;
for (const [name, ...scripts] of STAGES) {
  console.log(`\n=== ${name} (${scripts.join(', ')})`);
  const t0 = Date.now();
  const codes = await Promise.all(scripts.map(run));
  timings.push([name, Date.now() - t0]);
  console.log(`=== ${name}: ${minutes(Date.now() - t0)}`);
  status = codes.find((c) => c !== 0) ?? 0;
  if (status !== 0) {
    console.error(`=== ${name} failed (status ${status})`);
    break;
  }
}
console.log('\nDurées :');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(30)} ${minutes(ms)}`);
console.log(`  ${'total'.padEnd(30)} ${minutes(Date.now() - started)}`);
process.exitCode = status;
