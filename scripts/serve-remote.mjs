// Serves one built remote alone on its port, for its team: `npm run serve -w @portail/<remote>`.
// Its standalone page calls the API of `npm start` (same ports).
import path from 'node:path';
import { REMOTES, ROOT, appLayout } from './appLayout.mjs';
import { HOST, PORTS, PUBLIC_HOST } from './ports.mjs';
import { createRemoteServer, serverBundle } from './servers.ts';

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error('Usage : node scripts/serve-remote.mjs <mf-…>');
  process.exit(2);
}
const apiOrigin = `http://127.0.0.1:${PORTS.api}`;
createRemoteServer({ root: path.join(ROOT, appLayout(remote).out), bundle: serverBundle(path.join(ROOT, appLayout(remote).dir)), apiOrigin }).listen(PORTS[remote], HOST, () => {
  console.log(`${remote} : http://${PUBLIC_HOST}:${PORTS[remote]}`);
});
