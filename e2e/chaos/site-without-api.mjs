// The whole site as `npm start` serves it (remotes rendering on the server, both shells), except
// that nothing answers on the API's port: every call the servers and the browsers make to the API
// is refused, as when the API is down. The API's port (3000 + PORT_BASE) is left closed on purpose.
import path from 'node:path';
import { APPS, ROOT } from '../../scripts/build-state.mjs';
import { buildApps } from '../../scripts/build.mjs';
import { PORTS, HOST } from '../../scripts/ports.mjs';
import { REMOTES, localRegistry } from '../../scripts/registry.ts';
import { createRemoteServer, createShellServer, serverBundle } from '../../scripts/servers.ts';

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`${label} : le port ${port} est indisponible (${err.code})`)));
    server.listen(port, HOST, resolve);
  });
}

await buildApps(Object.keys(APPS), { onlyStale: true });
const apiOrigin = `http://127.0.0.1:${PORTS.api}`;
const rendering = [];
for (const remote of REMOTES) {
  const bundle = serverBundle(path.join(ROOT, APPS[remote].dir));
  if (bundle) rendering.push(remote);
  await listen(createRemoteServer({ root: path.join(ROOT, APPS[remote].out), bundle, apiOrigin }), PORTS[remote], remote);
}
const registry = localRegistry(rendering);
for (const variant of ['fr', 'nc']) {
  const server = await createShellServer({ root: path.join(ROOT, APPS[`shell-${variant}`].out), registry, apiOrigin });
  await listen(server, PORTS[`shell-${variant}`], `shell-${variant}`);
}
console.log(`Site sans API prêt : http://localhost:${PORTS['shell-fr']} (API attendue, fermée : ${apiOrigin})`);
