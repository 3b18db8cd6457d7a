// A small production-grade static server: immutable caching for hashed assets, Brotli and gzip, CORS for
// remotes, SPA fallback and an /api proxy for shells, strict security headers.
import http from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compileTrust, forwardingHeaders } from './forwarding.mjs';
import { RENDER_PATH } from './ssr.mjs';

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
 * fast settings (Brotli 5 is smaller than gzip 6 for about the same time).
 */
const LEVELS = { file: { br: 11, gzip: 9 }, page: { br: 5, gzip: 6 } };

function codingOptions(coding, level, size) {
  if (coding === 'gzip') return { level: LEVELS[level].gzip };
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  return { params: { [BROTLI_PARAM_QUALITY]: LEVELS[level].br, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: size } };
}

const compressAsync = { br: promisify(zlib.brotliCompress), gzip: promisify(zlib.gzip) };
const compressSync = { br: zlib.brotliCompressSync, gzip: zlib.gzipSync };

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
const encodedFile = (coding, file, stat) => fromFile(coding, file, stat, (buf) => compressAsync[coding](buf, codingOptions(coding, 'file', buf.length)));
/** The shell's index.html. */
const template = (file, stat) => fromFile('text', file, stat, (buf) => buf.toString('utf8'));

/** A page composed for this request: never cached as a file, compressed when the client can. */
function sendHtml(req, res, html, status = 200) {
  res.setHeader('Content-Type', TYPES['.html']);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  let body = Buffer.from(html, 'utf8');
  const coding = negotiateEncoding(req.headers['accept-encoding']);
  if (coding) {
    body = compressSync[coding](body, codingOptions(coding, 'page', body.length));
    res.setHeader('Content-Encoding', coding);
  }
  res.writeHead(status, { 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function securityHeaders(res, csp) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (csp) {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  }
}

/**
 * A request target in origin form ("/path?query"), the only form a browser sends to a server that
 * is not its proxy. The absolute form ("http://host/path") and "//host/path" name another host.
 */
function isOriginForm(target) {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
}

/**
 * Forwards the request to `target`'s origin: only the path and query of `url` (the request's own
 * target, parsed) go upstream, so that nothing in the request can choose the host its
 * Authorization and Cookie headers are sent to.
 */
function proxyTo(target, url, req, res, trust) {
  const origin = new URL(target);
  const headers = { ...req.headers, host: origin.host, ...forwardingHeaders(req, trust) };
  const options = {
    protocol: origin.protocol,
    hostname: origin.hostname,
    port: origin.port,
    path: `${url.pathname}${url.search}`,
    method: req.method,
    headers,
  };
  const upstream = http.request(options, (up) => {
    res.writeHead(up.statusCode || 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'Le service est momentanément indisponible.' }));
    } else res.destroy();
  });
  req.pipe(upstream);
}

/**
 * @param {object} o
 * @param {string} o.root
 * @param {boolean} [o.cors]       allow any origin to read the files (remotes)
 * @param {boolean} [o.spa]        unknown non-file paths answer index.html (shells)
 * @param {Record<string,string>} [o.proxy]  path prefix -> upstream origin
 * @param {(url: URL, req: http.IncomingMessage) => { target: string, path: string } | null} [o.rewrite]
 *   requests another server answers under another path (a shell's robots.txt and sitemaps, made by
 *   the API): its origin and the path and query to ask it for
 * @param {Record<string,() => unknown>} [o.dynamic]  path -> JSON body computed per request
 * @param {(url: URL, res: http.ServerResponse, req: http.IncomingMessage) => Promise<void>} [o.render]
 *   GET /_render (remotes that render on the server, scripts/ssr.mjs)
 * @param {(req: http.IncomingMessage, url: URL, template: string) => Promise<{ html: string, status: number } | null>} [o.page]
 *   the HTML of a page (shells): null sends index.html as it is
 * @param {string} [o.csp]
 * @param {string[]} [o.trustProxy]  addresses or CIDR ranges of the proxies in front of this server
 *   whose X-Forwarded-* headers are passed on (default: none, this server is the edge)
 * @param {boolean} [o.hsts]  send Strict-Transport-Security (production, behind https)
 * @param {() => Promise<string>} [o.badAddressPage]  the HTML page (sent with 400) for a path that
 *   does not decode, asked for by a browser (shells)
 */
export function createStaticServer(o) {
  const root = path.resolve(o.root);
  const trust = compileTrust(o.trustProxy);
  return http.createServer(async (req, res) => {
    try {
      if (o.hsts) res.setHeader('Strict-Transport-Security', HSTS);
      if (!isOriginForm(req.url)) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Requête invalide');
      }
      const url = new URL(req.url, 'http://local');
      for (const [prefix, target] of Object.entries(o.proxy || {})) {
        if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) return proxyTo(target, url, req, res, trust);
      }
      const rewritten = o.rewrite?.(url, req);
      if (rewritten) return proxyTo(rewritten.target, new URL(rewritten.path, 'http://local'), req, res, trust);
      if (o.cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      securityHeaders(res, o.csp);
      if (o.render && url.pathname === RENDER_PATH) return await o.render(url, res, req);
      const dyn = o.dynamic?.[url.pathname];
      if (dyn) {
        const body = JSON.stringify(dyn());
        res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      let rel;
      try {
        rel = decodeURIComponent(url.pathname);
      } catch {
        // A path that does not decode: the site's page that says so for a browser (shells), else a bare 400.
        if (o.badAddressPage && /text\/html/.test(String(req.headers.accept || ''))) return sendHtml(req, res, await o.badAddressPage(), 400);
        res.writeHead(400);
        return res.end();
      }
      let file = path.join(root, rel);
      // Inside the root: a sibling whose name starts with the root's ("dist-server" beside "dist")
      // is not.
      if (file !== root && !file.startsWith(`${root}${path.sep}`)) {
        res.writeHead(403);
        return res.end();
      }
      let stat = await fs.stat(file).catch(() => null);
      if (stat?.isDirectory()) {
        file = path.join(file, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      // Page URLs may end like files (/legacy/page.html, /naf/47.11F): an HTML request for a
      // missing file gets the application.
      const wantsHtml = /text\/html/.test(String(req.headers.accept || ''));
      if (!stat && o.spa && (wantsHtml || !path.extname(rel))) {
        file = path.join(root, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!stat) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Introuvable');
      }
      if (o.page && wantsHtml && file === path.join(root, 'index.html')) {
        const page = await o.page(req, url, await template(file, stat));
        if (page !== null) return sendHtml(req, res, page.html, page.status);
      }
      const ext = path.extname(file);
      res.setHeader('Content-Type', TYPES[ext] || 'application/octet-stream');
      res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      const coding = COMPRESSIBLE.has(ext) ? negotiateEncoding(req.headers['accept-encoding']) : null;
      const body = coding && (await encodedFile(coding, file, stat));
      // A file too small to gain anything goes as it is.
      if (body && body.length < stat.size) {
        res.writeHead(200, { 'Content-Encoding': coding, 'Content-Length': body.length });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      res.writeHead(200, { 'Content-Length': stat.size });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).pipe(res);
    } catch (err) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Erreur interne');
      console.error(err);
    }
  });
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
