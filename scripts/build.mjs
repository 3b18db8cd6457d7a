// Builds the apps given on the command line (all when none), two at a time on two cores at most.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, isStale, writeStamp } from './build-state.mjs';
import { buildServerModules, serverModulesStale } from './server-modules-loader.ts';
import { precompressDir } from './precompress.ts';

function buildApp(app) {
  const { dir, env } = APPS[app];
  const args = ['webpack', '--mode', 'production', '-c', 'webpack.config.cjs'];
  for (const [k, v] of Object.entries(env || {})) args.push('--env', `${k}=${v}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), ...args.slice(1)], {
      cwd: path.join(ROOT, dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', async (code) => {
      if (code === 0 && !/ERROR in /.test(out)) {
        try {
          // The servers send each file in the Brotli or gzip coding written here, beside it.
          await precompressDir(path.join(ROOT, APPS[app].out));
        } catch (err) {
          console.error(err);
          return reject(new Error(`La compression des fichiers de ${app} a échoué`));
        }
        writeStamp(app);
        console.log(`  ✓ ${app} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        resolve();
      } else {
        console.error(out);
        reject(new Error(`La construction de ${app} a échoué`));
      }
    });
  });
}

export async function buildApps(apps, { onlyStale = false, concurrency = 2 } = {}) {
  // What the apps' Node servers run of @portail/shared, compiled with each build.
  if (!onlyStale || serverModulesStale()) await buildServerModules();
  const todo = apps.filter((a) => !onlyStale || isStale(a));
  if (todo.length === 0) return [];
  console.log(`Construction : ${todo.join(', ')}`);
  const queue = [...todo];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      while (queue.length) await buildApp(queue.shift());
    }),
  );
  return todo;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const onlyStale = args.includes('--stale');
  const names = args.filter((a) => !a.startsWith('--'));
  const apps = names.length ? names.flatMap((n) => (n === 'shell' ? ['shell-fr', 'shell-nc'] : [n])) : Object.keys(APPS);
  buildApps(apps, { onlyStale }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
