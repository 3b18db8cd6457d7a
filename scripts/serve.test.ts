/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { API_BODY_LIMIT, OPERATIONS_PREFIX } from '@portail/shared/api/edge';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { compileTrust, forwardingHeaders, trustedProxies } from './forwarding.ts';
import { HSTS, createAppServer, createStaticServer, negotiateEncoding, remoteCsp, shellCsp, tooLargeBody } from './serve.ts';
import { precompressDir } from './precompress.ts';
import { createServerLog } from './serverLog.ts';
import { listen } from './testing/listen';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };

/** An upstream that records what reaches it and answers 200. */
async function upstream() {
  const seen: Seen[] = [];
  const server = await listen(
    http.createServer((req, res) => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    }),
  );
  return { ...server, seen };
}

/**
 * A raw request: the request target is sent exactly as given. `body`: written in one piece with its
 * length, or as several chunks without one (chunked); `agent`: one that keeps its sockets open.
 */
function request(
  port: number,
  target: string,
  o: { headers?: http.OutgoingHttpHeaders; localAddress?: string; method?: string; body?: Buffer | Buffer[]; agent?: http.Agent } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { ...o.headers, ...(Buffer.isBuffer(o.body) ? { 'content-length': o.body.length } : {}) };
    const req = http.request({ host: '127.0.0.1', port, path: target, method: o.method ?? 'GET', headers, localAddress: o.localAddress, agent: o.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', reject);
    for (const chunk of [o.body ?? []].flat()) req.write(chunk);
    req.end();
  });
}

let dir: string;
let root: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
  root = path.join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Accueil</title>');
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist-server', 'secret'), 'SECRET-SERVER-BUNDLE');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the /api proxy', () => {
  it('sends the path and query to the configured origin, with the Host of that origin', async () => {
    const api = await upstream();
    const server = await listen(createStaticServer({ root, proxy: { '/api': api.origin } }));
    try {
      const res = await request(server.port, '/api/entreprises?q=dupont&page=2');
      expect(res.status).toBe(200);
      expect(api.seen).toHaveLength(1);
      expect(api.seen[0]!.url).toBe('/api/entreprises?q=dupont&page=2');
      expect(api.seen[0]!.headers.host).toBe(`127.0.0.1:${api.port}`);
    } finally {
      await server.close();
      await api.close();
    }
  });

  it.each([
    ['in absolute form', (port: number) => `http://127.0.0.1:${port}/api/x`],
    ['starting with //', (port: number) => `//127.0.0.1:${port}/api/x`],
  ])('refuses a request target %s (400) and sends nothing anywhere', async (_name, target) => {
    const api = await upstream();
    const attacker = await upstream();
    const server = await listen(createStaticServer({ root, spa: true, proxy: { '/api': api.origin, '/auth': api.origin } }));
    try {
      const res = await request(server.port, target(attacker.port), { headers: { authorization: 'Bearer jeton-du-visiteur', cookie: 'portail_session=1' } });
      expect(res.status).toBe(400);
      expect(attacker.seen).toHaveLength(0);
      expect(api.seen).toHaveLength(0);
    } finally {
      await server.close();
      await api.close();
      await attacker.close();
    }
  });

  it('never lets a path that normalises to //host choose the upstream host', async () => {
    const api = await upstream();
    const attacker = await upstream();
    const server = await listen(createStaticServer({ root, proxy: { '/api': api.origin } }));
    try {
      await request(server.port, `/api/.//127.0.0.1:${attacker.port}/x`);
      expect(attacker.seen).toHaveLength(0);
      expect(api.seen.map((s) => s.url)).toEqual([`/api//127.0.0.1:${attacker.port}/x`]);
    } finally {
      await server.close();
      await api.close();
      await attacker.close();
    }
  });
});

describe("the /api proxy's edge", () => {
  /** An upstream that reads bodies as the API does (same limit, refused with 413 while they are sent). */
  async function apiLike() {
    const app = Fastify({ bodyLimit: API_BODY_LIMIT });
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post('/api/envoi', async (req) => ({ octets: (req.body as Buffer).length }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as import('node:net').AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
  }
  const octets = { 'content-type': 'application/octet-stream' };

  it('words the refusal in French, with the limit', () => {
    expect(tooLargeBody(API_BODY_LIMIT)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Requête trop volumineuse : son contenu ne peut dépasser 1 Mio.' });
  });

  it('answers 413 itself, every time, to a body larger than the API reads, and passes one of its size', async () => {
    const api = await apiLike();
    const server = await listen(createStaticServer({ root, spa: true, proxy: { '/api': api.origin } }));
    try {
      const big = Buffer.alloc(API_BODY_LIMIT + 1, 97);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const res = await request(server.port, '/api/envoi', { method: 'POST', headers: octets, body: big });
        statuses.push(res.status);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(res.body)).toEqual(tooLargeBody(API_BODY_LIMIT));
      }
      expect(statuses).toEqual(Array(30).fill(413));
      const exact = await request(server.port, '/api/envoi', { method: 'POST', headers: octets, body: Buffer.alloc(API_BODY_LIMIT, 97) });
      expect([exact.status, JSON.parse(exact.body)]).toEqual([200, { octets: API_BODY_LIMIT }]);
    } finally {
      await server.close();
      await api.close();
    }
  });

  it('counts a body sent without its length (chunked) and stops it at the limit with 413', async () => {
    const api = await apiLike();
    const server = await listen(createStaticServer({ root, spa: true, proxy: { '/api': api.origin } }));
    try {
      const piece = Buffer.alloc(64 * 1024, 98);
      const pieces = (n: number) => Array.from({ length: n }, () => piece);
      for (let i = 0; i < 30; i += 1) {
        const res = await request(server.port, '/api/envoi', { method: 'POST', headers: octets, body: pieces(API_BODY_LIMIT / piece.length + 1) });
        expect([res.status, JSON.parse(res.body)]).toEqual([413, tooLargeBody(API_BODY_LIMIT)]);
      }
      const small = await request(server.port, '/api/envoi', { method: 'POST', headers: octets, body: pieces(3) });
      expect([small.status, JSON.parse(small.body)]).toEqual([200, { octets: 3 * piece.length }]);
    } finally {
      await server.close();
      await api.close();
    }
  });

  it("sends its own connection headers, never the API's", async () => {
    const api = await listen(
      http.createServer((_req, res) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          connection: 'keep-alive, x-liaison-amont',
          'keep-alive': 'timeout=72',
          'x-liaison-amont': 'secret',
          'proxy-connection': 'keep-alive',
          'x-entreprise': '552100554',
        });
        res.end('{"ok":true}');
      }),
    );
    const node = createStaticServer({ root, proxy: { '/api': api.origin } });
    const server = await listen(node);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const res = await request(server.port, '/api/entreprises/552100554', { agent });
      expect(res.status).toBe(200);
      expect(res.headers['x-entreprise']).toBe('552100554');
      expect(res.headers['keep-alive']).toBe(`timeout=${Math.floor(node.keepAliveTimeout / 1000)}`);
      expect(res.headers.connection).toBe('keep-alive');
      expect(res.headers['x-liaison-amont']).toBeUndefined();
      expect(res.headers['proxy-connection']).toBeUndefined();
    } finally {
      agent.destroy();
      await server.close();
      await api.close();
    }
  });

  it("refuses the operators' paths (404) however they are written, and sends nothing upstream", async () => {
    const api = await upstream();
    const server = await listen(createStaticServer({ root, spa: true, proxy: { '/api': api.origin, '/auth': api.origin } }));
    try {
      for (const target of [
        `${OPERATIONS_PREFIX}/mesures?jours=1`,
        OPERATIONS_PREFIX,
        `${OPERATIONS_PREFIX}/`,
        '/api/./exploitation/mesures',
        '/api/registres/../exploitation/mesures',
        '/api/%65xploitation/mesures',
        '/api/%2e%2e/api/exploitation/mesures',
        '/api//exploitation/mesures',
        '/api/EXPLOITATION/mesures',
        '/auth/../api/exploitation/sirene',
      ]) {
        for (const method of ['GET', 'POST']) {
          const res = await request(server.port, target, { method, headers: { authorization: 'Bearer jeton' } });
          expect([target, method, res.status, JSON.parse(res.body).statusCode]).toEqual([target, method, 404, 404]);
        }
      }
      expect(api.seen).toHaveLength(0);
      // Only that folder: a path that merely starts alike is the API's.
      expect((await request(server.port, '/api/exploitations-agricoles')).status).toBe(200);
      expect(api.seen.map((s) => s.url)).toEqual(['/api/exploitations-agricoles']);
    } finally {
      await server.close();
      await api.close();
    }
  });
});

describe('static files', () => {
  it('serves nothing outside the root, not even a sibling folder whose name starts like it', async () => {
    const server = await listen(createStaticServer({ root, spa: true }));
    try {
      for (const target of ['/..%2fdist-server/secret', '/..%2f..%2fdist-server/secret', '/%2e%2e%2fdist-server%2fsecret']) {
        const res = await request(server.port, target);
        expect(res.body).not.toContain('SECRET-SERVER-BUNDLE');
        expect(res.status).toBe(403);
      }
      const home = await request(server.port, '/', { headers: { accept: 'text/html' } });
      expect(home.status).toBe(200);
      expect(home.body).toContain('Accueil');
    } finally {
      await server.close();
    }
  });
});

describe("the territory of a shell's proxied requests", () => {
  it("names the shell's territory to the API, whatever the visitor sent", async () => {
    const api = await upstream();
    const server = await listen(createStaticServer({ root, proxy: { '/api': api.origin }, territory: 'NC' }));
    try {
      await request(server.port, '/api/paniers', { headers: { [TERRITORY_HEADER]: 'FR' } });
      await request(server.port, '/api/paniers', { headers: { [TERRITORY_HEADER.toLowerCase()]: 'fr' } });
      await request(server.port, '/api/paniers');
      expect(api.seen.map((r) => r.headers[TERRITORY_HEADER.toLowerCase()])).toEqual(['NC', 'NC', 'NC']);
    } finally {
      await server.close();
      await api.close();
    }
  });

  it('passes on what the page sent when the server speaks for no territory (a remote on its own)', async () => {
    const api = await upstream();
    const server = await listen(createStaticServer({ root, proxy: { '/api': api.origin } }));
    try {
      await request(server.port, '/api/paniers', { headers: { [TERRITORY_HEADER]: 'NC' } });
      expect(api.seen[0]!.headers[TERRITORY_HEADER.toLowerCase()]).toBe('NC');
    } finally {
      await server.close();
      await api.close();
    }
  });
});

describe('the client address on proxied requests', () => {
  const spoofed = { 'x-forwarded-for': '9.9.9.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pirate.example', host: 'www.registre.example' };

  it("replaces what an untrusted client says with the connection's address, scheme and Host", async () => {
    const api = await upstream();
    const server = await listen(createStaticServer({ root, proxy: { '/api': api.origin } }));
    try {
      await request(server.port, '/api/health', { headers: spoofed, localAddress: '127.0.0.2' });
      expect(api.seen[0]!.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.2', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'www.registre.example' });
    } finally {
      await server.close();
      await api.close();
    }
  });

  it('keeps the chain of a trusted front proxy and appends its address, believing only what it vouches for', async () => {
    const api = await upstream();
    const server = await listen(createStaticServer({ root, proxy: { '/api': api.origin }, trustProxy: ['127.0.0.2'] }));
    try {
      await request(server.port, '/api/health', {
        headers: { ...spoofed, 'x-forwarded-for': '9.9.9.9, 203.0.113.7', 'x-forwarded-host': 'www.registre.example' },
        localAddress: '127.0.0.2',
      });
      // 203.0.113.7 is the visitor the front saw; 9.9.9.9 is what that visitor wrote.
      expect(api.seen[0]!.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.7, 127.0.0.2', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.registre.example' });
      await request(server.port, '/api/health', { headers: spoofed, localAddress: '127.0.0.3' });
      expect(api.seen[1]!.headers['x-forwarded-for']).toBe('127.0.0.3');
    } finally {
      await server.close();
      await api.close();
    }
  });

  it('gives the scheme of the connection itself: https on a TLS socket', () => {
    const trust = compileTrust([]);
    const req = (encrypted: boolean) =>
      ({ socket: { remoteAddress: '::ffff:198.51.100.4', encrypted }, headers: { host: 'www.registre.example', 'x-forwarded-proto': 'http' } }) as unknown as http.IncomingMessage;
    expect(forwardingHeaders(req(true), trust)).toEqual({ 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.registre.example' });
    expect(forwardingHeaders(req(false), trust)['x-forwarded-proto']).toBe('http');
  });

  it('reads TRUST_PROXY as a list, empty by default, and refuses what is not an address', () => {
    expect(trustedProxies(undefined)).toEqual([]);
    expect(trustedProxies('')).toEqual([]);
    expect(trustedProxies(' 10.0.0.1, 172.30.0.0/24 ,')).toEqual(['10.0.0.1', '172.30.0.0/24']);
    expect(() => compileTrust(['shell-fr'])).toThrow(TypeError);
  });
});

describe('security headers', () => {
  it('sends Strict-Transport-Security on every response when asked (production), never otherwise', async () => {
    const api = await upstream();
    const prod = await listen(createStaticServer({ root, spa: true, proxy: { '/api': api.origin }, hsts: true }));
    const local = await listen(createStaticServer({ root, spa: true, proxy: { '/api': api.origin } }));
    try {
      for (const target of ['/', '/absent.js', '/api/health', 'http://elsewhere.example/']) {
        expect((await request(prod.port, target)).headers['strict-transport-security']).toBe(HSTS);
        expect((await request(local.port, target)).headers['strict-transport-security']).toBeUndefined();
      }
      expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
      await local.close();
      await api.close();
    }
  });

  it("gives a remote's standalone page a CSP of its own origin that no page may frame", async () => {
    const server = await listen(createStaticServer({ root, cors: true, spa: true, csp: remoteCsp() }));
    try {
      const res = await request(server.port, '/panier', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
        expect(csp.split(/;\s*/)).toContain(directive);
      }
      expect(res.headers['x-frame-options']).toBe('DENY');
    } finally {
      await server.close();
    }
  });
});

describe('shellCsp', () => {
  const remotes = ['https://static.registre.example', 'https://static.registre.example', 'https://rendu.registre.example'];
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it("lets pages call and frame the external provider's origin when there is one", () => {
    const csp = shellCsp(remotes, { authOrigin: 'https://auth.registre.example' });
    expect(directive(csp, 'connect-src').split(' ')).toContain('https://auth.registre.example');
    expect(directive(csp, 'frame-src').split(' ')).toEqual(['frame-src', "'self'", 'https://auth.registre.example']);
    expect(directive(csp, 'script-src')).not.toContain('auth.registre.example');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lists no other origin for the embedded provider (same origin, /auth)', () => {
    const csp = shellCsp(remotes);
    expect(csp).not.toContain('auth.registre.example');
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://static.registre.example https://rendu.registre.example");
  });
});

describe('content codings', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR;Q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', null],
    ['gzip;q=0, br;q=0', null],
    ['deflate, identity', null],
    ['', null],
    [undefined, null],
  ])('answers Accept-Encoding %p with %p', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  // A built script: hashed name, compressible, large enough to gain from compression.
  const script = `${Array.from({ length: 400 }, (_, i) => `export const valeur${i} = "entreprise ${i % 37} immatriculée au greffe";`).join('\n')}\n`;
  const name = 'main.0123456789abcdef0123.js';
  let files: string;
  beforeAll(() => {
    files = path.join(dir, 'codings');
    mkdirSync(files);
    writeFileSync(path.join(files, name), script);
    writeFileSync(path.join(files, 'court.txt'), 'ok');
    writeFileSync(path.join(files, 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(files, 'index.html'), '<!doctype html><title>Gabarit</title>');
    // As the build leaves them: each file with the codings that shrink it.
    return precompressDir(files);
  });

  const decode = (coding: string | undefined, bytes: Buffer) =>
    coding === 'br' ? zlib.brotliDecompressSync(bytes) : coding === 'gzip' ? zlib.gunzipSync(bytes) : coding === undefined ? bytes : null;

  it('serves a file in Brotli or gzip as the client accepts, the file itself otherwise, with Vary: Accept-Encoding', async () => {
    const server = await listen(createStaticServer({ root: files }));
    try {
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=0, br;q=0', undefined],
        [undefined, undefined],
      ] as const) {
        const res = await request(server.port, `/${name}`, { headers: accept === undefined ? {} : { 'accept-encoding': accept } });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
        expect(decode(coding, res.bytes)?.toString('utf8')).toBe(script);
      }
      const br = await request(server.port, `/${name}`, { headers: { 'accept-encoding': 'br' } });
      const gzip = await request(server.port, `/${name}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
      const head = await request(server.port, `/${name}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(br.bytes.length));
      expect(head.bytes).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('sends the codings the build wrote, and a file written again after them as it is', async () => {
    const server = await listen(createStaticServer({ root: files }));
    const file = path.join(files, 'donnees.json');
    const first = JSON.stringify({ valeurs: Array.from({ length: 200 }, (_, i) => `première ${i}`) });
    writeFileSync(file, first);
    await precompressDir(files);
    const ask = () => request(server.port, '/donnees.json', { headers: { 'accept-encoding': 'br' } });
    try {
      const built = await ask();
      expect(built.headers['content-encoding']).toBe('br');
      expect(decode('br', built.bytes)!.toString('utf8')).toBe(first);
      // The build writes the file and its codings again.
      const second = first.replaceAll('première', 'deuxième');
      writeFileSync(file, second);
      await precompressDir(files);
      expect(decode('br', (await ask()).bytes)!.toString('utf8')).toBe(second);
      // A file written after its codings (edited in place) goes as it is, never as they say.
      const third = first.replaceAll('première', 'troisième');
      writeFileSync(file, third);
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      const edited = await ask();
      expect(edited.headers['content-encoding']).toBeUndefined();
      expect(edited.body).toBe(third);
    } finally {
      await server.close();
    }
  });

  it('sends as they are the files compression cannot shrink: images, tiny files', async () => {
    const server = await listen(createStaticServer({ root: files }));
    try {
      for (const target of ['/logo.png', '/court.txt']) {
        const res = await request(server.port, target, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
      }
    } finally {
      await server.close();
    }
  });

  it('compresses a page composed for the request in Brotli or gzip, varying on Accept-Encoding and Cookie', async () => {
    const html = `<!doctype html><main>${'<p>Fiche entreprise</p>'.repeat(300)}</main>`;
    const server = await listen(createStaticServer({ root: files, spa: true, page: async () => ({ html, status: 200 }) }));
    try {
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await request(server.port, '/entreprise/dupont-123456789', { headers: { accept: 'text/html', 'accept-encoding': accept } });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
        expect(decode(coding, res.bytes)?.toString('utf8')).toBe(html);
      }
    } finally {
      await server.close();
    }
  });

  it("passes the API's answers through as the API encoded them, and compresses nothing itself", async () => {
    const json = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ denomination: `SOCIÉTÉ ${i}` })) });
    const encoded = zlib.brotliCompressSync(json);
    const seen: string[] = [];
    const api = await listen(
      http.createServer((req, res) => {
        seen.push(String(req.headers['accept-encoding']));
        if (req.url === '/api/br') {
          res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br', 'content-length': encoded.length, vary: 'Accept-Encoding' });
          res.end(encoded);
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(json);
        }
      }),
    );
    const server = await listen(createStaticServer({ root: files, proxy: { '/api': api.origin } }));
    try {
      const br = await request(server.port, '/api/br', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.bytes.equals(encoded)).toBe(true);
      const plain = await request(server.port, '/api/plain', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(json);
      expect(seen).toEqual(['gzip, br', 'gzip, br']);
    } finally {
      await server.close();
      await api.close();
    }
  });
});

describe("the server's log", () => {
  /** What the server prints, and console.error's calls, while `run` runs. */
  async function printed(run: (log: ReturnType<typeof createServerLog>) => Promise<void>) {
    const lines: string[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await run(createServerLog({ env: {}, write: (l) => lines.push(l) }));
      return [...lines, ...consoleError.mock.calls.map((c) => c.join(' '))];
    } finally {
      consoleError.mockRestore();
    }
  }

  /** A GET whose client goes away once the answer has started. */
  const abortAfterHeaders = (port: number, target: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(err)));
    });

  it('prints no line for the requests it answers', async () => {
    expect(
      await printed(async (log) => {
        const app = createAppServer({ root, spa: true, log });
        await app.inject({ url: '/' });
        await app.inject({ url: '/absent.js' });
        await app.close();
      }),
    ).toEqual([]);
  });

  it('prints nothing when a client goes away during a proxied or a streamed answer', async () => {
    const big = path.join(root, 'gros.bin');
    writeFileSync(big, Buffer.alloc(16 * 1024 * 1024, 1));
    let upstreamGone: () => void = () => undefined;
    const gone = new Promise<void>((resolve) => (upstreamGone = resolve));
    const api = await listen(
      http.createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"debut":');
        res.on('close', upstreamGone);
      }),
    );
    try {
      const lines = await printed(async (log) => {
        const server = await listen(createAppServer({ root, proxy: { '/api': api.origin }, log }).server);
        try {
          await abortAfterHeaders(server.port, '/api/lent');
          await gone;
          await abortAfterHeaders(server.port, '/gros.bin');
          // Time for the server to notice both.
          await new Promise((resolve) => setTimeout(resolve, 200));
        } finally {
          await server.close();
        }
      });
      expect(lines).toEqual([]);
    } finally {
      rmSync(big);
      await api.close();
    }
  });
});
