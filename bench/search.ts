// npm run bench:search [-- --companies 1000000 | --companies 0] [--backends pglite,postgres] [--queries 200]
//                      [--naive 60] [--import-rows 200000] [--load-seconds 20] [--no-load]
//                      [--load-processes 1,2] [--long 10] [--long-ordinary 60]
//                      [--scale 1000000,5000000 | --scale 0]
//                      [--engine postgres,opensearch] [--opensearch-heap 2g] [--opensearch-port 9270] [--reindex]
//
// Builds (or reuses) a corpus of --companies companies on each backend, then prints:
//  - p50/p95/p99 of a fixed mix of search queries (exact names, typos, prefixes, filters, SIREN)
//    through the API's search engine, beside a naive ILIKE scan over the same names;
//  - the top-3 recall of the typo queries;
//  - a misspelt query of 50 words (the 200 characters a search accepts): its duration and SQL
//    statements, and the p50/p95 of --long-ordinary queries of the mix alone, while --long such
//    queries run in parallel, and while as many one-typo queries of the mix do (--long 0 skips it);
//  - SIRENE import rows/s (generated StockUniteLegale and StockEtablissement files of
//    --import-rows companies, imported then re-imported);
//  - requests/s of a search + record mix over HTTP on loopback (autocannon), PostgreSQL only,
//    with the API in 1 then 2 processes (--load-processes);
//  - the scaling curve (PostgreSQL): for each size of --scale, a corpus imported from generated
//    stock files (a first load, timed: rows/s and its steps, extrapolated to the national stock),
//    then the same query mix's p50/p95/p99 on it;
//  - with --engine postgres,opensearch, the scaling curve for both engines side by side: each
//    corpus also loaded into OpenSearch (a node started from Maven Central artifacts by
//    scripts/opensearch.mjs, or BENCH_OPENSEARCH_URL's), the load's time, documents/s, CPU per
//    document (the node's, this process's) and index size per million documents, the same mix
//    on the OpenSearch engine, the node's heap and RSS.
// --companies 0 skips the corpus of the first part (latency by backend, long queries, HTTP load).
// Corpora live in bench/.cache/pglite-<n> and in the schema bench_<n> of BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test); the scaling corpora in bench_sirene_<n>.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { flag, fmt, hasFlag, postgresReachable, runMain } from './lib/cli';
import { CACHE, PG_URL, ensureCorpus, openBenchDatabase, withAdmin, type Backend } from './lib/corpus';
import { ms, percentile } from './lib/stats';
import autocannon from 'autocannon';
import { SearchCompaniesQuerySchema } from '@portail/shared/api/requests';
import { openPostgres } from '../api/src/db/postgres';
import { migrate } from '../api/src/db/migrate';
import type { Database } from '../api/src/db/types';
import { Rng } from '../api/src/corpus/random';
import { PostgresSearchEngine } from '../api/src/modules/companies/search/postgres';
import type { CompanySearchEngine } from '../api/src/modules/companies/search/engine';
import { type IndexFigures, type MemoryFigures, type BenchNode, loadIndex, nodeMemory, openSearchEngine, openSearchNode } from './searchOpenSearch';
import { type ImportResult, importSirene } from '../api/src/sirene/importer';
import { type StockFiles, writeStockFiles } from './lib/sireneFiles';
import { type ChildProcess, spawn } from 'node:child_process';


const COMPANIES = Number(flag('companies', '1000000'));
const QUERIES = Number(flag('queries', '200'));
const NAIVE = Number(flag('naive', '60'));
const IMPORT_ROWS = Number(flag('import-rows', '200000'));
const LOAD_SECONDS = Number(flag('load-seconds', '20'));
const NO_LOAD = hasFlag('no-load');
const LOAD_PROCESSES = flag('load-processes', '1,2').split(',').map(Number).filter((n) => n > 0);
const SCALE = flag('scale', '1000000,5000000').split(',').map(Number).filter((n) => n > 0);
const ENGINES = flag('engine', 'postgres').split(',');
for (const e of ENGINES) if (e !== 'postgres' && e !== 'opensearch') throw new Error(`--engine : postgres ou opensearch (reçu « ${e} »)`);
/** The national stock (DATA-SOURCES.md): legal units and establishments in INSEE's stock files. */
const NATIONAL = { unitesLegales: 28_000_000, etablissements: 31_000_000 };
const LONG_PARALLEL = Number(flag('long', '10'));
const LONG_ORDINARY = Number(flag('long-ordinary', '60'));
const BENCH_SEED = 7;





// ---------- the query mix ----------

interface BenchQuery {
  kind: 'nom exact' | 'faute de frappe' | 'préfixe' | 'filtres' | 'SIREN';
  params: Record<string, string>;
  /** Expected company id (typo recall), when there is one. */
  expect?: number;
  /** Its name: among companies of the same name, a typo cannot tell which one was meant. */
  expectName?: string;
  /** Text for the naive ILIKE scan. */
  naive?: string;
}

function typo(word: string, rng: Rng): string {
  const i = 1 + rng.int(0, word.length - 3);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  switch (rng.int(0, 2)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1); // deletion
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // transposition
    default:
      return word.slice(0, i) + letters[rng.int(0, 25)] + word.slice(i + 1); // substitution
  }
}

async function buildMix(db: Database): Promise<BenchQuery[]> {
  const rng = new Rng(BENCH_SEED);
  const [{ lo, hi } = { lo: 1, hi: 1 }] = await db.query<{ lo: number; hi: number }>('select min(id)::int as lo, max(id)::int as hi from entreprise');
  const sample = async (): Promise<{ id: number; denomination: string; siren: string | null; departement: string | null; code_naf: string | null }> => {
    for (;;) {
      const id = rng.int(lo, hi);
      const [row] = await db.query<{ id: number; denomination: string | null; siren: string | null; departement: string | null; code_naf: string | null }>(
        'select id, denomination, siren, departement, code_naf from entreprise where id = $1',
        [id],
      );
      if (row?.denomination && row.denomination.split(/\s+/).some((w) => /^[A-Za-z]{6,}$/.test(w))) return row as never;
    }
  };
  const share = (k: number) => Math.round((QUERIES * k) / 100);
  const mix: BenchQuery[] = [];
  for (let i = 0; i < share(25); i++) {
    const c = await sample();
    mix.push({ kind: 'nom exact', params: { phrase: c.denomination }, expect: c.id, naive: c.denomination });
  }
  for (let i = 0; i < share(20); i++) {
    const c = await sample();
    const words = c.denomination.split(/\s+/);
    const at = words.findIndex((w) => /^[A-Za-z]{6,}$/.test(w));
    words[at] = typo(words[at]!.toLowerCase(), rng);
    const q = words.join(' ').toLowerCase();
    mix.push({ kind: 'faute de frappe', params: { phrase: q }, expect: c.id, expectName: c.denomination, naive: q });
  }
  for (let i = 0; i < share(20); i++) {
    const c = await sample();
    const words = c.denomination.split(/\s+/).filter((w) => w.length >= 3);
    const q = words.length > 1 ? `${words[0]} ${words[1]!.slice(0, 3)}` : words[0]!.slice(0, 4);
    mix.push({ kind: 'préfixe', params: { phrase: q.toLowerCase() }, naive: q });
  }
  for (let i = 0; i < share(15); i++) {
    const c = await sample();
    const word = c.denomination.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w))!;
    const params: Record<string, string> = { phrase: word.toLowerCase() };
    if (c.departement) params.critere_geographique = c.departement;
    if (c.code_naf && i % 2 === 0) params.activite = c.code_naf.slice(0, 2);
    if (i % 3 === 0) params.etat = 'ACTIVE';
    mix.push({ kind: 'filtres', params, naive: word });
  }
  while (mix.length < QUERIES) {
    const c = await sample();
    if (!c.siren) continue;
    mix.push({ kind: 'SIREN', params: { numero_identification: c.siren }, expect: c.id });
  }
  return mix;
}

// ---------- latency ----------

interface Figures {
  byKind: Map<string, number[]>;
  all: number[];
  typoTop3: { found: number; total: number };
  naive: number[];
  naiveTypoFound: number;
}

const fold = (s: string | null | undefined) =>
  (s ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const sameName = (a: string | null | undefined, b: string | undefined) => b !== undefined && fold(a) === fold(b);

async function measure(db: Database, mix: BenchQuery[], engine: CompanySearchEngine = new PostgresSearchEngine(db)): Promise<Figures> {
  const run = (q: BenchQuery) => engine.searchCompanies(SearchCompaniesQuerySchema.parse(q.params));
  // Warm the caches the way a running server is warm.
  for (const q of mix.slice(0, 30)) await run(q);
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const typoTop3 = { found: 0, total: 0 };
  for (const q of mix) {
    const t0 = performance.now();
    const r = await run(q);
    const dt = performance.now() - t0;
    all.push(dt);
    if (!byKind.has(q.kind)) byKind.set(q.kind, []);
    byKind.get(q.kind)!.push(dt);
    if (q.kind === 'faute de frappe') {
      typoTop3.total += 1;
      if (r.items.slice(0, 3).some((h) => h.id_entreprise === q.expect || sameName(h.denomination, q.expectName))) typoTop3.found += 1;
      else if (process.env.BENCH_DEBUG) console.log(`  manqué : « ${q.params.phrase} » (${q.expectName}) -> ${r.items.slice(0, 3).map((h) => h.denomination).join(' | ')}`);
    }
  }
  const naive: number[] = [];
  let naiveTypoFound = 0;
  const naiveSet = engine instanceof PostgresSearchEngine ? mix.filter((q) => q.naive).slice(0, NAIVE) : [];
  for (const q of naiveSet) {
    const t0 = performance.now();
    const rows = await db.query<{ id: number }>(
      `select id from entreprise where denomination ilike $1 or sigle ilike $1 order by (date_radiation is null) desc, taille desc, id limit 10`,
      [`%${q.naive}%`],
    );
    naive.push(performance.now() - t0);
    if (q.kind === 'faute de frappe' && rows.slice(0, 3).some((r) => r.id === q.expect)) naiveTypoFound += 1;
  }
  for (const v of byKind.values()) v.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  naive.sort((a, b) => a - b);
  return { byKind, all, typoTop3, naive, naiveTypoFound };
}

function printLatency(results: Map<Backend, Figures>): void {
  const backends = [...results.keys()];
  const kinds = ['nom exact', 'faute de frappe', 'préfixe', 'filtres', 'SIREN'];
  console.log(`\n| requêtes | ${backends.map((b) => `${b} p50 / p95 / p99 (ms)`).join(' | ')} |`);
  console.log(`|---|${backends.map(() => '---:').join('|')}|`);
  const row = (label: string, pick: (f: Figures) => number[]) =>
    console.log(`| ${label} | ${backends.map((b) => {
      const v = pick(results.get(b)!);
      return `${ms(percentile(v, 50))} / ${ms(percentile(v, 95))} / ${ms(percentile(v, 99))}`;
    }).join(' | ')} |`);
  for (const k of kinds) row(`${k} (${results.get(backends[0]!)!.byKind.get(k)?.length ?? 0})`, (f) => f.byKind.get(k) ?? []);
  row(`**toutes (${results.get(backends[0]!)!.all.length})**`, (f) => f.all);
  row(`ILIKE naïf (${results.get(backends[0]!)!.naive.length})`, (f) => f.naive);
  console.log(`| faute de frappe : cible (ou une homonyme) dans le top 3 | ${backends.map((b) => {
    const f = results.get(b)!;
    return `${f.typoTop3.found}/${f.typoTop3.total} (ILIKE : ${f.naiveTypoFound})`;
  }).join(' | ')} |`);
}

// ---------- long misspelt queries ----------

/** The longest text a search accepts (`textParam`), filled with misspelt words of names. */
const LONG_QUERY_WORDS = 50;

/**
 * `n` queries of LONG_QUERY_WORDS misspelt words (4-letter words of names with one inner letter
 * dropped), at most 200 characters each: the worst case the request schema lets through.
 */
async function longQueries(db: Database, n: number): Promise<string[]> {
  const rng = new Rng(BENCH_SEED, 50);
  const words = (await db.query<{ mot: string }>("select mot from mot_nom where mot ~ '^[a-z]{4}$' order by mot")).map((r) => r.mot);
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const q: string[] = [];
    while (q.length < LONG_QUERY_WORDS) {
      const w = rng.pick(words);
      const i = rng.int(1, 2);
      q.push(w.slice(0, i) + w.slice(i + 1));
    }
    out.push(q.join(' ').slice(0, 200));
  }
  return out;
}

interface LongFigures {
  statements: number;
  long: number[];
  idle: number[];
  loaded: number[];
  /** The same ordinary queries while as many one-typo queries of the mix run beside them. */
  typoLoaded: number[];
}

/**
 * A long misspelt query alone (duration, SQL statements), then the ordinary queries of the mix
 * alone, while `parallel` long queries run back to back beside them, and for comparison while as
 * many ordinary one-typo queries do.
 */
async function measureLong(db: Database, mix: BenchQuery[], parallel: number): Promise<LongFigures> {
  const engine = new PostgresSearchEngine(db);
  const queries = await longQueries(db, parallel);
  const runLong = (phrase: string) => engine.searchCompanies(SearchCompaniesQuerySchema.parse({ phrase }));
  const runOrdinary = (q: BenchQuery) => engine.searchCompanies(SearchCompaniesQuerySchema.parse(q.params));
  // Statements issued by one long query, through a counting wrapper.
  let statements = 0;
  const counted: Database = {
    ...db,
    query: (sql, params) => {
      statements++;
      return db.query(sql, params);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          ...tx,
          query: (sql, params) => {
            statements++;
            return tx.query(sql, params);
          },
        }),
      ),
  };
  await new PostgresSearchEngine(counted).searchCompanies(SearchCompaniesQuerySchema.parse({ phrase: queries[0]! }));
  const long: number[] = [];
  for (const phrase of [...queries, ...queries]) {
    const t0 = performance.now();
    await runLong(phrase);
    long.push(performance.now() - t0);
  }
  const step = Math.max(1, Math.ceil(mix.length / LONG_ORDINARY));
  const ordinary = mix.filter((_, i) => i % step === 0);
  const timed = async (): Promise<number[]> => {
    const out: number[] = [];
    for (const q of ordinary) {
      const t0 = performance.now();
      await runOrdinary(q);
      out.push(performance.now() - t0);
    }
    return out.sort((a, b) => a - b);
  };
  const idle = await timed();
  /** `timed()` while `parallel` loops run `beside` back to back. */
  const during = async (beside: (k: number) => Promise<unknown>): Promise<number[]> => {
    let stop = false;
    const loops = Array.from({ length: parallel }, async (_, k) => {
      for (let n = 0; !stop; n++) await beside(k + n * parallel);
    });
    const out = await timed();
    stop = true;
    await Promise.all(loops);
    return out;
  };
  const loaded = await during((k) => runLong(queries[k % queries.length]!));
  const typos = mix.filter((q) => q.kind === 'faute de frappe');
  const typoLoaded = await during((k) => runOrdinary(typos[k % typos.length]!));
  return { statements, long: long.sort((a, b) => a - b), idle, loaded, typoLoaded };
}

function printLong(results: Map<Backend, LongFigures>): void {
  const backends = [...results.keys()];
  const f0 = results.get(backends[0]!)!;
  console.log(`\n| requête de ${LONG_QUERY_WORDS} mots mal orthographiés (200 caractères) | ${backends.join(' | ')} |`);
  console.log(`|---|${backends.map(() => '---:').join('|')}|`);
  const row = (label: string, cell: (f: LongFigures) => string) => console.log(`| ${label} | ${backends.map((b) => cell(results.get(b)!)).join(' | ')} |`);
  row('requêtes SQL par recherche', (f) => String(f.statements));
  row(`durée seule, p50 / max (${f0.long.length}) (ms)`, (f) => `${ms(percentile(f.long, 50))} / ${ms(f.long[f.long.length - 1]!)}`);
  row(`recherches ordinaires seules, p50 / p95 (${f0.idle.length}) (ms)`, (f) => `${ms(percentile(f.idle, 50))} / ${ms(percentile(f.idle, 95))}`);
  row(`les mêmes pendant ${LONG_PARALLEL} longues en parallèle, p50 / p95 (ms)`, (f) => `${ms(percentile(f.loaded, 50))} / ${ms(percentile(f.loaded, 95))}`);
  row(`les mêmes pendant ${LONG_PARALLEL} recherches à une faute en parallèle, p50 / p95 (ms)`, (f) => `${ms(percentile(f.typoLoaded, 50))} / ${ms(percentile(f.typoLoaded, 95))}`);
}

// ---------- import ----------

const sec = (msv: number) => `${(msv / 1000).toFixed(1)} s`;

/** A first load's figure: rows, duration, rows/s and its steps. */
function importFigure(files: StockFiles, r: ImportResult): string {
  const [ul, et] = r.fichiers;
  return (
    `${fmt(files.lignesUL + files.lignesET)} lignes (${fmt(ul?.lues ?? 0)} UL + ${fmt(et?.lues ?? 0)} ET) en ${sec(r.ms)} : **${fmt(r.lignesParSeconde)} lignes/s** ` +
    `(fichiers lus et fusionnés ${sec(r.etapes.fichiers)}, colonnes de recherche ${sec(r.etapes.recherche)}, index ${sec(r.etapes.index)})`
  );
}

async function benchImport(backend: Backend, files: StockFiles): Promise<string> {
  const name = `import_${IMPORT_ROWS}`;
  if (backend === 'postgres') await withAdmin((c) => c.query(`drop schema if exists bench_${name} cascade`));
  else fs.rmSync(path.join(CACHE, `pglite-${name}`), { recursive: true, force: true });
  const db = await openBenchDatabase(backend, name);
  await migrate(db);
  const sources = { unitesLegales: files.unitesLegales, etablissements: files.etablissements };
  const first = await importSirene(db, sources);
  const again = await importSirene(db, sources);
  await db.close();
  if (backend === 'postgres') await withAdmin((c) => c.query(`drop schema if exists bench_${name} cascade`));
  else fs.rmSync(path.join(CACHE, `pglite-${name}`), { recursive: true, force: true });
  const written = (r: ImportResult) => r.fichiers.map((f) => `${fmt(f.inserees)} insérées, ${fmt(f.modifiees)} modifiées, ${fmt(f.inchangees)} inchangées`).join(' ; ');
  return `| ${backend} | ${importFigure(files, first)} | ${fmt(again.lignesParSeconde)} lignes/s en ${sec(again.ms)} (${written(again)}) |`;
}

// ---------- scaling curve ----------

interface ScalePoint {
  companies: number;
  files: StockFiles;
  import: ImportResult;
  figures: Figures;
  /** The same corpus and mix on OpenSearch (--engine opensearch). */
  opensearch?: { index: IndexFigures; figures: Figures; memory: MemoryFigures };
}

/** A corpus of `companies` imported from generated stock files into bench_sirene_<n>, timed once and cached. */
async function scaleCorpus(companies: number): Promise<{ db: Database; files: StockFiles; result: ImportResult }> {
  const files = writeStockFiles(CACHE, companies);
  const schema = `bench_sirene_${companies}`;
  const cached = path.join(CACHE, `import-${schema}.json`);
  if (fs.existsSync(cached)) {
    const db = await openPostgres(PG_URL, { schema, max: 8 });
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from entreprise').catch(() => [{ n: 0 }]);
    if (n === files.lignesUL) {
      console.log(`  ${fmt(companies)} : corpus importé déjà présent (${schema}), import mesuré le ${fs.statSync(cached).mtime.toISOString().slice(0, 10)}`);
      return { db, files, result: JSON.parse(fs.readFileSync(cached, 'utf8')) as ImportResult };
    }
    await db.close();
  }
  await withAdmin((c) => c.query(`drop schema if exists ${schema} cascade; create schema ${schema}`));
  const db = await openPostgres(PG_URL, { schema, max: 8 });
  await migrate(db);
  console.log(`  ${fmt(companies)} : import de ${fmt(files.lignesUL)} unités légales et ${fmt(files.lignesET)} établissements…`);
  const result = await importSirene(db, { unitesLegales: files.unitesLegales, etablissements: files.etablissements });
  fs.writeFileSync(cached, JSON.stringify({ ...result, rejets: [] }));
  return { db, files, result };
}

async function benchScale(node: BenchNode | null): Promise<ScalePoint[]> {
  const points: ScalePoint[] = [];
  for (const companies of SCALE) {
    const { db, files, result } = await scaleCorpus(companies);
    const mix = await buildMix(db);
    const point: ScalePoint = { companies, files, import: result, figures: ENGINES.includes('postgres') ? await measure(db, mix) : emptyFigures() };
    if (node) {
      const alias = `bench-sirene-${companies}`;
      const index = await loadIndex(node, db, alias, path.join(CACHE, `opensearch-${alias}.json`));
      const figures = await measure(db, mix, openSearchEngine(node, db, alias));
      point.opensearch = { index, figures, memory: await nodeMemory(node) };
    }
    // Each point as soon as measured: a run cut short (a larger corpus still loading) keeps it.
    const line = (f: Figures) => `p50 / p95 / p99 ${ms(percentile(f.all, 50))} / ${ms(percentile(f.all, 95))} / ${ms(percentile(f.all, 99))} ms, fautes ${f.typoTop3.found}/${f.typoTop3.total}`;
    if (ENGINES.includes('postgres')) console.log(`  ${fmt(companies)} : PostgreSQL ${line(point.figures)}`);
    if (point.opensearch) console.log(`  ${fmt(companies)} : OpenSearch ${line(point.opensearch.figures)}`);
    points.push(point);
    await db.close();
  }
  return points;
}

function emptyFigures(): Figures {
  return { byKind: new Map(), all: [], typoTop3: { found: 0, total: 0 }, naive: [], naiveTypoFound: 0 };
}

function printEngines(points: ScalePoint[], heap: string): void {
  const p = (v: number[]) => `${ms(percentile(v, 50))} / **${ms(percentile(v, 95))}** / ${ms(percentile(v, 99))}`;
  console.log(`\n| entreprises | moteur | toutes : p50 / p95 / p99 (ms) | p95 par type : nom exact / faute / préfixe / filtres / SIREN (ms) | fautes : cible dans le top 3 |`);
  console.log('|---:|---|---:|---:|---:|');
  for (const x of points) {
    const rows: [string, Figures][] = [];
    if (ENGINES.includes('postgres')) rows.push(['PostgreSQL', x.figures]);
    if (x.opensearch) rows.push(['OpenSearch', x.opensearch.figures]);
    for (const [name, f] of rows) {
      const kinds = ['nom exact', 'faute de frappe', 'préfixe', 'filtres', 'SIREN'].map((k) => ms(percentile(f.byKind.get(k) ?? [], 95))).join(' / ');
      console.log(`| ${fmt(x.companies)} | ${name} | ${p(f.all)} | ${kinds} | ${f.typoTop3.found}/${f.typoTop3.total} |`);
    }
  }
  const loaded = points.filter((x) => x.opensearch);
  if (!loaded.length) return;
  console.log(
    `\n| entreprises | chargement OpenSearch (depuis PostgreSQL) | documents/s | CPU par document : nœud / lecteur (µs) | taille de l'index (primaire, fusionné) | par million de documents | octets par document | tas utilisé / max (Mo) | RSS du nœud (Mo) |`,
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const x of loaded) {
    const o = x.opensearch!;
    const mb = (b: number) => `${fmt(b / 2 ** 20)} Mo`;
    console.log(
      `| ${fmt(x.companies)} | ${o.index.seconds.toFixed(1)} s | ${fmt(o.index.perSecond)} | ${cpuFigure(o.index)} | ${mb(o.index.bytes)} | ${mb((o.index.bytes / Math.max(1, o.index.documents)) * 1e6)} | ` +
        `${fmt(o.index.bytesPerDocument)} | ${fmt(o.memory.heapUsedMb)} / ${fmt(o.memory.heapMaxMb)} (tas ${heap}) | ${o.memory.rssMb === null ? '—' : fmt(o.memory.rssMb)} |`,
    );
  }
}

/** The load's CPU per document, node / reader ("—" where not measured: a node not ours, a load measured before). */
function cpuFigure(index: IndexFigures): string {
  if (!index.cpu) return '—';
  return `${index.cpu.nodeMicros === null ? '—' : fmt(index.cpu.nodeMicros)} / ${fmt(index.cpu.readerMicros)}`;
}

function printScale(points: ScalePoint[]): void {
  const p = (v: number[], q: number) => ms(percentile(v, q));
  console.log(`\n| entreprises (PostgreSQL, corpus importé) | premier import | toutes : p50 / p95 / p99 (ms) | p95 par type : nom exact / faute / préfixe / filtres / SIREN (ms) |`);
  console.log('|---:|---|---:|---:|');
  for (const x of points) {
    const f = x.figures;
    const kinds = ['nom exact', 'faute de frappe', 'préfixe', 'filtres', 'SIREN'].map((k) => p(f.byKind.get(k) ?? [], 95)).join(' / ');
    console.log(`| ${fmt(x.companies)} | ${importFigure(x.files, x.import)} | ${p(f.all, 50)} / **${p(f.all, 95)}** / ${p(f.all, 99)} | ${kinds} |`);
  }
  const last = points[points.length - 1];
  if (last) {
    const rows = NATIONAL.unitesLegales + NATIONAL.etablissements;
    const s = rows / last.import.lignesParSeconde;
    console.log(
      `\nExtrapolation au stock national (${fmt(NATIONAL.unitesLegales)} unités légales + ${fmt(NATIONAL.etablissements)} établissements) au débit mesuré à ${fmt(last.companies)} entreprises ` +
        `(${fmt(last.import.lignesParSeconde)} lignes/s) : ${Math.round(s / 60)} min.`,
    );
  }
}

// ---------- HTTP load ----------

/** Starts bench/search-server.ts with `processes` API processes and resolves with its port. */
function startServer(schema: string, processes: number): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'search-server.ts')], {
    env: { ...process.env, BENCH_PG_URL: PG_URL, BENCH_SCHEMA: schema, BENCH_API_PROCESSES: String(processes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), child });
    });
    child.once('exit', (code) => reject(new Error(`search-server.ts s'est arrêté (code ${code})`)));
  });
}

async function benchLoad(schema: string, mix: BenchQuery[], processes: number): Promise<string> {
  const { port, child } = await startServer(schema, processes);
  const ids = mix.filter((q) => q.expect).map((q) => q.expect!);
  const requests: string[] = [];
  for (let i = 0; i < mix.length; i++) {
    const q = mix[i]!;
    requests.push(`/api/recherche/entreprises_etablissements?${new URLSearchParams(q.params)}`);
    const id = ids[i % ids.length]!;
    requests.push(`/api/entreprises/${id}`);
    if (i % 2 === 0) requests.push(`/api/entreprises/${id}/etablissements`);
  }
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    duration: LOAD_SECONDS,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: requests[next++ % requests.length]! }),
      },
    ],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const errors = result.errors + result.timeouts + result.non2xx;
  return (
    `${processes} processus API : ${Math.round(result.requests.average)} requêtes/s (${result.requests.total.toLocaleString('fr-FR')} en ${LOAD_SECONDS} s, 32 connexions) ; ` +
    `latence p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ; erreurs ${errors}`
  );
}

async function main() {
  const wanted = flag('backends', 'pglite,postgres').split(',') as Backend[];
  const backends: Backend[] = [];
  for (const b of wanted) {
    if (b === 'postgres' && !(await postgresReachable(PG_URL))) {
      console.log(`PostgreSQL injoignable (${PG_URL}) : mesures sur PGlite seulement.`);
      continue;
    }
    backends.push(b);
  }
  console.log(`Corpus de ${COMPANIES.toLocaleString('fr-FR')} entreprises, ${QUERIES} requêtes, ${NAIVE} en ILIKE naïf.`);
  const results = new Map<Backend, Figures>();
  const longResults = new Map<Backend, LongFigures>();
  const loadLines: string[] = [];
  for (const backend of COMPANIES > 0 ? backends : []) {
    console.log(`\n[${backend}]`);
    const db = await openBenchDatabase(backend, String(COMPANIES));
    await ensureCorpus(db, backend, COMPANIES);
    await db.exec('analyze mot_nom');
    const mix = await buildMix(db);
    results.set(backend, await measure(db, mix));
    if (LONG_PARALLEL > 0) longResults.set(backend, await measureLong(db, mix, LONG_PARALLEL));
    if (backend === 'postgres' && !NO_LOAD) for (const n of LOAD_PROCESSES) loadLines.push(await benchLoad(`bench_${COMPANIES}`, mix, n));
    await db.close();
  }
  if (results.size) printLatency(results);
  if (longResults.size) printLong(longResults);

  if (IMPORT_ROWS > 0) {
    const files = writeStockFiles(CACHE, IMPORT_ROWS);
    console.log(`\n| import SIRENE (${fmt(IMPORT_ROWS)} entreprises générées) | premier import | ré-import (idempotent) |\n|---|---|---|`);
    for (const backend of backends) console.log(await benchImport(backend, files));
  }
  if (loadLines.length) {
    console.log(`\nCharge HTTP (recherche + fiche, PostgreSQL, ${fmt(COMPANIES)} entreprises, API dans ses propres processus, autocannon sur 127.0.0.1) :`);
    for (const l of loadLines) console.log(`- ${l}`);
  }
  if (SCALE.length && backends.includes('postgres')) {
    console.log(`\n[courbe de montée en charge, ${ENGINES.join(' et ')} : ${SCALE.map(fmt).join(', ')} entreprises]`);
    const node = ENGINES.includes('opensearch') ? await openSearchNode(CACHE) : null;
    try {
      const points = await benchScale(node);
      if (ENGINES.includes('postgres')) printScale(points);
      if (node) printEngines(points, node.heap);
    } finally {
      await node?.stop();
    }
  }
}

runMain(main);
