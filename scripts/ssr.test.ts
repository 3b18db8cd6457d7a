/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { composePage, createRenderHandler, injectRenderedPage, scriptJson, SESSION_HINT_COOKIE } from './ssr.ts';
import { SERVER_RENDERED_ATTRIBUTE } from '@portail/shared/remote/serverRendered';
import { serverDataElementId } from '@portail/shared/remote/serverData';
import { SESSION_HINT_COOKIE as BROWSER_SESSION_HINT_COOKIE } from '../shell/src/session/sessionHint';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta name="description" content="Par défaut" /><title>Registre</title></head>' +
  '<body><main id="main"><div data-remote="shell" id="shell-page"></div></main></body></html>';

const RESULT = {
  html: '<div class="page"><h1>Boulangerie</h1></div>',
  head: { title: 'Boulangerie « Dupont »', description: 'Fiche <officielle>', jsonLd: [{ '@type': 'Organization', name: '</script><script>alert(1)</script>' }] },
  data: { 'company:1': { name: 'Dupont </script> & fils\u2028' } },
  css: ['__federation_expose_app.abc.css'],
  entry: 'remoteEntry.js',
  js: ['__federation_expose_app.def.js'],
};

function listen(handler: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('injectRenderedPage', () => {
  const html = injectRenderedPage(TEMPLATE, {
    remote: 'mf-records',
    page: '/entreprise/dupont/552100554/1?ancre=a&b=1',
    result: RESULT,
    assetBase: 'https://static.example/mf-records/current/mf-manifest.json',
  })!;

  it('puts the markup in the remote container, marked with the page it was rendered for', () => {
    expect(html).toContain(
      '<div data-remote="shell" id="shell-page"></div><div data-remote="mf-records" id="remote-mf-records" data-server-rendered="/entreprise/dupont/552100554/1?ancre=a&amp;b=1"><div class="page"><h1>Boulangerie</h1></div></div>',
    );
  });

  it('writes the title, the description, the stylesheets and the JSON-LD into the head', () => {
    expect(html).toContain('<title>Boulangerie « Dupont »</title>');
    expect(html).toContain('<meta name="description" content="Fiche &lt;officielle&gt;" />');
    expect(html).not.toContain('Par défaut');
    expect(html).toContain('<link rel="stylesheet" href="https://static.example/mf-records/current/__federation_expose_app.abc.css" />');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads the remote's entry as the federation loads it (CORS) and the page's chunks as plain scripts", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="script" crossorigin="anonymous" href="https://static.example/mf-records/current/remoteEntry.js" />');
    expect(head).toContain('<link rel="preload" as="script" href="https://static.example/mf-records/current/__federation_expose_app.def.js" />');
  });

  it('hands the answers over in a script that nothing in them can close', () => {
    const scripts = html.match(/<script[^>]*>[\s\S]*?<\/script>/g)!;
    expect(scripts).toHaveLength(2);
    const data = scripts.find((s) => s.includes('server-data-mf-records'))!;
    expect(JSON.parse(data.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual(RESULT.data);
    const jsonLd = scripts.find((s) => s.includes('ld+json'))!;
    expect(jsonLd).toContain('data-record="organization"');
    expect(JSON.parse(jsonLd.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual(RESULT.head.jsonLd[0]);
    expect(scriptJson('</script>')).toBe('"\\u003c/script\\u003e"');
  });

  it('keeps a page the remote reported as not to be indexed out of search engines', () => {
    const kept = injectRenderedPage(TEMPLATE, { remote: 'mf-records', page: '/p', result: { ...RESULT, head: { ...RESULT.head, noindex: true } }, assetBase: 'http://x/' })!;
    expect(kept).toContain('<meta name="robots" content="noindex" />');
    expect(injectRenderedPage(TEMPLATE, { remote: 'mf-records', page: '/p', result: RESULT, assetBase: 'http://x/' })).not.toContain('name="robots"');
  });

  it('gives up on a template without the shell outlet', () => {
    expect(injectRenderedPage('<html><head></head><body></body></html>', { remote: 'mf-records', page: '/', result: RESULT, assetBase: 'http://x/' })).toBeNull();
  });
});

describe('the names the browser code reads', () => {
  it('are the ones the composition writes and reads', () => {
    const html = injectRenderedPage(TEMPLATE, { remote: 'mf-records', page: '/p', result: RESULT, assetBase: 'http://x/' })!;
    expect(html).toContain(`${SERVER_RENDERED_ATTRIBUTE}="/p"`);
    expect(html).toContain(`id="${serverDataElementId('mf-records')}"`);
    expect(SESSION_HINT_COOKIE).toBe(BROWSER_SESSION_HINT_COOKIE);
  });
});

describe('composePage', () => {
  const url = new URL('http://localhost:8080/entreprise/dupont/552100554/1');
  const base = {
    template: TEMPLATE,
    ownerOf: (pathname: string) => (pathname.startsWith('/entreprise/') ? 'mf-records' : 'mf-content'),
    url,
    origin: 'http://localhost:8080',
    cookie: undefined as string | undefined,
    searchBoost: 'NC' as const,
    site: { variant: 'nc', product: 'nouvelle-caledonie', siteName: 'Registre des entreprises de Nouvelle-Calédonie' },
  };

  it('asks the owner for the page, with the page, the origin and the boost, and composes its answer', async () => {
    const asked: URL[] = [];
    const renderer = await listen((req, res) => {
      asked.push(new URL(req.url!, 'http://renderer'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(RESULT));
    });
    try {
      const page = await composePage({ ...base, remotes: [{ name: 'mf-records', manifest: 'http://localhost:3002/mf-manifest.json', render: `${renderer.url}/_render` }] });
      expect(page?.status).toBe(200);
      expect(page?.html).toContain('data-server-rendered="/entreprise/dupont/552100554/1"');
      expect(page?.html).toContain('<link rel="canonical" href="http://localhost:8080/entreprise/dupont/552100554/1" />');
      expect(asked).toHaveLength(1);
      expect(asked[0]!.pathname).toBe('/_render');
      expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
        url: '/entreprise/dupont/552100554/1',
        origin: 'http://localhost:8080',
        boost: 'NC',
        variant: 'nc',
        product: 'nouvelle-caledonie',
        siteName: 'Registre des entreprises de Nouvelle-Calédonie',
      });
    } finally {
      await renderer.close();
    }
  });

  it('answers with the status the page reported: a not-found page is a 404 with its markup', async () => {
    const renderer = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...RESULT, head: { ...RESULT.head, status: 404 } }));
    });
    try {
      const page = await composePage({ ...base, remotes: [{ name: 'mf-records', manifest: 'http://x/m.json', render: `${renderer.url}/_render` }] });
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('data-server-rendered="/entreprise/dupont/552100554/1"');
      expect(page?.html).not.toContain('rel="canonical"');
    } finally {
      await renderer.close();
    }
  });

  it("sends the visitor's chain of addresses to the renderer as X-Forwarded-For", async () => {
    const forwarded: (string | undefined)[] = [];
    const renderer = await listen((req, res) => {
      forwarded.push(req.headers['x-forwarded-for'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(RESULT));
    });
    try {
      const remotes = [{ name: 'mf-records', manifest: 'http://localhost:3002/mf-manifest.json', render: `${renderer.url}/_render` }];
      expect(await composePage({ ...base, remotes, forwardedFor: '203.0.113.7' })).not.toBeNull();
      expect(forwarded).toEqual(['203.0.113.7']);
    } finally {
      await renderer.close();
    }
  });

  it('sends the plain shell to a signed-in visitor, for a path whose owner has no renderer, and when the renderer fails', async () => {
    let calls = 0;
    const renderer = await listen((_req, res) => {
      calls += 1;
      res.writeHead(503);
      res.end();
    });
    try {
      const remotes = [{ name: 'mf-records', manifest: 'http://localhost:3002/mf-manifest.json', render: `${renderer.url}/_render` }];
      expect(await composePage({ ...base, remotes, cookie: `a=1; ${SESSION_HINT_COOKIE}=1` })).toBeNull();
      expect(calls).toBe(0);
      expect(await composePage({ ...base, remotes, url: new URL('http://localhost:8080/faq') })).toBeNull();
      expect(calls).toBe(0);
      expect(await composePage({ ...base, remotes })).toBeNull();
      expect(calls).toBe(1);
    } finally {
      await renderer.close();
    }
  });

  it('sends the plain shell for a page its remote renders in the browser only (204)', async () => {
    const renderer = await listen((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    try {
      expect(await composePage({ ...base, remotes: [{ name: 'mf-records', manifest: 'http://x/m.json', render: `${renderer.url}/_render` }] })).toBeNull();
    } finally {
      await renderer.close();
    }
  });

  it('does not wait for a renderer past its deadline', async () => {
    const renderer = await listen((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(RESULT));
      }, 1_000);
    });
    try {
      const started = Date.now();
      const page = await composePage({ ...base, deadlineMs: 200, remotes: [{ name: 'mf-records', manifest: 'http://x/m.json', render: `${renderer.url}/_render` }] });
      expect(page).toBeNull();
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      await renderer.close();
    }
  });
});

/** A server answering each request as `handler` says (what a remote's server does for GET /_render). */
function serveRender(handler: ReturnType<typeof createRenderHandler>, o: { withRequest?: boolean } = {}) {
  return listen((req, res) => {
    void handler(new URL(req.url!, 'http://remote'), o.withRequest ? req : undefined).then(({ status, body }) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    });
  });
}

describe('createRenderHandler', () => {
  it("answers the render with the files of the remote's manifest", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-handler-'));
    const bundle = path.join(dir, 'server.cjs');
    writeFileSync(
      bundle,
      "let base = null;\nexports.setApiBase = (b) => { base = b; };\n" +
        "exports.render = async ({ url, site }) => ({ html: '<p>' + url + '</p>', head: { title: base, description: JSON.stringify(site), jsonLd: [] }, data: {} });\n",
    );
    const manifest = path.join(dir, 'mf-manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { name: 'SearchBar', path: './SearchBar', assets: { js: { sync: ['bar.js'] }, css: { sync: [] } } },
          { name: 'app', path: './app', assets: { js: { sync: ['app.1.js'], async: ['later.js'] }, css: { sync: ['app.1.css'] } } },
        ],
      }),
    );
    const handler = createRenderHandler({ bundle, manifest, apiBase: 'http://api.internal/api' });
    const server = await serveRender(handler);
    try {
      const res = await fetch(`${server.url}/_render?url=/page&origin=http://a.fr&variant=nc&product=nouvelle-caledonie&siteName=Registre`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        html: '<p>/page</p>',
        head: {
          title: 'http://api.internal/api',
          description: JSON.stringify({ origin: 'http://a.fr', searchBoost: null, variant: 'nc', product: 'nouvelle-caledonie', siteName: 'Registre' }),
          jsonLd: [],
        },
        data: {},
        css: ['app.1.css'],
        entry: 'remoteEntry.js',
        js: ['app.1.js'],
      });
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a page path or an origin that is not one, in French', async () => {
    const logged = jest.fn();
    const log = { request: () => undefined, error: logged };
    const handler = createRenderHandler({ bundle: '/nonexistent/server.cjs', manifest: '/nonexistent/mf-manifest.json', apiBase: 'http://127.0.0.1:1/api', log });
    const server = await serveRender(handler);
    try {
      for (const query of ['url=https://evil.example/&origin=http://a.fr', 'url=//evil.example/&origin=http://a.fr', 'url=/a&origin=javascript:alert(1)', 'origin=http://a.fr']) {
        const res = await fetch(`${server.url}/_render?${query}`);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe('Paramètres de rendu invalides : url et origin sont requis.');
      }
      const broken = await fetch(`${server.url}/_render?url=/a&origin=http://a.fr`);
      expect(broken.status).toBe(503);
      expect((await broken.json()).message).toBe('Le rendu de la page est momentanément indisponible.');
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });
});

describe("the visitor's address on the render's API calls", () => {
  /** A bundle whose render calls the API (the address the shell gave it) and another server. */
  function bundleCalling(dir: string) {
    const bundle = path.join(dir, 'server.cjs');
    writeFileSync(
      bundle,
      "let base = null;\nexports.setApiBase = (b) => { base = b; };\n" +
        'exports.render = async ({ url }) => {\n' +
        "  const other = new URL(url, 'http://x').searchParams.get('other');\n" +
        "  const api = await (await fetch(base + '/entreprises/552100554')).json();\n" +
        "  const viaRequest = await (await fetch(new Request(base + '/referentiels/naf'))).json();\n" +
        "  const elsewhere = await (await fetch(other + '/api/ailleurs')).json();\n" +
        "  return { html: '', head: { jsonLd: [] }, data: { api, viaRequest, elsewhere } };\n" +
        '};\n',
    );
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    return bundle;
  }

  function renderFrom(port: number, query: string, o: { localAddress: string; forwardedFor?: string }): Promise<any> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: `/_render?${query}`,
          localAddress: o.localAddress,
          agent: false,
          headers: o.forwardedFor ? { 'x-forwarded-for': o.forwardedFor } : {},
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(JSON.parse(body)));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('goes with the calls to the API, believed from a trusted shell only, and nowhere else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-forward-'));
    // Answers with the X-Forwarded-For it received.
    const api = await listen((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ xff: req.headers['x-forwarded-for'] ?? null }));
    });
    const other = await listen((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ xff: req.headers['x-forwarded-for'] ?? null }));
    });
    const handler = createRenderHandler({ bundle: bundleCalling(dir), manifest: path.join(dir, 'mf-manifest.json'), apiBase: `${api.url}/api`, trustProxy: ['127.0.0.2'] });
    const server = await serveRender(handler, { withRequest: true });
    const port = Number(new URL(server.url).port);
    const query = `url=${encodeURIComponent(`/page?other=${other.url}`)}&origin=http://a.fr`;
    try {
      // From the shell (trusted): the visitor it names, then the shell.
      const fromShell = await renderFrom(port, query, { localAddress: '127.0.0.2', forwardedFor: '203.0.113.7' });
      expect(fromShell.data).toEqual({ api: { xff: '203.0.113.7, 127.0.0.2' }, viaRequest: { xff: '203.0.113.7, 127.0.0.2' }, elsewhere: { xff: null } });
      // From anyone else: their own address, whatever they write.
      const direct = await renderFrom(port, query, { localAddress: '127.0.0.3', forwardedFor: '9.9.9.9' });
      expect(direct.data).toEqual({ api: { xff: '127.0.0.3' }, viaRequest: { xff: '127.0.0.3' }, elsewhere: { xff: null } });
      // Outside a render, the API is called as it is.
      expect(await (await fetch(`${api.url}/api/x`)).json()).toEqual({ xff: null });
    } finally {
      await server.close();
      await api.close();
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
