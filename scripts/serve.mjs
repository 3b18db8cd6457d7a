// The apps' HTTP servers, on Fastify: static files with immutable caching for hashed assets
// (@fastify/static), Brotli and gzip (@fastify/compress for the pages composed per request, each
// built file compressed once at the highest settings), CORS for remotes, SPA fallback, /api and
// /auth proxied for shells (@fastify/http-proxy), strict security headers.
import http from 'node:http';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { compileTrust, forwardingHeaders } from './forwarding.mjs';
import { RENDER_PATH } from './ssr.mjs';
import { serverModules } from './server-modules.mjs';

/** Sent by the production servers (served over https by their front): browsers then never use http. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.vtt']);
const HASHED = /\.[0-9a-f]{16,}\.(js|css)$|\.[0-9a-f]{20}\.[a-z0-9]+$/;

/** The content codings this server makes, preferred in this order when a client weighs them alike. */
const CODINGS = ['br', 'gzip'];

/**
 * The content coding of the answer to a request's Accept-Encoding (RFC 9110 §12.5.3): of br and
 * gzip, the acceptable one of highest weight, br when they weigh the same; `q=0` refuses a coding
 * and `*` stands for the codings not named. null: the file as it is (identity).
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(header) {
  const weights = new Map();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/.exec(p)).find(Boolean);
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q[1]) : 1);
  }
  let best = null;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * Built files never change under a name: each coding is made once, at the highest settings (Brotli
 * 11, gzip 9), off the event loop. A page composed for one request is compressed at once with
 * fast settings (Brotli 5 is smaller than gzip 6 for about the same time), by @fastify/compress.
 */
const LEVELS = { file: { br: 11, gzip: 9 }, page: { br: 5, gzip: 6 } };

function brotliOptions(level, size) {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  return { params: { [BROTLI_PARAM_QUALITY]: LEVELS[level].br, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, ...(size ? { [BROTLI_PARAM_SIZE_HINT]: size } : {}) } };
}

const compressFile = {
  br: (buf) => promisify(zlib.brotliCompress)(buf, brotliOptions('file', buf.length)),
  gzip: (buf) => promisify(zlib.gzip)(buf, { level: LEVELS.file.gzip }),
};

const fileCache = new Map();

/** What `derive` makes of a file's content, made once (concurrent requests wait for the same) and again only when the file changes. */
function fromFile(kind, file, stat, derive) {
  const key = `${kind}:${file}:${stat.mtimeMs}:${stat.size}`;
  let value = fileCache.get(key);
  if (value === undefined) {
    value = fs.readFile(file).then(derive);
    fileCache.set(key, value);
    // A failure is not kept: the next request tries again.
    value.catch(() => fileCache.delete(key));
  }
  return value;
}

/** A file in a content coding, kept in memory for as long as the server runs. */
const encodedFile = (coding, file, stat) => fromFile(coding, file, stat, (buf) => compressFile[coding](buf));
/** The shell's index.html. */
const template = (file, stat) => fromFile('text', file, stat, (buf) => buf.toString('utf8'));

/** A page composed for this request: never cached as a file, compressed when the client can. */
function sendHtml(reply, html, status = 200) {
  reply.code(status).header('content-type', TYPES['.html']).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie');
  if (typeof reply.compress === 'function') return reply.compress(html);
  // A request the router refused (an address that does not decode) reached no route, whose
  // reply.compress @fastify/compress sets: the same codings at the same settings.
  const coding = negotiateEncoding(reply.request.headers['accept-encoding']);
  if (!coding) return reply.send(html);
  const body = Buffer.from(html, 'utf8');
  return reply.header('content-encoding', coding).send(coding === 'br' ? zlib.brotliCompressSync(body, brotliOptions('page')) : zlib.gzipSync(body, { level: LEVELS.page.gzip }));
}

function securityHeaders(reply, csp) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (csp) {
    reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * A request target in origin form ("/path?query"), the only form a browser sends to a server that
 * is not its proxy. The absolute form ("http://host/path") and "//host/path" name another host.
 */
function isOriginForm(target) {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
}

/** "Accept-Encoding, Cookie, accept-encoding" (a plugin adding what is there already) said once. */
function varyOnce(value) {
  const seen = new Set();
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()))
    .join(', ');
}

const BAD_GATEWAY = { statusCode: 502, error: 'Bad Gateway', message: 'Le service est momentanément indisponible.' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Ressource introuvable.' };

/** The body of the answer to a request whose body is larger than the API reads. */
export function tooLargeBody(limit) {
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
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function withoutHopByHop(headers) {
  const named = [headers.connection ?? ''].flat().join(',').split(',').map((h) => h.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase())));
}

/**
 * Whether a request target, as the proxy sends it upstream (dot segments resolved, escapes
 * decoded, repeated slashes as one, any case), lies under `prefix`.
 * @param {string} target
 * @param {string} prefix
 */
export function isUnder(target, prefix) {
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
 * @param {{ API_BODY_LIMIT: number, OPERATIONS_PREFIX: string }} edge
 */
function proxyGuard({ API_BODY_LIMIT, OPERATIONS_PREFIX }) {
  return async (request, reply) => {
    const json = 'application/json; charset=utf-8';
    if (isUnder(request.raw.url ?? '/', OPERATIONS_PREFIX)) return reply.code(404).header('content-type', json).send(NOT_FOUND);
    const length = request.headers['content-length'];
    if (length !== undefined && Number(length) > API_BODY_LIMIT) return reply.code(413).header('content-type', json).send(tooLargeBody(API_BODY_LIMIT));
    if (length === undefined && typeof request.body?.pipe === 'function') {
      // A body of unannounced length (chunked) is counted on its way: past the limit it stops,
      // the upstream request fails, and onError answers 413.
      let seen = 0;
      const counted = new Transform({
        transform(chunk, _encoding, done) {
          seen += chunk.length;
          if (seen <= API_BODY_LIMIT) return done(null, chunk);
          request[BODY_STOPPED] = true;
          return done(new Error('request body over the limit'));
        },
      });
      request.body = pipeline(request.body, counted, () => {});
    }
  };
}

/**
 * What @fastify/http-proxy sends upstream: only the path and query of the request's own target go
 * to the configured origin (whose Host they carry), so that nothing in the request can choose the
 * host its Authorization and Cookie headers are sent to; the X-Forwarded-* headers are the ones
 * scripts/forwarding.mjs derives, believing only trusted proxies. What comes back goes without the
 * upstream connection's own headers: this server sends its own.
 * @param {number} bodyLimit  see proxyGuard
 * @param {Record<string, string>} [fixed]  headers (lower-case names) this server sets on every
 *   request it passes on, in place of any the visitor sent (a shell's territory)
 */
function proxyReplyOptions(trust, bodyLimit, fixed = {}) {
  return {
    rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardingHeaders(request.raw, trust), ...fixed }),
    rewriteHeaders: (headers) => withoutHopByHop(headers),
    onError: (reply) => {
      if (reply.sent) return reply.raw.destroy();
      const json = 'application/json; charset=utf-8';
      if (reply.request[BODY_STOPPED]) return reply.code(413).header('content-type', json).send(tooLargeBody(bodyLimit));
      reply.code(502).header('content-type', json).send(BAD_GATEWAY);
    },
  };
}

/** A form's body larger than this is refused (413): the site's forms post a field or two. */
const FORM_BODY_LIMIT = 2048;

/**
 * What answers a posted form: its status, its headers (Location, Set-Cookie…), and for a refusal
 * the message that says why, in French.
 * @typedef {{ status: number, headers?: Record<string, string>, message?: string }} FormAnswer
 */

/**
 * @param {object} o
 * @param {string} o.root
 * @param {boolean} [o.cors]       allow any origin to read the files (remotes)
 * @param {boolean} [o.spa]        unknown non-file paths answer index.html (shells)
 * @param {Record<string,string>} [o.proxy]  path prefix -> upstream origin
 * @param {{ upstream: string, routes: string[], path: (url: URL, req: http.IncomingMessage) => string | null }} [o.rewrite]
 *   requests another server answers under another path (a shell's robots.txt and sitemaps, made by
 *   the API): its origin, the routes that may be so, and for a request the path and query to ask it
 *   for (null: the request is this server's)
 * @param {Record<string,() => unknown>} [o.dynamic]  path -> JSON body computed per request
 * @param {Record<string,(fields: URLSearchParams, req: http.IncomingMessage) => FormAnswer>} [o.forms]
 *   path -> what answers an HTML form posted there (application/x-www-form-urlencoded, 2 KiB at most)
 * @param {(url: URL, req: http.IncomingMessage) => Promise<{ status: number, body?: unknown }>} [o.render]
 *   GET /_render (remotes that render on the server, scripts/ssr.mjs)
 * @param {(req: http.IncomingMessage, url: URL, template: string) => Promise<{ html: string, status: number } | null>} [o.page]
 *   the HTML of a page (shells): null sends index.html as it is
 * @param {string} [o.csp]
 * @param {string} [o.territory]  the territory of a shell's site, set on every request it proxies
 *   (scripts/server-modules.ts TERRITORY_HEADER), overwriting the visitor's
 * @param {string[]} [o.trustProxy]  addresses or CIDR ranges of the proxies in front of this server
 *   whose X-Forwarded-* headers are passed on (default: none, this server is the edge)
 * @param {boolean} [o.hsts]  send Strict-Transport-Security (production, behind https)
 * @param {() => Promise<string>} [o.badAddressPage]  the HTML page (sent with 400) for a path that
 *   does not decode, asked for by a browser (shells)
 * @returns {http.Server} a Node server whose requests the Fastify application answers
 */
export function createStaticServer(o) {
  const root = path.resolve(o.root);
  const trust = compileTrust(o.trustProxy);
  const wantsHtml = (req) => /text\/html/.test(String(req.headers.accept || ''));

  /**
   * A path that does not decode (the router refuses it before any route): the site's page that
   * says so for a browser (shells), else a bare 400; with the headers of the server's files.
   */
  async function badAddress(request, reply) {
    if (o.cors) reply.headers(CORS);
    securityHeaders(reply, o.csp);
    if (o.badAddressPage && wantsHtml(request.raw)) return sendHtml(reply, await o.badAddressPage(), 400);
    return reply.code(400).send();
  }

  /** A file of the root, the application for a page, or what answers GET /_render and the JSON of `dynamic`. */
  async function files(request, reply) {
    const req = request.raw;
    const url = new URL(req.url, 'http://local');
    if (o.cors) reply.headers(CORS);
    if (req.method === 'OPTIONS') return reply.code(204).send();
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').send();
    securityHeaders(reply, o.csp);
    if (o.render && url.pathname === RENDER_PATH) {
      const answer = await o.render(url, req);
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    }
    const dyn = o.dynamic?.[url.pathname];
    if (dyn) return reply.header('content-type', TYPES['.json']).header('cache-control', 'no-cache').send(JSON.stringify(dyn()));
    let rel;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      return badAddress(request, reply);
    }
    let file = path.join(root, rel);
    // Inside the root: a sibling whose name starts with the root's ("dist-server" beside "dist")
    // is not.
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return reply.code(403).send();
    let stat = await fs.stat(file).catch(() => null);
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    // Page URLs may end like files (/legacy/page.html, /naf/47.11F): an HTML request for a
    // missing file gets the application.
    if (!stat && o.spa && (wantsHtml(req) || !path.extname(rel))) {
      file = path.join(root, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat?.isFile()) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Introuvable');
    if (o.page && wantsHtml(req) && file === path.join(root, 'index.html')) {
      const page = await o.page(req, url, await template(file, stat));
      if (page !== null) return sendHtml(reply, page.html, page.status);
    }
    const ext = path.extname(file);
    reply.header('content-type', TYPES[ext] || 'application/octet-stream');
    reply.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('vary', 'Accept-Encoding');
    const coding = COMPRESSIBLE.has(ext) ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const body = coding && (await encodedFile(coding, file, stat));
    // A file too small to gain anything goes as it is.
    if (body && body.length < stat.size) return reply.header('content-encoding', coding).send(body);
    // @fastify/static streams the file (conditional and range requests included); its name,
    // relative to the root, is given as a path it decodes.
    const name = path.relative(root, file).split(path.sep).map(encodeURIComponent).join('/');
    return reply.sendFile(name, root, { contentType: false, cacheControl: false, dotfiles: 'allow' });
  }

  let server;
  const app = Fastify({
    serverFactory: (handler) => {
      server = http.createServer((req, res) => {
        if (o.hsts) res.setHeader('strict-transport-security', HSTS);
        if (!isOriginForm(req.url)) {
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
          return res.end('Requête invalide');
        }
        ready.then(
          () => handler(req, res),
          () => {
            res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
            res.end('Erreur interne');
          },
        );
      });
      return server;
    },
    // Paths are looked up as they are written: "/api/.//x" is under /api, "//x" is refused above.
    routerOptions: { ignoreDuplicateSlashes: false },
    frameworkErrors: (err, request, reply) => (err.code === 'FST_ERR_BAD_URL' ? badAddress(request, reply) : reply.send(err)),
  });
  app.setErrorHandler((err, request, reply) => {
    if (err.statusCode === 413) {
      return reply.code(413).header('content-type', 'text/plain; charset=utf-8').send(`Formulaire trop volumineux : il ne peut dépasser ${FORM_BODY_LIMIT / 1024} Kio.`);
    }
    console.error(err);
    if (reply.sent) return reply.raw.destroy();
    return reply.code(err.statusCode && err.statusCode < 500 ? err.statusCode : 500).header('content-type', 'text/plain; charset=utf-8').send('Erreur interne');
  });
  // Files are sent by the routes below, never by a route of the plugin's own.
  app.register(fastifyStatic, { root, serve: false });
  // Pages composed per request; a built file has its codings made once (encodedFile), and what the
  // proxies pass on stays as the API encoded it.
  app.register(fastifyCompress, {
    global: false,
    globalDecompression: false,
    encodings: CODINGS,
    threshold: 0,
    // A page is compressed in one go, its length sent with it.
    syncThreshold: Number.MAX_SAFE_INTEGER,
    brotliOptions: brotliOptions('page'),
    zlibOptions: { level: LEVELS.page.gzip },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const vary = reply.getHeader('vary');
    if (vary !== undefined) reply.header('vary', varyOnce([vary].flat().join(', ')));
    return payload;
  });
  app.register(async (scope) => {
    // The API's figures, read where the API reads them.
    const edge = await serverModules();
    // A shell speaks for its own site: the API learns the territory from it, never from the visitor.
    const fixed = o.territory ? { [edge.TERRITORY_HEADER.toLowerCase()]: o.territory } : {};
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
          const to = rewrittenPath(new URL(request.raw.url, 'http://local'), request.raw);
          return to === null ? files(request, reply) : reply.from(to, options);
        },
      });
    }
  });
  if (o.forms) {
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
      for (const [url, answer] of Object.entries(o.forms)) {
        scope.post(url, async (request, reply) => {
          securityHeaders(reply, o.csp);
          reply.header('cache-control', 'no-store');
          const type = String(request.headers['content-type'] || '').split(';')[0].trim().toLowerCase();
          if (type !== 'application/x-www-form-urlencoded') {
            return reply.code(415).header('content-type', 'text/plain; charset=utf-8').send('Ce formulaire s’envoie au format application/x-www-form-urlencoded.');
          }
          const { status, headers = {}, message } = answer(new URLSearchParams(String(request.body ?? '')), request.raw);
          reply.code(status).headers(headers);
          return message === undefined ? reply.send() : reply.header('content-type', 'text/plain; charset=utf-8').send(message);
        });
      }
    });
  }
  app.register(async (scope) => {
    // Request bodies are nobody's business here (405).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({ method: ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '*', handler: files });
  });
  const ready = app.ready();
  ready.catch((err) => console.error(err));
  return server;
}

/**
 * Strict CSP for a shell: scripts, styles and manifests only from itself and its remotes. With an
 * external identity provider (`authOrigin`, the origin of its public issuer), the browser also
 * calls its token and revocation endpoints and frames its authorization endpoint for the silent
 * restore; the embedded provider is same-origin (/auth) and needs neither.
 * @param {string[]} remoteOrigins
 * @param {{ authOrigin?: string | null }} [o]
 */
export function shellCsp(remoteOrigins, { authOrigin } = {}) {
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
export function remoteCsp() {
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
