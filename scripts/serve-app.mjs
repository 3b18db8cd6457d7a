// Serves one built app in its production container: `node scripts/serve-app.mjs <app>`.
// A shell reads the registry.json found beside it (mounted there to repoint a remote without a
// rebuild; REGISTRY_FILE names another) and follows its changes without a restart, else the
// registry of REGISTRY_ENV; a remote renders its pages when it has a server build, and serves the
// versions published under RELEASES_DIR (scripts/publish-remote.mjs). Environment: PORT (8080),
// API_ORIGIN (http://api:3000), REGISTRY_ENV (production);
// TRUST_PROXY: the proxies in front of this server whose X-Forwarded-For it believes
// (comma-separated addresses or CIDR ranges; none by default: this server is the edge); for a
// shell, PUBLIC_ORIGIN: the site's origin as visitors see it (https://…), used in the pages'
// absolute URLs rather than a Host header anyone can set, and OIDC_PUBLIC_ISSUER (else
// OIDC_ISSUER), the issuer of an external identity provider as browsers reach it, which the CSP
// lets pages call and frame, and REVELATIONS_REFRESH_MS, written into its pages
// (scripts/pageSettings.ts). With NODE_ENV=production (the container's), every response carries
// Strict-Transport-Security: the site is served over https by its front.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT, appLayout } from './appLayout.mjs';
import { trustedProxies } from './forwarding.ts';
import { buildRegistry, registryFromFile } from './registry.ts';
import { releasesDirFromEnv } from './publish-remote.mjs';
import { authIssuerFromEnv, createRemoteServer, createShellServer, serverBundle } from './servers.ts';
import { pageSettingsFromEnv } from './pageSettings.ts';
import { serverModules } from './server-modules-loader.ts';

// The server runs the compiled part of @portail/shared the build wrote (scripts/server-modules-loader.ts):
// without it, it does not start.
const { isVariantId } = await serverModules({ compiledOnly: true });
const app = process.argv[2] ?? '';
if (!REMOTES.includes(app) && !(app.startsWith('shell-') && isVariantId(app.slice('shell-'.length)))) {
  console.error('Usage : node scripts/serve-app.mjs <application>');
  process.exit(2);
}
const layout = appLayout(app);
const port = Number(process.env.PORT || 8080);
const apiOrigin = process.env.API_ORIGIN || 'http://api:3000';
const root = path.join(ROOT, layout.out);
const registryFile = process.env.REGISTRY_FILE || path.join(root, 'registry.json');
const registry = () => (existsSync(registryFile) ? registryFromFile(registryFile) : buildRegistry({ environment: process.env.REGISTRY_ENV || 'production' }));
const trustProxy = trustedProxies(process.env.TRUST_PROXY);
const hsts = process.env.NODE_ENV === 'production';
const server = app.startsWith('shell-')
  ? await createShellServer({
      root,
      registry: registry(),
      apiOrigin,
      publicOrigin: process.env.PUBLIC_ORIGIN,
      authIssuer: authIssuerFromEnv(),
      trustProxy,
      hsts,
      pageSettings: pageSettingsFromEnv(),
    })
  : createRemoteServer({ root, bundle: serverBundle(path.join(ROOT, layout.dir)), apiOrigin, trustProxy, hsts, releases: { dir: releasesDirFromEnv(), remote: app } });
server.listen(port, '0.0.0.0', () => console.log(`${app} : port ${port}`));
