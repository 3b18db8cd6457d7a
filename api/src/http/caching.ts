// HTTP caching of the API's answers, one mechanism for every route. A route whose answer is the same
// for every caller says so in its options (`config: { cache: PUBLIC_CACHE.record }`); its GET and
// HEAD 200 answers then carry `Cache-Control: public, max-age=…`, `Vary: Accept-Encoding` and a
// strong ETag of the bytes sent, and a request whose If-None-Match names that tag gets 304 without
// a body. Every other answer under /api that does not say otherwise is `private, no-store`: what a
// token, a guest id or an order number opens is never kept by a shared cache, nor by the browser.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface CachePolicy {
  /** Seconds an answer is fresh, in the browser and in shared caches. */
  maxAge: number;
  /** Seconds after that during which a cache may still answer with it while it asks again. */
  staleWhileRevalidate?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public caching of the route's 200 answers (see http/caching.ts); never on a route whose answer depends on the caller. */
    cache?: CachePolicy;
  }
}

/** How long each kind of public answer may be kept: the one place these durations are written. */
export const PUBLIC_CACHE = {
  /** Company, establishment and person records and their parts: they change with the registry's loads. */
  record: { maxAge: 300, staleWhileRevalidate: 600 },
  /** Search results: asked again and again while typing, they follow the loads closely. */
  search: { maxAge: 60, staleWhileRevalidate: 60 },
  /** Nomenclatures, departments, registries, key figures, the catalogue of changes. */
  reference: { maxAge: 3600, staleWhileRevalidate: 86_400 },
  /** Price grids: they change with the regulated tariffs, at a deployment. */
  tariffs: { maxAge: 3600, staleWhileRevalidate: 86_400 },
  /** The site's legal identity and the specimen figures. */
  site: { maxAge: 300, staleWhileRevalidate: 3600 },
  /** robots.txt, sitemaps and the listings they link to: crawlers come back often enough. */
  seo: { maxAge: 3600 },
} as const satisfies Record<string, CachePolicy>;

/** The options that give a route one of these policies: `{ ...CACHED.record, schema: … }`. */
export const CACHED = Object.fromEntries(Object.entries(PUBLIC_CACHE).map(([kind, cache]) => [kind, { config: { cache } }])) as {
  readonly [K in keyof typeof PUBLIC_CACHE]: { readonly config: { readonly cache: CachePolicy } };
};

/** Everything that is not declared public. */
export const PRIVATE_NO_STORE = 'private, no-store';

export function cacheControl(policy: CachePolicy): string {
  const swr = policy.staleWhileRevalidate ? `, stale-while-revalidate=${policy.staleWhileRevalidate}` : '';
  return `public, max-age=${policy.maxAge}${swr}`;
}

/** A strong validator of the bytes sent: the same answer always has the same tag. */
export function entityTag(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/**
 * Whether If-None-Match names `etag` (RFC 9110 §13.1.2): weak comparison, so `W/"x"` matches `"x"`;
 * a list of tags; `*` matches any current answer.
 */
export function ifNoneMatchMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  const tags = (Array.isArray(header) ? header.join(',') : header).match(/\*|(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

function withVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase()) ? fields.join(', ') : [...fields, field].join(', ');
}

export interface RouteCaching {
  method: string;
  url: string;
  policy: CachePolicy | undefined;
}

const routesOf = new WeakMap<FastifyInstance, RouteCaching[]>();

/** Every route of an app registered after `registerCaching`, with its policy (tests check them). */
export function routeCaching(app: FastifyInstance): readonly RouteCaching[] {
  return routesOf.get(app) ?? [];
}

/** Installs the mechanism on the root instance, before the routes are registered. */
export function registerCaching(app: FastifyInstance): void {
  const routes: RouteCaching[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, policy: route.config?.cache });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const policy = req.routeOptions.config?.cache;
    if (!policy || (req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) {
      if (!reply.hasHeader('cache-control') && (req.url === '/api' || req.url.startsWith('/api/'))) reply.header('Cache-Control', PRIVATE_NO_STORE);
      return payload;
    }
    reply.header('Cache-Control', cacheControl(policy));
    reply.header('Vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
    // A stream (a gzipped sitemap) is sent as it is made: no validator.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = entityTag(payload);
    reply.header('ETag', etag);
    if (!ifNoneMatchMatches(req.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    // HEAD: Fastify's own HEAD handling measures the body (the length a 200 would have) and drops it.
    if (req.method === 'HEAD') return payload;
    reply.removeHeader('content-length');
    return null;
  });
}
