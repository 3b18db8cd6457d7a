// `npm start`: builds what is missing or stale, then serves the API, every remote on its own
// port and both shells (fr on 8080, nc on 8081), and prints the URLs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './build-state.mjs';
import { buildApps } from './build.mjs';
import { PORTS, HOST, PUBLIC_HOST } from './ports.mjs';
import { REMOTES, buildRegistry } from './registry.mjs';
import { createStaticServer, shellCsp } from './serve.mjs';

const children = [];

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`${label} : le port ${port} est indisponible (${err.code})`)));
    server.listen(port, HOST, resolve);
  });
}

function localManifests() {
  return Object.fromEntries(REMOTES.map((r) => [r, `http://${PUBLIC_HOST}:${PORTS[r]}/mf-manifest.json`]));
}

async function startApi() {
  const entry = path.join(ROOT, 'api', 'src', 'server.ts');
  if (!existsSync(entry)) return null;
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), entry], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(PORTS.api), HOST },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`L'API s'est arrêtée (code ${code ?? signal}).`);
      shutdown(1);
    }
  });
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function main() {
  const t0 = Date.now();
  await buildApps(Object.keys(APPS), { onlyStale: true });
  await startApi();

  const apiOrigin = `http://127.0.0.1:${PORTS.api}`;
  for (const remote of REMOTES) {
    // Standalone pages call the API on their own origin, as they would behind a shell.
    const server = createStaticServer({ root: path.join(ROOT, APPS[remote].out), cors: true, spa: true, proxy: { '/api': apiOrigin, '/auth': apiOrigin } });
    await listen(server, PORTS[remote], remote);
  }
  const manifests = localManifests();
  const registry = () => buildRegistry({ environment: 'local', manifests });
  const origins = Object.values(manifests).map((u) => new URL(u).origin);
  for (const variant of ['fr', 'nc']) {
    const server = createStaticServer({
      root: path.join(ROOT, APPS[`shell-${variant}`].out),
      spa: true,
      proxy: { '/api': apiOrigin, '/auth': apiOrigin },
      dynamic: { '/registry.json': registry },
      csp: shellCsp(origins),
    });
    await listen(server, PORTS[`shell-${variant}`], `shell-${variant}`);
  }

  console.log(`\nPortail prêt en ${((Date.now() - t0) / 1000).toFixed(1)} s :`);
  console.log(`  France (fr)              http://${PUBLIC_HOST}:${PORTS['shell-fr']}`);
  console.log(`  Nouvelle-Calédonie (nc)  http://${PUBLIC_HOST}:${PORTS['shell-nc']}`);
  console.log(`  API                      http://${PUBLIC_HOST}:${PORTS['shell-fr']}/api (direct : http://${PUBLIC_HOST}:${PORTS.api})`);
  for (const r of REMOTES) console.log(`  ${r.padEnd(24)} http://${PUBLIC_HOST}:${PORTS[r]} (autonome)`);
}

main().catch((err) => {
  console.error(err.message || err);
  shutdown(1);
});
