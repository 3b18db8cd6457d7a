// The apps' HTTP servers, on Fastify and its own plugins: the built files by @fastify/static, in
// the Brotli or gzip coding the build wrote beside them (scripts/precompress.ts), with immutable
// caching for hashed names; the pages composed per request compressed by @fastify/compress; the
// security headers by @fastify/helmet; /api and /auth proxied by @fastify/http-proxy; a route for
// each page of the site, and the not-found page (404) for any other path, whatever the request
// accepts. `createAppServer` gives the Fastify application (tests use its `inject`);
// `createStaticServer` the Node server that runs it.
import http from 'node:http';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Transform, pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { compileTrust, forwardingHeaders, type Trust } from './forwarding.ts';
import { COMPRESSIBLE, PRECOMPRESSED } from './precompress.ts';
import { RENDER_PATH } from './ssr.ts';
import { serverModules } from './server-modules-loader.ts';
import { serverLog, type ServerLog } from './serverLog.ts';

/** Sent by the production servers (served over https by their front): browsers then never use http. */
export const HSTS = 'max-age=31536000; includeSubDomains';
const HSTS_MAX_AGE = 31_536_000;

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const HASHED = /\.[0-9a-f]{16,}\.(js|css)$|\.[0-9a-f]{20}\.[a-z0-9]+$/;
/** The extension of a coding the build wrote beside its file. */
const CODED_FILE = new RegExp(`(${Object.values(PRECOMPRESSED).map((e) => e.replace('.', '\\.')).join('|')})$`);

/** The content codings this server makes, preferred in this order when a client weighs them alike. */
const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];

/**
 * The content coding of the answer to a request's Accept-Encoding (RFC 9110 §12.5.3): of br and
 * gzip, the acceptable one of highest weight, br when they weigh the same; `q=0` refuses a coding
 * and `*` stands for the codings not named. null: the file as it is (identity).
 */
export function negotiateEncoding(header: string | string[] | undefined): Coding | null {
  const weights = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/.exec(p)).find(Boolean);
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q[1]) : 1);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/** A page composed for one request is compressed at once with fast settings (Brotli 5 is smaller than gzip 6 for about the same time). */
const PAGE_LEVELS = { br: 5, gzip: 6 };
const PAGE_BROTLI: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_LEVELS.br, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};

/** A page composed for this request: never cached as a file, compressed when the client can. */
function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  reply.code(status).header('content-type', HTML).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie');
  if (typeof reply.compress === 'function') return reply.compress(html) as unknown as FastifyReply;
  // A request the router refused (an address that does not decode) reached no route, whose
  // reply.compress @fastify/compress sets: the same codings at the same settings.
  const coding = negotiateEncoding(reply.request.headers['accept-encoding']);
  if (!coding) return reply.send(html);
  const body = Buffer.from(html, 'utf8');
  return reply.header('content-encoding', coding).send(coding === 'br' ? zlib.brotliCompressSync(body, PAGE_BROTLI) : zlib.gzipSync(body, { level: PAGE_LEVELS.gzip }));
}

/**
 * The security headers of the server's own answers (files, pages, forms), as @fastify/helmet
 * sends them: no MIME sniffing, the referrer's origin only to other sites and, with a CSP, the
 * policy and no framing; Strict-Transport-Security in production. The helmet headers this site
 * did not choose are off. A remote's files may be read by any origin (its shells').
 */
export function helmetOptions(o: { csp?: string; cors?: boolean; hsts?: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: o.csp ? { useDefaults: false, directives: cspDirectives(o.csp) } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: o.cors ? { policy: 'cross-origin' } : false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: o.hsts ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: o.csp ? { action: 'deny' } : false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  } as FastifyHelmetOptions;
}

/** Only Strict-Transport-Security: what the proxies add to the API's answers, which carry the API's own headers. */
function hstsOnly(): FastifyHelmetOptions {
  return { ...helmetOptions({ hsts: true }), referrerPolicy: false, xContentTypeOptions: false } as FastifyHelmetOptions;
}

/** "default-src 'self'; img-src 'self' data:" as helmet's directives. */
function cspDirectives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Helmet itself (the one @fastify/helmet runs), for an answer given before any route and its hooks. */
const helmetMiddleware = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
  o: FastifyHelmetOptions,
) => (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void;

/** Not a helmet header: the features the site's pages never use. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
};
/**
 * A request target in origin form ("/path?query"), the only form a browser sends to a server that
 * is not its proxy. The absolute form ("http://host/path") and "//host/path" name another host.
 */
function isOriginForm(target: string | undefined): boolean {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
}

/** "Accept-Encoding, Cookie, accept-encoding" (a plugin adding what is there already) said once. */
function varyOnce(value: string): string {
  const seen = new Set<string>();
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()))
    .join(', ');
}

const BAD_GATEWAY = { statusCode: 502, error: 'Bad Gateway', message: 'Le service est momentanément indisponible.' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Ressource introuvable.' };

/** The body of the answer to a request whose body is larger than the API reads. */
export function tooLargeBody(limit: number): { statusCode: 413; error: string; message: string } {
  return { statusCode: 413, error: 'Payload Too Large', message: `Requête trop volumineuse : son contenu ne peut dépasser ${limit / (1024 * 1024)} Mio.` };
}

/**
 * Headers of one connection (RFC 9110 §7.6.1), never passed on by a proxy: each side of it speaks
 * for its own sockets (an upstream's `Keep-Alive: timeout=72` is not this server's).
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization'];

/**
 * An upstream's answer headers without its connection's: the hop-by-hop ones and those its
 * Connection header names.
 */
export function withoutHopByHop<T extends Record<string, string | string[] | number | undefined>>(headers: T): Partial<T> {
  const named = [headers.connection ?? ''].flat().join(',').split(',').map((h) => h.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase()))) as Partial<T>;
}

/**
 * Whether a request target, as the proxy sends it upstream (dot segments resolved, escapes
 * decoded, repeated slashes as one, any case), lies under `prefix`.
 */
export function isUnder(target: string, prefix: string): boolean {
  let pathname = new URL(target, 'http://local').pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Left as it is: the upstream reads no other path from it.
  }
  pathname = pathname.replace(/\/{2,}/g, '/').toLowerCase();
  const under = prefix.toLowerCase();
  return pathname === under || pathname.startsWith(`${under}/`);
}

/** Set on a request whose body the proxy stopped at the limit, before the upstream saw more of it. */
const BODY_STOPPED = Symbol('bodyStopped');

/**
 * What the proxies check before anything goes upstream: the operators' paths are not theirs (404),
 * and a body larger than the API reads is refused here (413), whether its length is announced or
 * not: the API would refuse it while it is still being sent, and the proxy could not tell that
 * answer from a broken connection.
 */
function proxyGuard({ API_BODY_LIMIT, OPERATIONS_PREFIX }: { API_BODY_LIMIT: number; OPERATIONS_PREFIX: string }) {
  return async (request: FastifyRequest & { [BODY_STOPPED]?: boolean }, reply: FastifyReply) => {
    const json = JSON_TYPE;
    if (isUnder(request.raw.url ?? '/', OPERATIONS_PREFIX)) return reply.code(404).header('content-type', json).send(NOT_FOUND);
    const length = request.headers['content-length'];
    if (length !== undefined && Number(length) > API_BODY_LIMIT) return reply.code(413).header('content-type', json).send(tooLargeBody(API_BODY_LIMIT));
    const body = request.body as Readable | undefined;
    if (length === undefined && typeof body?.pipe === 'function') {
      // A body of unannounced length (chunked) is counted on its way: past the limit it stops,
      // the upstream request fails, and onError answers 413.
      let seen = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen <= API_BODY_LIMIT) return done(null, chunk);
          request[BODY_STOPPED] = true;
          return done(new Error('request body over the limit'));
        },
      });
      request.body = pipeline(body, counted, () => {});
    }
  };
}

/**
 * What @fastify/http-proxy sends upstream: only the path and query of the request's own target go
 * to the configured origin (whose Host they carry), so that nothing in the request can choose the
 * host its Authorization and Cookie headers are sent to; the X-Forwarded-* headers are the ones
 * scripts/forwarding.ts derives, believing only trusted proxies. What comes back goes without the
 * upstream connection's own headers: this server sends its own. bodyLimit: see proxyGuard;
 * fixed: headers (lower-case names) this server sets on every request it passes on, in place of
 * any the visitor sent (a shell's territory).
 */
function proxyReplyOptions(trust: Trust, bodyLimit: number, fixed: Record<string, string> = {}): NonNullable<FastifyHttpProxyOptions['replyOptions']> {
  return {
    rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardingHeaders(request.raw as http.IncomingMessage, trust), ...fixed }),
    rewriteHeaders: (headers) => withoutHopByHop(headers),
    onError: (reply) => {
      if (reply.sent) return void reply.raw.destroy();
      const json = JSON_TYPE;
      if ((reply.request as { [BODY_STOPPED]?: boolean })[BODY_STOPPED]) return reply.code(413).header('content-type', json).send(tooLargeBody(bodyLimit));
      reply.code(502).header('content-type', json).send(BAD_GATEWAY);
    },
  };
}

/** A form's body larger than this is refused (413): the site's forms post a field or two. */
const FORM_BODY_LIMIT = 2048;

/**
 * What answers a posted form: its status, its headers (Location, Set-Cookie…), and for a refusal
 * the message that says why, in French.
 */
export interface FormAnswer {
  status: number;
  headers?: Record<string, string>;
  message?: string;
}

export interface AppServerOptions {
  root: string;
  /** Allow any origin to read the files (remotes). */
  cors?: boolean;
  /** A path that is no file answers the application's index.html (remotes' standalone pages). */
  spa?: boolean;
  /** Path prefix -> upstream origin. */
  proxy?: Record<string, string>;
  /**
   * Requests another server answers under another path (a shell's robots.txt and sitemaps, made
   * by the API): its origin, the routes that may be so, and for a request the path and query to
   * ask it for (null: the request is this server's).
   */
  rewrite?: { upstream: string; routes: string[]; path: (url: URL, req: http.IncomingMessage) => string | null };
  /** Path -> JSON body computed per request. */
  dynamic?: Record<string, () => unknown>;
  /** Path -> what answers an HTML form posted there (application/x-www-form-urlencoded, 2 KiB at most). */
  forms?: Record<string, (fields: URLSearchParams, req: http.IncomingMessage) => FormAnswer>;
  /** GET /_render (remotes that render on the server, scripts/ssr.ts createRenderHandler). */
  render?: (url: URL, req: http.IncomingMessage) => Promise<{ status: number; body?: unknown }>;
  /**
   * The site's pages (shells): the route patterns of its pages (`/entreprise/:slug/:siren/:id`,
   * `/guide-des-formalites/*`), and the HTML of the page at an address, with its status (404 for
   * a path no page owns); null sends index.html as it is. Any other path that is no file gets
   * the HTML `page` gives for it, whatever the request accepts.
   */
  pages?: string[];
  page?: (req: http.IncomingMessage, url: URL, template: string) => Promise<{ html: string; status: number } | null>;
  csp?: string;
  /** The territory of a shell's site, set on every request it proxies (TERRITORY_HEADER), overwriting the visitor's. */
  territory?: string;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-* headers are passed on (default: none, this server is the edge). */
  trustProxy?: string[];
  /** Send Strict-Transport-Security (production, behind https). */
  hsts?: boolean;
  /** The HTML page (sent with 400) for a path that does not decode, asked for by a browser (shells). */
  badAddressPage?: () => Promise<string>;
  /** Where requests and errors are logged (default: as the environment asks, scripts/serverLog.ts). */
  log?: ServerLog;
}

/**
 * Whether a coding the build wrote beside `file` is older than the file: the file was written
 * again since (a published version's manifest edited in place), and the coding no longer says
 * what it says.
 */
async function staleCoding(file: string): Promise<boolean> {
  const written = await fs.stat(file).catch(() => null);
  if (!written?.isFile()) return false;
  const codings = await Promise.all(Object.values(PRECOMPRESSED).map((ext) => fs.stat(`${file}${ext}`).catch(() => null)));
  return codings.some((coding) => coding !== null && coding.mtimeMs < written.mtimeMs);
}

/** The shell's index.html, read again when it changes. */
function templateReader(file: string): () => Promise<string> {
  let kept: { key: string; text: Promise<string> } | null = null;
  return async () => {
    const stat = await fs.stat(file);
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (kept?.key !== key) {
      const text = fs.readFile(file, 'utf8');
      kept = { key, text };
      text.catch(() => (kept = null));
    }
    return kept.text;
  };
}

/** A route pattern of the site's route table as Fastify's router writes it. */
function routePath(pattern: string): string {
  const p = pattern.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

const wantsHtml = (req: http.IncomingMessage) => /text\/html/.test(String(req.headers.accept || ''));

/**
 * The Fastify application of an app's server, ready to `listen` or `inject` into. Its server
 * refuses a request target that is not in origin form ("/path?query") before any route: the
 * absolute form and "//host/path" name another host.
 */
export function createAppServer(o: AppServerOptions): FastifyInstance {
  const root = path.resolve(o.root);
  const trust = compileTrust(o.trustProxy);
  const log = o.log ?? serverLog();
  const helmet = helmetOptions(o);
  const template = templateReader(path.join(root, 'index.html'));

  /** The headers of the server's own answers, on an answer given before any route (and its hooks). */
  function ownHeaders(request: FastifyRequest, reply: FastifyReply) {
    helmetMiddleware(helmet)(request.raw, reply.raw, () => undefined);
    if (o.csp) reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (o.cors) reply.headers(CORS);
  }

  /**
   * A path that does not decode (the router refuses it before any route): the site's page that
   * says so for a browser (shells), else a bare 400.
   */
  async function badAddress(request: FastifyRequest, reply: FastifyReply) {
    ownHeaders(request, reply);
    if (o.badAddressPage && wantsHtml(request.raw)) return sendHtml(reply, await o.badAddressPage(), 400);
    return reply.code(400).send();
  }

  /** A page of the site: the HTML `page` composes, or index.html as it is. */
  async function page(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.raw.url ?? '/', 'http://local');
    const answer = await o.page!(request.raw, url, await template());
    if (answer !== null) return sendHtml(reply, answer.html, answer.status);
    return reply.sendFile('index.html');
  }

  /** What is neither a route nor a file: a page the site's table owns now, else its not-found page. */
  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const { method } = request.raw;
    if (method === 'OPTIONS') return reply.code(204).send();
    if (method !== 'GET' && method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').send();
    const { pathname } = new URL(request.raw.url ?? '/', 'http://local');
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(pathname));
    } catch {
      return badAddress(request, reply);
    }
    // Nothing outside the root: a sibling whose name starts with the root's ("dist-server" beside
    // "dist") is not in it.
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return reply.code(403).header('content-type', TEXT).send('Accès refusé');
    if (o.page) return page(request, reply);
    // Page URLs may end like files (/legacy/page.html, /naf/47.11F): an HTML request for a
    // missing file gets the application.
    if (o.spa && (wantsHtml(request.raw) || !path.extname(pathname))) return reply.sendFile('index.html');
    return reply.code(404).header('content-type', TEXT).send('Introuvable');
  }

  let settle: (err?: Error | null) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  ready.catch((err: unknown) => log.error(err, 'démarrage du serveur'));
  const app = Fastify({
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (!isOriginForm(req.url)) {
          if (o.hsts) res.setHeader('strict-transport-security', HSTS);
          res.writeHead(400, { 'content-type': TEXT });
          return res.end('Requête invalide');
        }
        // Requests reach the application once it is ready: until then its server holds them.
        ready.then(
          () => handler(req, res),
          () => {
            res.writeHead(500, { 'content-type': TEXT });
            res.end('Erreur interne');
          },
        );
      }),
    // One line per request at most, by the hook below, and only when asked (scripts/serverLog.ts).
    logger: false,
    // Paths are looked up as they are written: "/api/.//x" is under /api, "//x" is refused above.
    routerOptions: { ignoreDuplicateSlashes: false },
    frameworkErrors: (err, request, reply) =>
      err.code === 'FST_ERR_BAD_URL' ? badAddress(request, reply) : (reply as FastifyReply).code(err.statusCode ?? 400).header('content-type', TEXT).send('Requête invalide'),
  });
  app.addHook('onResponse', async (request, reply) => {
    log.request({ method: request.raw.method ?? '', url: request.raw.url ?? '', status: reply.statusCode, ms: reply.elapsedTime });
  });
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (err.statusCode === 413) {
      return reply.code(413).header('content-type', TEXT).send(`Formulaire trop volumineux : il ne peut dépasser ${FORM_BODY_LIMIT / 1024} Kio.`);
    }
    // An answer under way, or a visitor gone: nothing more to send. A visitor's leaving is no
    // error of the server's, which the log leaves out.
    if (reply.sent || request.raw.destroyed) {
      log.error(err, `${request.raw.method} ${request.raw.url}`);
      return reply.raw.destroy();
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) log.error(err, `${request.raw.method} ${request.raw.url}`);
    const message = status === 403 ? 'Accès refusé' : status === 404 ? 'Introuvable' : status === 500 ? 'Erreur interne' : 'Requête invalide';
    return reply.code(status).header('content-type', TEXT).send(message);
  });
  // Pages composed per request; a built file goes in the coding the build wrote, and what the
  // proxies pass on stays as the API encoded it.
  app.register(fastifyCompress, {
    global: false,
    globalDecompression: false,
    encodings: [...CODINGS],
    threshold: 0,
    // A page is compressed in one go, its length sent with it.
    syncThreshold: Number.MAX_SAFE_INTEGER,
    brotliOptions: PAGE_BROTLI,
    zlibOptions: { level: PAGE_LEVELS.gzip },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('vary');
    if (vary !== undefined) reply.header('vary', varyOnce([vary].flat().join(', ')));
    return payload;
  });

  // The API's answers, with the API's own headers (and HSTS in production).
  app.register(async (scope) => {
    if (o.hsts) await scope.register(fastifyHelmet, hstsOnly());
    // The API's figures, read where the API reads them.
    const edge = await serverModules();
    // A shell speaks for its own site: the API learns the territory from it, never from the visitor.
    const fixed: Record<string, string> = o.territory ? { [edge.TERRITORY_HEADER.toLowerCase()]: o.territory } : {};
    for (const [prefix, upstream] of Object.entries(o.proxy || {})) {
      scope.register(fastifyHttpProxy, { upstream, prefix, rewritePrefix: prefix, preHandler: proxyGuard(edge), replyOptions: proxyReplyOptions(trust, edge.API_BODY_LIMIT, fixed) });
    }
    if (o.rewrite) {
      const { upstream, routes, path: rewrittenPath } = o.rewrite;
      scope.register(fastifyHttpProxy, {
        upstream,
        routes,
        httpMethods: ['GET', 'HEAD'],
        replyOptions: proxyReplyOptions(trust, edge.API_BODY_LIMIT),
        handler: (request, reply, _dest, options) => {
          const to = rewrittenPath(new URL(request.raw.url ?? '/', 'http://local'), request.raw);
          if (to !== null) return reply.from(to, options);
          // Not a file the other server makes: what the site answers for it.
          ownHeaders(request, reply);
          return notFound(request, reply);
        },
      });
    }
  });

  // The server's own answers: files, pages, forms, and the not-found page.
  app.register(async (scope) => {
    await scope.register(fastifyHelmet, helmet);
    scope.addHook('onRequest', async (_request, reply) => {
      if (o.csp) reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (o.cors) reply.headers(CORS);
    });
    // A file whose codings are older than it goes as it is: the request asks for no coding.
    scope.addHook('onRequest', async (request) => {
      if (!request.headers['accept-encoding'] || (request.raw.method !== 'GET' && request.raw.method !== 'HEAD')) return;
      const { pathname } = new URL(request.raw.url ?? '/', 'http://local');
      // A file named by its content's hash is never written again with other content.
      if (!COMPRESSIBLE.has(path.extname(pathname)) || HASHED.test(pathname)) return;
      let file: string;
      try {
        file = path.join(root, decodeURIComponent(pathname));
      } catch {
        return;
      }
      if (file.startsWith(`${root}${path.sep}`) && (await staleCoding(file))) delete request.headers['accept-encoding'];
    });
    // Files: in the coding the build wrote beside them when the client accepts it, conditional
    // and range requests answered; a path that is no file reaches notFound.
    await scope.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'allow',
      redirect: false,
      setHeaders: (reply, sent) => {
        // The name of the file itself, whichever of its codings is sent.
        const file = CODED_FILE.test(sent) ? sent.replace(CODED_FILE, '') : sent;
        reply.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
        reply.header('vary', 'Accept-Encoding');
      },
    });
    if (o.page) {
      // The template itself is no page: what `page` makes of its path, not the file as it is.
      for (const url of new Set([...(o.pages ?? []), '/index.html'].map(routePath))) scope.get(url, page);
    }
    if (o.render) {
      const render = o.render;
      scope.get(RENDER_PATH, async (request, reply) => {
        const answer = await render(new URL(request.raw.url ?? '/', 'http://local'), request.raw);
        return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
      });
    }
    for (const [url, body] of Object.entries(o.dynamic ?? {})) {
      scope.get(url, async (_request, reply) => reply.header('content-type', JSON_TYPE).header('cache-control', 'no-cache').send(JSON.stringify(body())));
    }
    if (o.forms) {
      const forms = o.forms;
      scope.register(async (formScope) => {
        formScope.removeAllContentTypeParsers();
        formScope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
        for (const [url, answer] of Object.entries(forms)) {
          formScope.post(url, async (request, reply) => {
            reply.header('cache-control', 'no-store');
            const type = String(request.headers['content-type'] || '').split(';')[0]!.trim().toLowerCase();
            if (type !== 'application/x-www-form-urlencoded') {
              return reply.code(415).header('content-type', TEXT).send('Ce formulaire s’envoie au format application/x-www-form-urlencoded.');
            }
            const { status, headers = {}, message } = answer(new URLSearchParams(String(request.body ?? '')), request.raw);
            reply.code(status).headers(headers);
            return message === undefined ? reply.send() : reply.header('content-type', TEXT).send(message);
          });
        }
      });
    }
    // Request bodies are nobody's business here (405).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.setNotFoundHandler(notFound);
  });
  void app.ready((err) => settle(err));
  return app;
}

/** The Node server of `createAppServer`'s application, not listening yet. */
export function createStaticServer(o: AppServerOptions): http.Server {
  return createAppServer(o).server;
}

/**
 * Strict CSP for a shell: scripts, styles and manifests only from itself and its remotes. With an
 * external identity provider (`authOrigin`, the origin of its public issuer), the browser also
 * calls its token and revocation endpoints and frames its authorization endpoint for the silent
 * restore; the embedded provider is same-origin (/auth) and needs neither.
 */
export function shellCsp(remoteOrigins: string[], { authOrigin }: { authOrigin?: string | null } = {}): string {
  const remotes = [...new Set(remoteOrigins)].join(' ');
  const auth = authOrigin ? ` ${authOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}${auth}`,
    `img-src 'self' data: ${remotes}`,
    // The video tutorials and their captions are files of the content app.
    `media-src 'self' ${remotes}`,
    `font-src 'self' ${remotes}`,
    `frame-src 'self'${auth}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * CSP of a remote's own origin, whose standalone page loads only its own files (the federation
 * runtime, its entry and chunks, its stylesheets) and calls /api and /auth on the same origin;
 * nobody may frame it.
 */
export function remoteCsp(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
