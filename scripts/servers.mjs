// The servers of the portal's apps, as `npm start` runs them and as their production containers
// do (scripts/serve-app.mjs): a remote serves its files, and renders its pages on the server when
// it has a server build; a shell serves its files and composes each page with the server render of
// the remote that owns it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { publicRegistry } from './registry.mjs';
import { createStaticServer, shellCsp } from './serve.mjs';
import { composePage, createRenderHandler } from './ssr.mjs';

/** The server build of a remote, beside its `dist`, or null when it renders in the browser only. */
export function serverBundle(appDir) {
  const bundle = path.join(appDir, 'dist-server', 'server.cjs');
  return existsSync(bundle) ? bundle : null;
}

/**
 * A remote: its files (CORS, SPA fallback), `/api` and `/auth` proxied for its standalone page,
 * and GET /_render when `bundle` is given.
 * @param {{ root: string, bundle: string | null, apiOrigin: string }} o
 */
export function createRemoteServer({ root, bundle, apiOrigin }) {
  const render = bundle ? createRenderHandler({ bundle, manifest: path.join(root, 'mf-manifest.json'), apiBase: `${apiOrigin}/api` }) : undefined;
  // Standalone pages call the API on their own origin, as they would behind a shell.
  return createStaticServer({ root, cors: true, spa: true, proxy: { '/api': apiOrigin, '/auth': apiOrigin }, render });
}

/**
 * A shell variant: its files, `/api` and `/auth` proxied same-origin, the registry without its
 * render addresses, a CSP listing the remotes' origins, and each page composed with its remote's
 * server render.
 * @param {{ root: string, registry: { remotes: { name: string, manifest: string, routes: string[], render?: string }[] }, apiOrigin: string, publicOrigin?: string }} o
 *   publicOrigin: the site's origin as visitors see it ("https://www.example.fr"), written into
 *   the pages' absolute URLs; without it, the request's Host (local use).
 */
export async function createShellServer({ root, registry, apiOrigin, publicOrigin }) {
  const { RouteTable } = await tsImport('../shared/src/routing/routeTable.ts', import.meta.url);
  const { product, searchBoost } = JSON.parse(await readFile(path.join(root, 'server.json'), 'utf8'));
  const routes = RouteTable.fromRegistry(registry.remotes, { product });
  const visible = publicRegistry(registry);
  const origins = registry.remotes.map((r) => new URL(r.manifest).origin);
  return createStaticServer({
    root,
    spa: true,
    proxy: { '/api': apiOrigin, '/auth': apiOrigin },
    dynamic: { '/registry.json': () => visible },
    csp: shellCsp(origins),
    page: (req, url, template) =>
      composePage({
        template,
        remotes: registry.remotes,
        ownerOf: (pathname) => routes.ownerOf(pathname),
        url,
        origin: publicOrigin ?? `http://${req.headers.host}`,
        cookie: req.headers.cookie,
        searchBoost,
      }),
  });
}
