// Server-side rendering of the page's remote, composed into the shell's HTML.
//
// A remote that renders on the server (its registry entry names a `render` address) answers
// GET /_render with the markup of a page, the head it wants, the API answers the markup was
// rendered with and its stylesheets. The shell's server asks the remote that owns the requested
// path, within a deadline, and writes the answer into its HTML: the page arrives with its content,
// and the remote hydrates it in the browser. Whatever goes wrong (no renderer, a slow or failing
// one, a signed-in visitor) the shell sends its plain HTML and the remote renders in the browser.
//
// The API keys its rate limits on the visitor's address: the shell sends it to the renderer as
// X-Forwarded-For, and the renderer adds it to the API calls the render makes (see
// `forwardOnApiCalls`), believing it only from the proxies it trusts (the shells).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { compileTrust, forwardedFor } from './forwarding.ts';
import { serverLog, type ServerLog } from './serverLog.ts';
import { serverModules } from './server-modules-loader.ts';
import type { RenderAnswer } from '@portail/shared/remote/renderAnswer';

export const RENDER_PATH = '/_render';

/** What a remote's server bundle (`dist-server/server.cjs`) gives the render handler. */
interface ServerBundle {
  setApiBase(apiBase: string): void;
  render(request: { url: string; site: Record<string, unknown>; deadlineMs: number }): Promise<unknown>;
}

/** The part of a remote's mf-manifest.json the render reads. */
interface RemoteManifest {
  exposes?: { name?: string; path?: string; assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } } }[];
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}


export interface RenderHandlerOptions {
  bundle: string;
  manifest: string;
  apiBase: string;
  trustProxy?: string[];
  /** Where a render that fails is reported (default: as the environment asks). */
  log?: ServerLog;
}

/**
 * The answer to GET /_render for `url`; `req`, the render request, whose chain of addresses goes
 * on with the render's API calls.
 */
export type RenderHandler = (url: URL, req?: IncomingMessage) => Promise<{ status: number; body?: unknown }>;

export interface ComposeOptions {
  /** The shell's index.html. */
  template: string;
  /** Registry entries. */
  remotes: { name: string; manifest: string; render?: string }[];
  /** Route ownership. */
  ownerOf: (pathname: string) => string | null;
  /** The requested page. */
  url: URL;
  /** The page's origin as the visitor sees it. */
  origin: string;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** The visitor's chain of addresses (X-Forwarded-For), which the renderer passes on to the API. */
  forwardedFor?: string;
  searchBoost: string | null;
  /** The shell's site, which the page renders for (its name in titles, its product slug in addresses). */
  site?: { variant: string; product: string; siteName: string };
  deadlineMs?: number;
  fetch?: typeof fetch;
}
/** Time the shell gives a remote to render a page, API calls included. */
export const RENDER_DEADLINE_MS = 1_500;
/** Of which the remote keeps this much for its last render pass and the trip back. */
const RENDER_MARGIN_MS = 400;
/** A remote never renders for longer than this, whatever the shell asks. */
const MAX_RENDER_DEADLINE_MS = 3_000;
/** Readable cookie set at sign-in: a signed-in page's calls carry a token the server does not have. */
export const SESSION_HINT_COOKIE = 'portail_session';

/** A page path with its query, as the shell sends it: one leading slash, no scheme, bounded. */
function isPagePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2_000 && value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);
}

/** The shell's site a page renders for, from the render request: what is missing or malformed is left out. */
function siteOf(params: URLSearchParams, isVariantId: (value: unknown) => boolean): { variant?: string; product?: string; siteName?: string } {
  const site: { variant?: string; product?: string; siteName?: string } = {};
  const variant = params.get('variant');
  if (variant !== null && isVariantId(variant)) site.variant = variant;
  const product = params.get('product');
  if (product && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(product) && product.length <= 60) site.product = product;
  const siteName = params.get('siteName');
  if (siteName && siteName.length <= 120) site.siteName = siteName;
  return site;
}

function isOrigin(value: string | null): value is string {
  try {
    const u = new URL(value ?? '');
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === value;
  } catch {
    return false;
  }
}

/** The render under way in this async context: where its API is, and the visitor's chain of addresses. */
const renderContext = new AsyncLocalStorage<{ apiBase: string; forwardedFor: string }>();
let fetchForwards = false;

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url ?? '';
}

/**
 * A server bundle calls the API with the global fetch (ky in `@portail/shared`), through one
 * client shared by every render in the process: the visitor's address cannot be a setting of that
 * client. Instead, while a render runs (an async context of its own), its requests to the API
 * carry the visitor's chain as X-Forwarded-For; any other request, during a render or not, is
 * left as it is.
 */
function forwardOnApiCalls() {
  if (fetchForwards) return;
  fetchForwards = true;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit) {
    const render = renderContext.getStore();
    if (!render?.forwardedFor || !requestUrl(input).startsWith(render.apiBase)) return plainFetch(input, init);
    if (input instanceof Request && init?.headers === undefined) {
      input.headers.set('x-forwarded-for', render.forwardedFor);
      return plainFetch(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('x-forwarded-for', render.forwardedFor);
    return plainFetch(input, { ...init, headers });
  };
}

/**
 * Remote side: the answer to GET /_render?url=…&origin=…[&boost=NC][&deadline=ms], which the
 * remote's server sends (with Cache-Control: no-store): the page as the render answer schema
 * (shared/src/remote/renderAnswer.ts) says, checked before it goes. The remote's `render` answers
 * null for a page it renders in the browser only: 204, and the shell sends its plain HTML.
 * bundle: the remote's server build (`dist-server/server.cjs`); manifest: its `mf-manifest.json`;
 *   apiBase: where the server render calls the API ("http://api:3000/api"); trustProxy: the
 *   proxies (the shells) whose X-Forwarded-For is believed (default: none).
 */
export function createRenderHandler(o: RenderHandlerOptions): RenderHandler {
  const trust = compileTrust(o.trustProxy);
  // As fetch writes request URLs, with the slash that keeps "http://api:3000/apix" out.
  const apiBase = `${new URL(o.apiBase).href.replace(/\/+$/, '')}/`;
  forwardOnApiCalls();
  let renderer: ServerBundle | null = null;
  let files: { css: string[]; entry: string | null; js: string[] } | null = null;
  const load = (): ServerBundle => {
    if (!renderer) {
      const mod = createRequire(o.bundle)(o.bundle) as ServerBundle;
      mod.setApiBase(o.apiBase);
      renderer = mod;
    }
    return renderer;
  };
  /** What the page needs of the remote's files, from its manifest: the stylesheets of `./app`,
   * and the scripts the browser loads at once to make the page interactive (the remote's entry,
   * then the chunks of `./app`). */
  const assets = () => {
    if (!files) {
      const manifest = JSON.parse(readFileSync(o.manifest, 'utf8')) as RemoteManifest;
      const app = (manifest.exposes || []).find((e) => e.name === 'app' || e.path === './app');
      const entry = manifest.metaData?.remoteEntry;
      files = {
        css: app?.assets?.css?.sync ?? [],
        entry: entry?.name ? `${entry.path || ''}${entry.name}` : null,
        js: app?.assets?.js?.sync ?? [],
      };
    }
    return files;
  };
  // Loaded now rather than by the first visitor, who would otherwise wait for it; a bundle that
  // cannot load is reported by each render request, which answers 503.
  try {
    load();
    assets();
  } catch {
    renderer = null;
  }
  return async (url, req) => {
    const page = url.searchParams.get('url');
    const origin = url.searchParams.get('origin');
    if (!isPagePath(page) || !isOrigin(origin)) {
      return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Paramètres de rendu invalides : url et origin sont requis.' } };
    }
    const asked = Number(url.searchParams.get('deadline'));
    const deadlineMs = Number.isFinite(asked) && asked > 0 ? Math.min(asked, MAX_RENDER_DEADLINE_MS) : RENDER_DEADLINE_MS;
    try {
      const bundle = load();
      const { renderAnswerSchema, isSearchBoost, isVariantId } = await serverModules();
      const boost = url.searchParams.get('boost');
      const request = { url: page, site: { origin, searchBoost: isSearchBoost(boost) ? boost : null, ...siteOf(url.searchParams, isVariantId) }, deadlineMs };
      const result: unknown = await renderContext.run({ apiBase, forwardedFor: req ? forwardedFor(req, trust) : '' }, () => bundle.render(request));
      // A page the remote renders in the browser only.
      if (result === null) return { status: 204 };
      return { status: 200, body: renderAnswerSchema.parse({ ...(result as object), ...assets() }) };
    } catch (err) {
      (o.log ?? serverLog()).error(err, `rendu de ${page}`);
      return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Le rendu de la page est momentanément indisponible.' } };
    }
  };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** JSON that can sit inside a script element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Writes a remote's rendered page into the shell's HTML: its container with the markup (marked
 * with the path and query it was rendered for), the answers it was rendered with, its stylesheets,
 * title, description and JSON-LD.
 * template: the shell's index.html; page: path and query the markup is for; assetBase: URL the stylesheet names are relative to
 *   (the remote's manifest URL); canonical: the page's own address, written for a page that exists.
 */
export function injectRenderedPage(
  template: string,
  { remote, page, result, assetBase, canonical }: { remote: string; page: string; result: RenderAnswer; assetBase: string; canonical?: string },
): string | null {
  const head = [
    ...(canonical && (result.head.status ?? 200) === 200 ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    ...(result.head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...result.css.map((file) => `<link rel="stylesheet" href="${escapeHtml(new URL(file, assetBase).href)}" />`),
    // The scripts that make the page interactive download while it is parsed, not once the
    // shell's entry has read the registry and the remote's manifest. The federation loads the
    // entry as a CORS script, the chunks as plain ones: each preload asks for it the same way.
    ...(result.entry ? [`<link rel="preload" as="script" crossorigin="anonymous" href="${escapeHtml(new URL(result.entry, assetBase).href)}" />`] : []),
    ...(result.js ?? []).map((file) => `<link rel="preload" as="script" href="${escapeHtml(new URL(file, assetBase).href)}" />`),
    ...result.head.jsonLd.map(
      (d) => `<script type="application/ld+json" data-record="${escapeHtml(String(d['@type'] ?? 'thing').toLowerCase())}">${scriptJson(d)}</script>`,
    ),
  ].join('');
  const container =
    `<div data-remote="${escapeHtml(remote)}" id="remote-${escapeHtml(remote)}" data-server-rendered="${escapeHtml(page)}">${result.html}</div>` +
    `<script type="application/json" id="server-data-${escapeHtml(remote)}">${scriptJson(result.data)}</script>`;
  let html = template;
  if (result.head.title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(result.head.title)}</title>`);
  if (result.head.description) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(result.head.description)}" />`);
  }
  html = html.replace('</head>', `${head}</head>`);
  const outlet = /(<div data-remote="shell" id="shell-page"><\/div>)/;
  if (!outlet.test(html)) return null;
  return html.replace(outlet, (m) => `${m}${container}`);
}

/** Whether a Cookie header carries `name` (with a value when `withValue`). */
export function hasCookie(cookieHeader: string | undefined, name: string, { withValue = false }: { withValue?: boolean } = {}): boolean {
  return String(cookieHeader || '')
    .split(';')
    .some((c) => {
      const pair = c.trim();
      return pair.startsWith(`${name}=`) && (!withValue || pair.length > name.length + 1);
    });
}

function hasSessionHint(cookieHeader: string | undefined): boolean {
  return hasCookie(cookieHeader, SESSION_HINT_COOKIE);
}

/**
 * Shell side: the page's HTML with its remote's server render and the HTTP status the page
 * reported (404 for a page with nothing to show, else 200), or null when the shell's plain HTML is
 * to be sent (no renderer for this path, signed-in visitor, renderer slow or failing).
 */
export async function composePage(o: ComposeOptions): Promise<{ html: string; status: number } | null> {
  if (hasSessionHint(o.cookie)) return null;
  const owner = o.ownerOf(o.url.pathname);
  const remote = o.remotes.find((r) => r.name === owner && r.render);
  if (!remote) return null;
  const deadlineMs = o.deadlineMs ?? RENDER_DEADLINE_MS;
  const page = `${o.url.pathname}${o.url.search}`;
  const query = new URLSearchParams({ url: page, origin: o.origin, deadline: String(Math.max(100, deadlineMs - RENDER_MARGIN_MS)) });
  if (o.searchBoost) query.set('boost', o.searchBoost);
  if (o.site) {
    query.set('variant', o.site.variant);
    query.set('product', o.site.product);
    query.set('siteName', o.site.siteName);
  }
  try {
    const headers: Record<string, string> = o.forwardedFor ? { 'x-forwarded-for': o.forwardedFor } : {};
    const res = await (o.fetch ?? fetch)(`${remote.render!}?${query}`, { headers, signal: AbortSignal.timeout(deadlineMs) });
    if (res.status !== 200) return null;
    // What the remote's server checked before sending it, checked again as it arrives.
    const { renderAnswerSchema } = await serverModules();
    const checked = renderAnswerSchema.safeParse(await res.json());
    if (!checked.success) return null;
    const result = checked.data;
    // One address per page: "/services/" and "/services" are the same page.
    const pathname = o.url.pathname.length > 1 ? o.url.pathname.replace(/\/+$/, '') : o.url.pathname;
    const canonical = `${o.origin}${pathname}${o.url.search}`;
    const html = injectRenderedPage(o.template, { remote: remote.name, page, result, assetBase: remote.manifest, canonical });
    return html === null ? null : { html, status: result.head.status ?? 200 };
  } catch {
    return null;
  }
}
