// npm run bench:records [-- --companies 1000000] [--backends postgres,pglite] [--samples 300]
//
// The network of executives (GET /api/entreprises/:id/reseau and /api/personnes_physiques/:id/reseau)
// on the generator's corpus of --companies companies, the same corpus `npm run bench:search` builds
// and reuses (bench/.cache/pglite-<n>, schema bench_<n> of BENCH_DATABASE_URL): p50/p95/p99 of the
// one statement behind each route, from companies drawn at random among those with an executive,
// then from persons drawn among those with a mandate in force, and from the companies of the
// corpus's serial directors (the widest networks). Target p95 <= 50 ms.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { flag, fmt, postgresReachable } from '../lib/cli';
import { openPglite } from '../../api/src/db/pglite';
import { openPostgres } from '../../api/src/db/postgres';
import { migrate } from '../../api/src/db/migrate';
import type { Database } from '../../api/src/db/types';
import { seedCorpus } from '../../api/src/corpus/seed';
import { Rng } from '../../api/src/corpus/random';
import { getNetwork } from '../../api/src/modules/companies/network';

type Backend = 'pglite' | 'postgres';

const COMPANIES = Number(flag('companies', '1000000'));
const SAMPLES = Number(flag('samples', '300'));
const BACKENDS = flag('backends', 'postgres,pglite').split(',') as Backend[];
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CACHE = path.join(__dirname, '..', '.cache');
const BENCH_SEED = 11;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));

async function open(backend: Backend): Promise<Database> {
  const name = String(COMPANIES);
  if (backend === 'pglite') {
    const dir = path.join(CACHE, `pglite-${name}`);
    fs.mkdirSync(dir, { recursive: true });
    return openPglite(dir);
  }
  const schema = `bench_${name}`;
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`create schema if not exists ${schema}`).finally(() => c.end());
  return openPostgres(PG_URL, { schema, max: 4 });
}

/** The corpus as bench:search builds it (generated companies, completed when smaller); then the indexes of migration 500. */
async function ensureCorpus(db: Database, backend: Backend): Promise<void> {
  await migrate(db);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from entreprise where source = 'CORPUS'");
  if (n < COMPANIES) {
    const todo = COMPANIES - n;
    const t0 = Date.now();
    let last = 0;
    await seedCorpus(db, {
      companies: todo,
      start: n,
      rebuildIndexes: true,
      onProgress: (done) => {
        if (Date.now() - last < 10_000 && done < todo) return;
        last = Date.now();
        console.log(`  corpus ${backend}: ${fmt(done)}/${fmt(todo)}`);
      },
    });
    console.log(`  corpus ${backend}: ${fmt(todo)} entreprises générées en ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } else console.log(`  corpus ${backend}: ${fmt(n)} entreprises déjà présentes (réutilisées)`);
  await db.exec('vacuum analyze fonction');
}

async function sampleIds(db: Database, sql: string, rng: Rng): Promise<number[]> {
  const [{ lo, hi } = { lo: 1, hi: 1 }] = await db.query<{ lo: number; hi: number }>(sql);
  const ids: number[] = [];
  for (let i = 0; i < SAMPLES; i++) ids.push(rng.int(lo, hi));
  return ids;
}

interface Series {
  label: string;
  times: number[];
  nodes: number[];
  within: number[];
}

async function measure(db: Database, label: string, root: 'entreprise' | 'personne', ids: number[]): Promise<Series> {
  const s: Series = { label, times: [], nodes: [], within: [] };
  for (const id of ids.slice(0, 10)) await getNetwork(db, root, id); // warm-up
  for (const id of ids) {
    const t0 = performance.now();
    const n = await getNetwork(db, root, id);
    s.times.push(performance.now() - t0);
    if (n) {
      s.nodes.push(n.noeuds.length);
      s.within.push(n.noeuds.length + n.autres);
    }
  }
  return s;
}

function print(backend: Backend, series: Series[]): void {
  console.log(`\n${backend}: | racine | requêtes | p50 ms | p95 ms | p99 ms | max ms | nœuds atteints (médiane / max) | plafonnés à 50 |`);
  for (const s of series) {
    const t = [...s.times].sort((a, b) => a - b);
    const w = [...s.within].sort((a, b) => a - b);
    const capped = s.within.filter((x) => x > 50).length;
    console.log(
      `| ${s.label} | ${t.length} | ${ms(percentile(t, 50))} | ${ms(percentile(t, 95))} | ${ms(percentile(t, 99))} | ${ms(t[t.length - 1] ?? NaN)} | ${percentile(w, 50)} / ${w[w.length - 1] ?? '—'} | ${capped} |`,
    );
  }
}

async function run(backend: Backend): Promise<void> {
  console.log(`\n== ${backend}, ${fmt(COMPANIES)} entreprises`);
  const db = await open(backend);
  try {
    await ensureCorpus(db, backend);
    const rng = new Rng(BENCH_SEED);
    const companies = await sampleIds(db, "select min(id)::int as lo, max(id)::int as hi from entreprise where source = 'CORPUS'", rng);
    const persons = await sampleIds(db, 'select min(id)::int as lo, max(id)::int as hi from personne', rng);
    // The serial directors: persons of the generator's shared pool, whose mandates are the most.
    const serial = await db.query<{ id: number }>(
      `select f.entreprise_id as id from fonction f
        where f.personne_id in (select personne_id from fonction where nature = 'DIRIGEANT' and date_fin is null and personne_id is not null
                                 group by personne_id order by count(*) desc limit ${SAMPLES})
          and f.nature = 'DIRIGEANT' and f.date_fin is null limit ${SAMPLES}`,
    );
    print(backend, [
      await measure(db, 'entreprise au hasard', 'entreprise', companies),
      await measure(db, 'personne au hasard', 'personne', persons),
      await measure(db, 'entreprise d’un dirigeant en série', 'entreprise', serial.map((r) => r.id)),
    ]);
  } finally {
    await db.close();
  }
}

async function main() {
  for (const backend of BACKENDS) {
    if (backend === 'postgres' && !(await postgresReachable(PG_URL))) {
      console.log(`PostgreSQL injoignable (${PG_URL}) : mesure sautée.`);
      continue;
    }
    await run(backend);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
