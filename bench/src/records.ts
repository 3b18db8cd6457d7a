// npm run bench:records [-- --companies 1000000] [--backends postgres,pglite] [--samples 300]
//
// The network of executives (GET /api/entreprises/:id/reseau and /api/personnes_physiques/:id/reseau)
// on the generator's corpus of --companies companies, the same corpus `npm run bench:search` builds
// and reuses (bench/.cache/pglite-<n>, schema bench_<n> of BENCH_DATABASE_URL): p50/p95/p99 of the
// one statement behind each route, from companies drawn at random among those with an executive,
// then from persons drawn among those with a mandate in force, and from the companies of the
// corpus's serial directors (the widest networks). Target p95 <= 50 ms.
import { performance } from 'node:perf_hooks';
import { flag, fmt, postgresReachable, runMain } from '../lib/cli';
import { PG_URL, ensureCorpus, openBenchDatabase, type Backend } from '../lib/corpus';
import { ms, percentile } from '../lib/stats';
import type { Database } from '../../api/src/db/types';
import { Rng } from '../../api/src/corpus/random';
import { getNetwork } from '../../api/src/modules/companies/network';


const COMPANIES = Number(flag('companies', '1000000'));
const SAMPLES = Number(flag('samples', '300'));
const BACKENDS = flag('backends', 'postgres,pglite').split(',') as Backend[];
const BENCH_SEED = 11;




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
  const db = await openBenchDatabase(backend, String(COMPANIES), 4);
  try {
    await ensureCorpus(db, backend, COMPANIES);
    await db.exec('vacuum analyze fonction');
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

runMain(main);
