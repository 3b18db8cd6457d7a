// Serves one built remote alone on its port, for its team: `npm run serve -w @portail/<remote>`.
import path from 'node:path';
import { APPS, ROOT } from './build-state.mjs';
import { HOST, PORTS, PUBLIC_HOST } from './ports.mjs';
import { createStaticServer } from './serve.mjs';

const remote = process.argv[2];
if (!remote || !remote.startsWith('mf-') || !APPS[remote]) {
  console.error('Usage : node scripts/serve-remote.mjs <mf-…>');
  process.exit(2);
}
createStaticServer({ root: path.join(ROOT, APPS[remote].out), cors: true, spa: true }).listen(PORTS[remote], HOST, () => {
  console.log(`${remote} : http://${PUBLIC_HOST}:${PORTS[remote]}`);
});
