jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Search-engine files: robots.txt, the sitemap index and its gzipped files, per site (mainland
// France and New Caledonia), on a small corpus; and the files are written page by page.
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import { companyPath, establishmentPath, executivePath } from '@portail/shared/routing/recordPaths';
import type { Queryable } from '../../db/types';
import { testBackends } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapXml } from './sitemap';
import { areaPages, sitePages, type Site } from './sources';
import { NC_PROVINCES_WITH_COMMUNES } from '../reference/provinces';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOnTerritory, siteAddress } from '@portail/shared/content/pages';
import type { ContentIndex } from '@portail/shared/content/contentIndex';
import { loadContentIndex, readContentIndex } from './contentIndex';

// The content index as the content app's build writes it, from its committed generator (the API's
// tests run before any build); every app built here reads it.
const work = mkdtempSync(path.join(tmpdir(), 'seo-'));
const INDEX_FILE = path.join(work, 'content-index.json');
process.env.CONTENT_INDEX_FILE = INDEX_FILE;
let index: ContentIndex;
beforeAll(() => {
  execFileSync(process.execPath, [path.resolve(__dirname, '../../../../mf-content/scripts/write-content-index.cjs'), INDEX_FILE]);
  index = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as ContentIndex;
  loadContentIndex(INDEX_FILE);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FR: Site = { origin: 'https://www.registre.example', territoire: 'FR', produit: 'registre' };
const NC: Site = { origin: 'https://nc.registre.example', territoire: 'NC', produit: 'nouvelle-caledonie' };

const query = (site: Site) => new URLSearchParams({ origin: site.origin, territoire: site.territoire, produit: site.produit }).toString();

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C datetime, as the sitemap schema's tLastmod allows it. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The rules of the sitemaps.org 0.9 schema (sitemap.xsd and siteindex.xsd): the root's children
 * are all `url` (or `sitemap`), each with exactly one absolute `loc` of 12 to 2,048 characters,
 * at most one W3C-dated `lastmod`, and, for URLs, at most one valid `changefreq` and `priority`,
 * nothing else in the namespace.
 */
function expectSchemaValid(doc: Document, root: 'urlset' | 'sitemapindex') {
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  const allowed = root === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod'];
  for (const el of Array.from(doc.documentElement.children)) {
    expect(el.namespaceURI).toBe(SITEMAP_NS);
    expect(el.localName).toBe(entry);
    const children = Array.from(el.children);
    for (const c of children) expect(allowed).toContain(c.localName);
    const count = (name: string) => children.filter((c) => c.localName === name).length;
    expect(count('loc')).toBe(1);
    for (const name of allowed.slice(1)) expect(count(name)).toBeLessThanOrEqual(1);
    const loc = children.find((c) => c.localName === 'loc')!.textContent ?? '';
    expect(loc.length).toBeGreaterThanOrEqual(12);
    expect(loc.length).toBeLessThanOrEqual(2048);
    expect(() => new URL(loc)).not.toThrow();
    const lastmod = children.find((c) => c.localName === 'lastmod')?.textContent;
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATE);
    const changefreq = children.find((c) => c.localName === 'changefreq')?.textContent;
    if (changefreq !== undefined) expect(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).toContain(changefreq);
    const priority = children.find((c) => c.localName === 'priority')?.textContent;
    if (priority !== undefined) expect(Number(priority)).toBeGreaterThanOrEqual(0);
    if (priority !== undefined) expect(Number(priority)).toBeLessThanOrEqual(1);
  }
}

/** The <loc>s of a sitemap document, after checking it is well-formed XML of the given root that the sitemap schema accepts. */
function locs(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(doc.documentElement.localName).toBe(root);
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  expectSchemaValid(doc, root);
  return Array.from(doc.getElementsByTagName('loc'), (l) => l.textContent ?? '');
}

async function sitemapFile(app: FastifyInstance, site: Site, name: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/seo/sitemaps/${name}?${query(site)}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/gzip');
  const urls = locs(gunzipSync(res.rawPayload).toString('utf8'), 'urlset');
  expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  return urls;
}

/** A database that records the statements it runs. */
function recording(db: Queryable) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const wrapped: Queryable = {
    query: (sql, params = []) => {
      calls.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { db: wrapped, calls };
}

describe.each(testBackends())('search-engine files (%s)', (kind) => {
  const t = useTestApp(kind, { companies: 160, fixtures: true });

  async function expectedCompanyUrls(site: Site): Promise<string[]> {
    const rows = await t.db.query<{ id: number; numero_identification: string; denomination: string | null }>(
      `select id, numero_identification, denomination from entreprise
        where territoire = $1 and (not diffusion_partielle or personne_morale) order by id`,
      [site.territoire],
    );
    return rows.map((r) => site.origin + companyPath(r));
  }

  it('robots.txt keeps crawlers out of personal and transactional pages and names the sitemap of the site', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/seo/robots.txt?${query(NC)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: https://nc.registre.example/sitemap.xml']));
    for (const path of ['/espace-personnel', '/panier', '/auth', '/api', '/chargement', '/connexion', '/inscription']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(res.body).not.toMatch(/Disallow: \/entreprise/);
  });

  it('refuses a site it cannot name: no origin, an origin with a path, an unknown territory', async () => {
    for (const q of ['territoire=FR&produit=registre', 'origin=https%3A%2F%2Fx.example%2Fchemin&territoire=FR&produit=registre', 'origin=https%3A%2F%2Fx.example&territoire=DE&produit=registre']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/seo/sitemap.xml?${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('the index lists one file per 50,000 URLs of each kind, at the root of the site', async () => {
    for (const site of [FR, NC]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/seo/sitemap.xml?${query(site)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const files = locs(res.body, 'sitemapindex');
      const companies = (await expectedCompanyUrls(site)).length;
      expect(companies).toBeGreaterThan(0);
      expect(files).toEqual(
        expect.arrayContaining([
          `${site.origin}/sitemaps/entreprises-1.xml.gz`,
          `${site.origin}/sitemaps/etablissements-1.xml.gz`,
          `${site.origin}/sitemaps/dirigeants-1.xml.gz`,
          `${site.origin}/sitemaps/greffes-1.xml.gz`,
          `${site.origin}/sitemaps/pages-1.xml.gz`,
        ]),
      );
      expect(files).toHaveLength(5);
    }
  });

  it('a company file gunzips to the canonical record URLs of the site, New Caledonian companies only in the NC sitemap', async () => {
    const fr = await sitemapFile(t.app, FR, 'entreprises-1.xml.gz');
    const nc = await sitemapFile(t.app, NC, 'entreprises-1.xml.gz');
    expect(fr).toEqual(await expectedCompanyUrls(FR));
    expect(nc).toEqual(await expectedCompanyUrls(NC));
    const ncIds = new Set((await t.db.query<{ id: number }>("select id from entreprise where territoire = 'NC'")).map((r) => r.id));
    const idOf = (url: string) => Number(url.split('/').pop());
    expect(nc.every((u) => u.startsWith(`${NC.origin}/entreprise/`) && ncIds.has(idOf(u)))).toBe(true);
    expect(fr.every((u) => u.startsWith(`${FR.origin}/entreprise/`) && !ncIds.has(idOf(u)))).toBe(true);
    for (const u of [...fr, ...nc]) expect(u).toMatch(/^https:\/\/[a-z.]+\/entreprise\/[a-z0-9-]+\/[0-9]{7,9}\/\d+$/);
  });

  it('each company URL carries the date of its last change', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/seo/sitemaps/entreprises-1.xml.gz?${query(FR)}` });
    const xml = gunzipSync(res.rawPayload).toString('utf8');
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) expect(u).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('establishment, executive, registry and editorial files list the pages of the site', async () => {
    const [t0] = await t.db.query<{ id: number; siret: string | null; nic: string | null; numero: string; denomination: string | null }>(
      `select t.id, t.siret, t.nic, coalesce(t.siret, concat(e.ridet, t.rang)) as numero, e.denomination
         from etablissement t join entreprise e on e.id = t.entreprise_id
        where e.territoire = 'NC' and not t.diffusion_partielle and (not e.diffusion_partielle or e.personne_morale) order by t.id limit 1`,
    );
    expect(await sitemapFile(t.app, NC, 'etablissements-1.xml.gz')).toContain(NC.origin + establishmentPath(t0!, t0!.denomination));

    const [p] = await t.db.query<{ id: number; nom: string; prenoms: string | null }>(
      `select p.id, p.nom, p.prenoms from personne p join fonction f on f.personne_id = p.id join entreprise e on e.id = f.entreprise_id
        where e.territoire = 'FR' and not e.diffusion_partielle order by p.id limit 1`,
    );
    const executives = await sitemapFile(t.app, FR, 'dirigeants-1.xml.gz');
    expect(executives).toContain(FR.origin + executivePath(p!));
    expect(executives.every((u) => u.startsWith(`${FR.origin}/dirigeant/`))).toBe(true);

    expect(await sitemapFile(t.app, NC, 'greffes-1.xml.gz')).toEqual([`${NC.origin}/fiche-greffe/noumea/9881`]);
    const registries = await sitemapFile(t.app, FR, 'greffes-1.xml.gz');
    expect(registries.length).toBeGreaterThan(100);
    expect(registries).not.toContain(`${FR.origin}/fiche-greffe/noumea/9881`);

    const pages = await sitemapFile(t.app, NC, 'pages-1.xml.gz');
    expect(pages).toEqual([...sitePages({ produit: 'nouvelle-caledonie', territoire: 'NC' }), ...(await areaPages(t.db, NC))].map((p) => NC.origin + p.path));
    expect(pages).toEqual(
      expect.arrayContaining([
        `${NC.origin}/`,
        `${NC.origin}/contact-nouvelle-caledonie`,
        `${NC.origin}/mentions-legales-nouvelle-caledonie`,
        `${NC.origin}/faq`,
        `${NC.origin}/actualites`,
        `${NC.origin}/formalites/nouvelle-caledonie`,
      ]),
    );
    expect(pages).not.toContain(`${NC.origin}/mentions-legales`);
    expect(pages.some((u) => /[:*{]/.test(u.slice(NC.origin.length)))).toBe(false);
  });

  it('keep the pages on mainland law out of the New Caledonia sitemap, and its formalities out of the mainland one', async () => {
    const nc = await sitemapFile(t.app, NC, 'pages-1.xml.gz');
    const fr = await sitemapFile(t.app, FR, 'pages-1.xml.gz');
    for (const path of ['/formalites', '/formalites/creation-entreprise', '/guide-des-formalites', '/guide-des-formalites/sarl-eurl/creation', '/dossiers-thematiques', '/actualites/guichet-unique-formalites-entreprises']) {
      expect(nc).not.toContain(NC.origin + path);
      expect(fr).toContain(FR.origin + path);
    }
    expect(fr).not.toContain(`${FR.origin}/formalites/nouvelle-caledonie`);
  });

  it('list the landing pages of the places: New Caledonia by province and commune, France by department without New Caledonia', async () => {
    const nc = await sitemapFile(t.app, NC, 'pages-1.xml.gz');
    const fr = await sitemapFile(t.app, FR, 'pages-1.xml.gz');
    const ncCommunes = await t.db.query<{ cp: string }>(
      "select distinct siege_code_postal as cp from entreprise where active and departement = '988' order by 1",
    );
    expect(ncCommunes.length).toBeGreaterThan(0);
    const byPlace = (origin: string, urls: string[]) => urls.filter((u) => u.startsWith(`${origin}/recherche-par-departement/`)).map((u) => u.slice(`${origin}/recherche-par-departement/`.length));
    expect(byPlace(NC.origin, nc)).toEqual(['PS', 'PN', 'PIL', ...NC_PROVINCES_WITH_COMMUNES.flatMap((p) => p.communes).map((c) => c.code_postal).filter((cp) => ncCommunes.some((r) => r.cp === cp))]);

    const frDepartments = await t.db.query<{ d: string }>("select distinct departement as d from entreprise where active and departement is not null and departement <> '988'");
    expect(byPlace(FR.origin, fr).sort()).toEqual(frDepartments.map((r) => r.d).sort());
    expect(byPlace(FR.origin, fr)).not.toContain('988');

    const listed = await t.app.inject({ method: 'GET', url: '/api/seo/departements' });
    expect(listed.json().items.map((d: { code: string }) => d.code)).not.toContain('988');
  });

  it('a file the index does not list is not found', async () => {
    for (const name of ['entreprises-2.xml.gz', 'pages-9.xml.gz']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/seo/sitemaps/${name}?${query(FR)}` });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/seo/sitemaps/clients-1.xml.gz?${query(FR)}` });
    expect(res.statusCode).toBe(400);
  });

  it('reads the rows by keyset pages and yields each page before asking for the next', async () => {
    const { db, calls } = recording(t.db);
    const all = await expectedCompanyUrls(FR);
    const pages = sitemapEntries(db, FR, 'entreprises', 1, 7);
    const first = await pages.next();
    expect(first.done).toBe(false);
    expect(first.value).toHaveLength(7);
    // One query so far: the first page; the rest are not read yet.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.sql).toMatch(/id > \$2 order by id limit \$3/);
    expect(calls[0]!.params).toEqual(['FR', 0, 7]);
    const seen = [...(first.value as { key: number; path: string }[])];
    for await (const page of pages) {
      expect(calls.at(-1)!.params[1]).toBe(seen.at(-1)!.key);
      seen.push(...page);
    }
    expect(seen.map((e) => FR.origin + e.path)).toEqual(all);
    expect(calls.length).toBe(Math.ceil(all.length / 7) + (all.length % 7 === 0 ? 1 : 0));

    const chunks: string[] = [];
    for await (const chunk of sitemapXml(t.db, FR, 'entreprises', 1, 7)) chunks.push(chunk);
    // Head, one chunk per page of rows, tail.
    expect(chunks.length).toBe(Math.ceil(all.length / 7) + 2);
  });
});

describe('files of more than 50,000 URLs', () => {
  /** A territory of 100,001 companies, answered without a database. */
  const TOTAL = 100_001;
  function bigCorpus() {
    const calls: unknown[][] = [];
    const db: Queryable = {
      exec: async () => {},
      query: async <T,>(sql: string, params: unknown[] = []) => {
        calls.push(params);
        if (sql.startsWith('select count(*)')) return [{ n: sql.includes('from entreprise') ? TOTAL : 0 }] as T[];
        if (sql.includes('offset $2')) return [{ id: (params[1] as number) + 1 }] as T[];
        const [, after, limit] = params as [string, number, number];
        const rows = [];
        for (let id = after + 1; id <= Math.min(TOTAL, after + limit); id++) rows.push({ id, numero_identification: '123456789', denomination: 'ACME', lastmod: null });
        return rows as T[];
      },
    };
    return { db, calls };
  }

  it('the index asks for ceil(count / 50,000) files of the kind', async () => {
    const files = await sitemapFiles(bigCorpus().db, FR);
    expect(files.filter((f) => f.kind === 'entreprises').map((f) => f.n)).toEqual([1, 2, 3]);
  });

  it('file n starts after the (n-1) × 50,000th row and holds 50,000 URLs at most', async () => {
    const { db } = bigCorpus();
    const counts: number[] = [];
    const firsts: number[] = [];
    for (const n of [1, 2, 3]) {
      let count = 0;
      for await (const page of sitemapEntries(db, FR, 'entreprises', n)) {
        if (count === 0) firsts.push(page[0]!.key);
        count += page.length;
      }
      counts.push(count);
    }
    expect(counts).toEqual([50_000, 50_000, 1]);
    expect(firsts).toEqual([1, 50_001, 100_001]);
  });
});

describe('editorial pages in the sitemaps', () => {
  /** The indexed page a territory's site shows at a content path (its own version where it has one). */
  const shownOn = (contentPath: string, site: Site) => index.pages.find((p) => p.path === contentPath && isOnTerritory(p, site.territoire))!;

  it.each([FR, NC])('list each address of the $territoire site once, with the date of the version that site shows', (site) => {
    const pages = sitePages(site);
    expect(pages.length).toBe(new Set(pages.map((p) => p.path)).size);
    for (const contentPath of ['/mentions-legales', '/cgu-cgv', '/politique-de-confidentialite-traitement-donnees-personnelles']) {
      const entry = pages.find((p) => p.path === siteAddress(contentPath, site.produit))!;
      const shown = shownOn(contentPath, site);
      expect([contentPath, entry.lastmod]).toEqual([contentPath, shown.modified ?? null]);
    }
    // New Caledonia's own versions are dated; the mainland's pages are not.
    expect(sitePages(NC).find((p) => p.path === '/mentions-legales-nouvelle-caledonie')!.lastmod).not.toBeNull();
    expect(sitePages(FR).find((p) => p.path === '/mentions-legales-registre')!.lastmod).toBeNull();
  });
});

describe('the content index, a build output of the content app', () => {
  it('lists the code pages, the contact form and each editorial page of the territory', () => {
    const paths = sitePages(NC).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining([...index.codePages, '/contact-nouvelle-caledonie']));
    for (const page of index.pages.filter((p) => isOnTerritory(p, 'NC'))) expect(paths).toContain(siteAddress(page.path, NC.produit));
    for (const page of index.pages.filter((p) => !isOnTerritory(p, 'NC') && !index.pages.some((q) => q.path === p.path && isOnTerritory(q, 'NC')))) {
      expect(paths).not.toContain(page.path);
    }
  });

  it('without the index, says why in French and lists the other pages only', () => {
    const missing = readContentIndex(path.join(work, 'absent.json'));
    expect(missing.index).toBeNull();
    expect(missing.problem).toContain('Index des contenus éditoriaux introuvable');
    const pages = sitePages(FR, null).map((p) => p.path);
    expect(pages).toContain('/recherche-entreprise-dirigeant/recherche-avancee');
    expect(pages).not.toContain('/plan-du-site');
    expect(pages.some((p) => p.startsWith('/actualites'))).toBe(false);
  });

  it('ships in the API’s image: written there by the generator, where CONTENT_INDEX_FILE points', () => {
    const dockerfile = readFileSync(path.resolve(__dirname, '../../../Dockerfile'), 'utf8');
    const written = /node (mf-content\/scripts\/write-content-index\.cjs) (\S+)/.exec(dockerfile);
    expect(written).not.toBeNull();
    expect(existsSync(path.resolve(__dirname, '../../../..', written![1]!))).toBe(true);
    const copied = new RegExp(`COPY --from=\\S+ ${written![2]!} (\\S+)`).exec(dockerfile);
    expect(dockerfile).toContain(`CONTENT_INDEX_FILE=${copied![1]!}`);
  });

  it('refuses a file that is not the schema’s, naming the field', () => {
    const bad = path.join(work, 'mauvais.json');
    writeFileSync(bad, JSON.stringify({ version: 1, codePages: ['/'], pages: [{ path: 'sans-barre', title: 'x', label: 'x', description: 'x' }] }));
    expect(readContentIndex(bad).problem).toMatch(/^Index des contenus éditoriaux invalide \(.*pages\.0\.path : chemin de page attendu/);
    writeFileSync(bad, '{');
    expect(readContentIndex(bad).problem).toContain("ce n'est pas du JSON");
  });
});
