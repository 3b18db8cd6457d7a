// The servers of the portal's apps, as `npm start` runs them and as their production containers
// do (scripts/serve-app.mjs): a remote serves its files, and renders its pages on the server when
// it has a server build; a shell serves its files and composes each page with the server render of
// the remote that owns it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publicRegistry, type Registry } from './registry.ts';
import { compileTrust, forwardedFor } from './forwarding.ts';
import { createAppServer, remoteCsp, shellCsp, type FormAnswer } from './serve.ts';
import { composePage, createRenderHandler, hasCookie } from './ssr.ts';
import { injectPageSettings, type PageSettings } from './pageSettings.ts';
import { badAddressPage } from './badAddress.ts';
import { serverModules, type ServerModules } from './server-modules-loader.ts';
import type { ServerLog } from './serverLog.ts';

/**
 * The issuer of an external identity provider as browsers reach it (OIDC_PUBLIC_ISSUER, else
 * OIDC_ISSUER, as the API reads them), or undefined for the API's own provider behind /auth.
 */
export function authIssuerFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.OIDC_PUBLIC_ISSUER || env.OIDC_ISSUER || undefined;
}

/** The server build of a remote, beside its `dist`, or null when it renders in the browser only. */
export function serverBundle(appDir: string): string | null {
  const bundle = path.join(appDir, 'dist-server', 'server.cjs');
  return existsSync(bundle) ? bundle : null;
}

/**
 * trustProxy: the proxies whose X-Forwarded-For this server believes (for a renderer, the shells:
 * the visitor's address then reaches the API with the render's calls); hsts: see
 * AppServerOptions. releases: the folder of the versions published beside this build
 * (`releaseDir`) and the remote's name, their path prefix.
 */
export interface RemoteServerOptions {
  root: string;
  bundle: string | null;
  apiOrigin: string;
  trustProxy?: string[];
  hsts?: boolean;
  releases?: { dir: string; remote: string };
  log?: ServerLog;
}

/**
 * The application of a remote: its files (CORS, SPA fallback), `/api` and `/auth` proxied for its
 * standalone page, and GET /_render when `bundle` is given.
 */
export function createRemoteApp({ root, bundle, apiOrigin, trustProxy = [], hsts = false, log }: Omit<RemoteServerOptions, 'releases'>): FastifyInstance {
  const render = bundle
    ? createRenderHandler({ bundle, manifest: path.join(root, 'mf-manifest.json'), apiBase: `${apiOrigin}/api`, trustProxy, log })
    : undefined;
  // Standalone pages call the API on their own origin, as they would behind a shell.
  return createAppServer({
    root,
    cors: true,
    spa: true,
    proxy: { '/api': apiOrigin, '/auth': apiOrigin },
    render,
    csp: remoteCsp(),
    trustProxy,
    hsts,
    log,
  });
}

/** The Node server of a remote (createRemoteApp), and of the versions published beside its build. */
export function createRemoteServer(o: RemoteServerOptions): http.Server {
  const { root, bundle, apiOrigin, trustProxy = [], hsts = false, releases, log } = o;
  const server = createRemoteApp({ root, bundle, apiOrigin, trustProxy, hsts, log }).server;
  if (!releases) return server;
  // The versions published beside this build (scripts/publish-remote.mjs): /<remote>/<version>/…
  // is served by a server of the same kind over that version's files and server bundle.
  const build = server.listeners('request')[0] as http.RequestListener;
  const versions = new Map<string, http.RequestListener>();
  const published = (version: string): http.RequestListener | null => {
    const dir = releaseDir(releases.dir, releases.remote, version);
    if (!existsSync(path.join(dir.files, 'mf-manifest.json'))) {
      versions.delete(version);
      return null;
    }
    if (!versions.has(version)) {
      const release = createRemoteServer({ root: dir.files, bundle: existsSync(dir.bundle) ? dir.bundle : null, apiOrigin, trustProxy, hsts, log });
      versions.set(version, release.listeners('request')[0] as http.RequestListener);
    }
    return versions.get(version)!;
  };
  const prefix = `/${releases.remote}/`;
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    const [, version, rest = ''] = (req.url ?? '').startsWith(prefix) ? (/^\/[^/]+\/([^/?#]+)(.*)$/.exec(req.url ?? '') ?? []) : [];
    const handler = version && RELEASE_VERSION.test(version) ? published(version) : null;
    if (!handler) return build(req, res);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    return handler(req, res);
  });
  return server;
}

/** A version's name: letters, digits, dots, dashes and underscores, not starting with a dot. */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/**
 * Where a published version of a remote lies under a releases folder: its public files
 * (`<dir>/files/<remote>/<version>/`, the tree a static host serves as it is, so that its URLs
 * are `/<remote>/<version>/…`) and its server bundle (`<dir>/server/<remote>/<version>/server.cjs`,
 * never served as a file).
 */
export function releaseDir(dir: string, remote: string, version: string): { files: string; bundle: string } {
  if (!RELEASE_VERSION.test(version)) throw new Error(`Nom de version invalide : ${version}`);
  return { files: path.join(dir, 'files', remote, version), bundle: path.join(dir, 'server', remote, version, 'server.cjs') };
}

/** The pages the shell renders itself, from its route manifest: its not-found page among them. */
const SHELL_PAGES = createRequire(import.meta.url)('@portail/shared/routing/routes/shell.json') as { notFound: string };

/** The search-engine files a shell serves at its root, made by the API (api/src/modules/seo). */
const SEO_FILE = /^\/(robots\.txt|sitemap\.xml|sitemaps\/[a-z]+-\d+\.xml\.gz)$/;
/** The routes of the shell's server under which SEO_FILE's paths lie. */
const SEO_ROUTES = ['/robots.txt', '/sitemap.xml', '/sitemaps/*'];

/**
 * Where the API answers a shell's robots.txt or sitemap file, for its site: its origin, the
 * territory of its companies and its product slug; null for any other path.
 */
export function seoFilePath(pathname: string, { origin, territory, product }: { origin: string; territory: string; product: string }): string | null {
  const m = SEO_FILE.exec(pathname);
  if (!m) return null;
  const query = new URLSearchParams({ origin, territoire: territory, produit: product });
  return `/api/seo/${m[1]!}?${query}`;
}

const CONSENT_SLOT = '<div id="shell-consent" class="consent-slot"></div>';

/** The consent banner the shell's build wrote (consent-banner.json), or null for a build without one. */
type ConsentBanner = { cookie: string; html: string };

async function readConsentBanner(root: string): Promise<ConsentBanner | null> {
  try {
    const banner = JSON.parse(await readFile(path.join(root, 'consent-banner.json'), 'utf8'));
    return typeof banner?.cookie === 'string' && typeof banner?.html === 'string' ? banner : null;
  } catch {
    return null;
  }
}

/**
 * The page with the consent banner in its slot for a visitor whose request carries no recorded
 * choice: the banner is painted with the page. The browser's consent manager takes its place.
 */
export function withConsentBanner(html: string, banner: ConsentBanner | null, cookieHeader: string | undefined): string {
  if (!banner) return html;
  return hasCookie(cookieHeader, banner.cookie, { withValue: true }) ? html : html.replace(CONSENT_SLOT, `<div id="shell-consent" class="consent-slot">${banner.html}</div>`);
}

/**
 * Where to send a visitor back to on the site: the path and query of `url` when the path is one of
 * the site's, a single slash then a segment; the home page for whatever a browser could read as
 * another host ("//host", "/\host", their percent-encoded or tab-split forms). `url`: a
 * same-site address.
 */
export function backOnSite({ pathname, search }: URL): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).replace(/[\t\n\r]/g, '');
  } catch {
    return '/';
  }
  const otherHost = (p: string) => !p.startsWith('/') || /^\/[/\\]/.test(p);
  return otherHost(pathname) || otherHost(decoded) ? '/' : `${pathname}${search}`;
}

/**
 * The answer to the consent banner's form, posted when the page's scripts had not taken the banner
 * over yet: the choice's cookie, as the browser would have written it, and back to the page it was
 * made on. Only the site's own pages may post it: a form of another site would choose for the visitor.
 * host: the site's host as visitors see it; secure: the site is served over https.
 */
export function consentFormAnswer(
  { CONSENT_FORM_FIELD, consentCookie }: Pick<ServerModules, 'CONSENT_FORM_FIELD' | 'consentCookie'>,
  { host, secure }: { host: (req: http.IncomingMessage) => string | undefined; secure: boolean },
): (fields: URLSearchParams, req: http.IncomingMessage) => FormAnswer {
  const sameSite = (value: string, req: http.IncomingMessage) => {
    try {
      return new URL(value).host === host(req);
    } catch {
      return false;
    }
  };
  return (fields, req) => {
    const fetchSite = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if ((fetchSite !== undefined && fetchSite !== 'same-origin') || (origin !== undefined && !sameSite(origin, req))) {
      return { status: 403, message: 'Ce choix ne peut être envoyé que depuis les pages du site.' };
    }
    const value = fields.get(CONSENT_FORM_FIELD);
    if (value !== '1' && value !== '0') {
      return { status: 400, message: `Choix de mesure d’audience illisible : le champ « ${CONSENT_FORM_FIELD} » vaut 1 (accepter) ou 0 (refuser).` };
    }
    const referer = req.headers.referer;
    const back = referer && sameSite(referer, req) ? backOnSite(new URL(referer)) : '/';
    return { status: 303, headers: { 'set-cookie': consentCookie(value === '1', { secure }), location: back } };
  };
}

/** What a shell's server reads of its registry. */
export type ShellRegistry = Pick<Registry, 'remotes'> & Partial<Registry>;

/**
 * What a shell's server derives from its registry, derived again when the registry it is given
 * changes. Its CSP lists the remotes' origins of the first registry, and is not derived again: a
 * registry that names another origin is refused (reported once), and the previous one stays in
 * force. Versions of a remote are published under paths of its origin (scripts/publish-remote.mjs).
 */
export function followRegistry<T extends { ownerOf: (pathname: string) => string | null }>(
  source: () => ShellRegistry,
  routeTable: (registry: ShellRegistry) => T,
  onError = (message: string) => console.error(message),
): () => { registry: ShellRegistry; routes: T; visible: Registry; origins: string[] } {
  const derive = (registry: ShellRegistry) => ({
    registry,
    routes: routeTable(registry),
    visible: publicRegistry(registry as Registry),
    origins: registry.remotes.map((r) => new URL(r.manifest).origin),
  });
  let given = source();
  let derived = derive(given);
  const allowed = new Set(derived.origins);
  return () => {
    const next = source();
    if (next === given) return derived;
    given = next;
    try {
      const candidate = derive(next);
      const foreign = candidate.origins.filter((o) => !allowed.has(o));
      if (foreign.length) throw new Error(`origine absente de la CSP du shell (${[...new Set(foreign)].join(', ')}) : redémarrer le shell pour la servir`);
      derived = candidate;
    } catch (err) {
      onError(`Registre refusé, le précédent reste en service : ${(err as Error).message}`);
    }
    return derived;
  };
}

export interface ShellServerOptions {
  root: string;
  registry: ShellRegistry | (() => ShellRegistry);
  apiOrigin: string;
  publicOrigin?: string;
  authIssuer?: string;
  trustProxy?: string[];
  hsts?: boolean;
  pageSettings?: PageSettings;
  log?: ServerLog;
}

/**
 * A shell variant: its files, `/api` and `/auth` proxied same-origin, its robots.txt and
 * sitemaps made by the API, the registry without its render addresses, a CSP listing the
 * remotes' origins, a route for each page of its route table, and each page composed with its
 * remote's server render; any other path is its not-found page (404).
 * publicOrigin: the site's origin as visitors see it ("https://www.example.fr"), written into
 *   the pages' absolute URLs; without it, the request's Host (local use). authIssuer: the public
 *   issuer of an external identity provider (Keycloak), which the CSP lets the browser call and
 *   frame; without it, the API's own provider behind /auth. trustProxy: the proxies in front of
 *   the shell whose X-Forwarded-For it believes (default: none). hsts: see createStaticServer.
 *   pageSettings: written into every page (scripts/pageSettings.ts); none by default.
 *   registry: the registry, or a function giving the one in force (`registryFromFile`): each
 *   request then uses what it gives (route ownership, render addresses, /registry.json).
 */
export async function createShellApp({ root, registry, apiOrigin, publicOrigin, authIssuer, trustProxy = [], hsts = false, pageSettings = {}, log }: ShellServerOptions): Promise<FastifyInstance> {
  const modules = await serverModules();
  const { RouteTable, normalisePath, remoteRegistrySchema } = modules;
  const { variant, siteName, product, searchBoost, territory } = JSON.parse(await readFile(path.join(root, 'server.json'), 'utf8')) as {
    variant: string;
    siteName: string;
    product: string;
    searchBoost: string | null;
    territory: string;
  };
  const consent = await readConsentBanner(root);
  const publicHost = publicOrigin ? new URL(publicOrigin).host : null;
  // A registry read from a file an operator edits must pass the browsers' schema (at start, the
  // server does not start; later, the previous one stays in force).
  const schema = typeof registry === 'function' ? remoteRegistrySchema : null;
  const routeTable = (r: ShellRegistry) => RouteTable.fromRegistry((schema?.parse(r), r.remotes as Parameters<typeof RouteTable.fromRegistry>[0]), { product });
  const current = followRegistry(typeof registry === 'function' ? registry : () => registry, routeTable);
  const { origins, registry: startRegistry, routes: startRoutes } = current();
  type Owner = Parameters<typeof startRoutes.patterns>[0];
  const owners = ['shell', ...startRegistry.remotes.map((r) => r.name)] as Owner[];
  const trust = compileTrust(trustProxy);
  return createAppServer({
    root,
    log,
    // The pages of the route table at start; a page of a registry read since reaches the
    // not-found handler, which asks the table in force.
    pages: owners.flatMap((owner) => startRoutes.patterns(owner)),
    proxy: { '/api': apiOrigin, '/auth': apiOrigin },
    territory,
    dynamic: { '/registry.json': () => current().visible },
    forms: {
      [modules.CONSENT_FORM_PATH]: consentFormAnswer(modules, {
        host: (req) => publicHost ?? req.headers.host,
        secure: hsts || Boolean(publicOrigin?.startsWith('https:')),
      }),
    },
    rewrite: {
      upstream: apiOrigin,
      routes: SEO_ROUTES,
      path: (url, req) => seoFilePath(url.pathname, { origin: publicOrigin ?? `http://${req.headers.host ?? ''}`, territory, product }),
    },
    csp: shellCsp(origins, { authOrigin: authIssuer ? new URL(authIssuer).origin : null }),
    trustProxy,
    hsts,
    badAddressPage: async () => badAddressPage(await readFile(path.join(root, 'index.html'), 'utf8'), { siteName }),
    page: async (req, url, template) => {
      // A path no app owns is the shell's not-found page, sent with its status.
      const { registry, routes } = current();
      const owner = routes.ownerOf(url.pathname);
      const finish = (html: string) => withConsentBanner(injectPageSettings(html, pageSettings), consent, req.headers.cookie);
      if (owner === null || normalisePath(url.pathname) === SHELL_PAGES.notFound) return { html: finish(template), status: 404 };
      const composed = await composePage({
        template,
        remotes: registry.remotes,
        ownerOf: (pathname) => routes.ownerOf(pathname),
        url,
        origin: publicOrigin ?? `http://${req.headers.host ?? ''}`,
        cookie: req.headers.cookie,
        // The renderer passes it on with the API calls of the render: each visitor's server-rendered
        // pages count against that visitor's rate limit, not the shell's.
        forwardedFor: forwardedFor(req, trust),
        searchBoost,
        site: { variant, product, siteName },
      });
      if (composed) return { html: finish(composed.html), status: composed.status };
      // A page the shell sends as built gets the settings and the banner too, when there are any.
      const html = finish(template);
      return html === template ? null : { html, status: 200 };
    },
  });
}

/** The Node server of a shell variant (createShellApp), not listening yet. */
export async function createShellServer(o: ShellServerOptions): Promise<http.Server> {
  return (await createShellApp(o)).server;
}
