// npm run bench:monitoring [-- --companies 50000] [--surveillances 10000] [--changes 100000]
//                          [--sirene-changes 5000] [--backends pglite,postgres]
//
// Company monitoring end to end, per backend:
//  - a SIRENE stock file of --companies legal units loaded (first load), then a copy where
//    --sirene-changes units changed (name, state or activity) re-imported: the change events it
//    records and its rows/s, beside a re-import of as many other changes with events turned off;
//  - --surveillances surveillances spread over the companies (20 per customer account), then a
//    change set of --changes company changes recorded set-based (recordEvents, the producers'
//    path) and turned into revelations by change detection: events/s and revelations made.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), when reachable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { flag, fmt, postgresReachable } from './lib/cli';
import { CODES_EVENEMENT, GROUPES_SURVEILLANCE } from '@portail/shared/api/monitoring';
import { sirenOf } from '../api/src/corpus/generator';
import { Rng } from '../api/src/corpus/random';
import { type NewEvent, detectRevelations, recordEvents } from '../api/src/modules/monitoring/detection';
import { UNITE_LEGALE_COLUMNS_35, importSirene } from '../api/src/sirene/importer';
import { openTestDatabase, type BackendKind } from '../api/src/testing/databases';
import type { Database } from '../api/src/db/types';

const COMPANIES = Number(flag('companies', '50000'));
const SURVEILLANCES = Number(flag('surveillances', '10000'));
const CHANGES = Number(flag('changes', '100000'));
const SIRENE_CHANGES = Number(flag('sirene-changes', '5000'));
const PER_ACCOUNT = 20;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEED = 7;
const NAF = ['62.01Z', '62.02A', '70.22Z', '47.11B', '56.10A', '43.21A', '68.20B', '41.20A', '46.90Z', '96.02A'];

/** Legal unit #i as a StockUniteLegale row; `version` changes some units: name, state or activity. */
function uniteLegale(i: number, version: number): string {
  const r: Record<string, string> = {
    siren: sirenOf(SEED, i),
    statutDiffusionUniteLegale: 'O',
    dateCreationUniteLegale: '2010-01-01',
    trancheEffectifsUniteLegale: '01',
    categorieEntreprise: 'PME',
    dateDebut: '2010-01-01',
    etatAdministratifUniteLegale: 'A',
    denominationUniteLegale: `SOCIETE BANC D ESSAI ${i}`,
    categorieJuridiqueUniteLegale: '5710',
    activitePrincipaleUniteLegale: NAF[i % NAF.length]!,
    nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
    nicSiegeUniteLegale: '00019',
  };
  // Each version keeps the changes of the ones before it and adds its own.
  for (let v = 1; v <= version; v++) {
    const rng = new Rng(SEED, v, i);
    if (rng.next() < SIRENE_CHANGES / COMPANIES) {
      r.dateDebut = `2026-0${v}-15`;
      const what = rng.int(0, 2);
      if (what === 0) r.denominationUniteLegale = `SOCIETE BANC D ESSAI ${i} V${v}`;
      else if (what === 1) r.etatAdministratifUniteLegale = r.etatAdministratifUniteLegale === 'A' ? 'C' : 'A';
      else r.activitePrincipaleUniteLegale = NAF[(i + v) % NAF.length]!;
    }
  }
  return UNITE_LEGALE_COLUMNS_35.map((c) => r[c] ?? '').join(',');
}

function writeFile(version: number): string {
  const file = path.join(os.tmpdir(), `bench-monitoring-${process.pid}-${version}.csv`);
  const lines = [UNITE_LEGALE_COLUMNS_35.join(',')];
  for (let i = 0; i < COMPANIES; i++) lines.push(uniteLegale(i, version));
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function benchSirene(db: Database, files: string[]) {
  const first = await importSirene(db, { unitesLegales: files[0]! });
  const withEvents = await importSirene(db, { unitesLegales: files[1]! });
  const without = await importSirene(db, { unitesLegales: files[2]!, evenements: false });
  const line = (label: string, r: typeof first) =>
    `  ${label}: ${fmt(r.lignesParSeconde)} rows/s (${(r.ms / 1000).toFixed(1)} s, ${fmt(r.fichiers[0]!.modifiees)} changed, ${fmt(r.evenements)} events)`;
  console.log(line('SIRENE first load', first));
  console.log(line('re-import with change events', withEvents));
  console.log(line('re-import, events off', without));
  return { first, withEvents, without };
}

async function benchDetection(db: Database) {
  const ids = (await db.query<{ id: number }>('select id from entreprise order by id')).map((r) => r.id);
  const accounts = Math.ceil(SURVEILLANCES / PER_ACCOUNT);
  await db.query(
    `insert into compte_client (numero_client, type_compte, type_profil, offres_de_service)
     select 'BENCH' || g, 'ABONNE', 'PROFESSIONNEL', 'SURV' from generate_series(1, $1::int) g`,
    [accounts],
  );
  // Surveillances: account a watches 20 companies spread over the corpus; a third choose one or two domains.
  const rng = new Rng(SEED, 0x5b);
  const rows: { compte: number; entreprise: number; domaines: string }[] = [];
  const [{ first }] = (await db.query<{ first: number }>("select min(id) as first from compte_client where numero_client like 'BENCH%'")) as [{ first: number }];
  for (let s = 0; s < SURVEILLANCES; s++) {
    const a = Math.floor(s / PER_ACCOUNT);
    const entreprise = ids[(a * 7919 + (s % PER_ACCOUNT) * Math.floor(ids.length / PER_ACCOUNT)) % ids.length]!;
    const domaines = rng.chance(0.66) ? GROUPES_SURVEILLANCE : [rng.pick(GROUPES_SURVEILLANCE), rng.pick(GROUPES_SURVEILLANCE)];
    rows.push({ compte: first + a, entreprise, domaines: `{${[...new Set(domaines)].join(',')}}` });
  }
  await db.query(
    `insert into surveillance (compte_client_id, entreprise_id, domaines, cree_par, cree_le)
     select s.compte, s.entreprise, s.domaines::text[], 'bench', now() - interval '1 minute'
       from jsonb_to_recordset($1::jsonb) as s(compte int, entreprise int, domaines text)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
  const [{ n: surveillances }] = (await db.query<{ n: number }>('select count(*)::int as n from surveillance')) as [{ n: number }];
  const monitored = new Set(rows.map((r) => r.entreprise)).size;

  // The change set: CHANGES company changes over every company, every code of the catalogue.
  const events: NewEvent[] = [];
  for (let k = 0; k < CHANGES; k++) {
    const code = CODES_EVENEMENT[k % CODES_EVENEMENT.length]!;
    events.push({
      entreprise_id: ids[Math.floor(rng.next() * ids.length)]!,
      code,
      ancienne_valeur: `avant ${k}`,
      nouvelle_valeur: `après ${k}`,
      date_evenement: '2026-11-20',
      source: 'RCS',
      cle: `bench:${k}`,
    });
  }
  const t0 = performance.now();
  const recorded = await recordEvents(db, events);
  const t1 = performance.now();
  const detection = await detectRevelations(db);
  const t2 = performance.now();
  console.log(`  ${fmt(surveillances)} surveillances (${fmt(accounts)} accounts) over ${fmt(monitored)} of ${fmt(ids.length)} companies`);
  console.log(`  record ${fmt(recorded)} events: ${fmt(t1 - t0)} ms, ${fmt(recorded / ((t1 - t0) / 1000))} events/s`);
  console.log(
    `  detection: ${fmt(detection.evenements)} events -> ${fmt(detection.revelations)} revelations in ${fmt(t2 - t1)} ms, ${fmt(detection.evenements / ((t2 - t1) / 1000))} events/s`,
  );
  console.log(`  total ${fmt(t2 - t0)} ms`);
  return { surveillances, recorded, recordMs: t1 - t0, detection, detectMs: t2 - t1 };
}

async function run(kind: BackendKind, files: string[]) {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL ??= PG_URL;
  const t = await openTestDatabase(kind);
  try {
    console.log(`${kind}:`);
    await benchSirene(t.db, files);
    await benchDetection(t.db);
  } finally {
    await t.dispose();
  }
}

async function main() {
  const wanted = flag('backends', 'pglite,postgres').split(',') as BackendKind[];
  const files = [0, 1, 2].map(writeFile);
  try {
    for (const kind of wanted) {
      if (kind === 'postgres' && !(await postgresReachable(PG_URL))) {
        console.log(`postgres: not reachable at ${PG_URL}, skipped`);
        continue;
      }
      await run(kind, files);
    }
  } finally {
    for (const f of files) fs.rmSync(f, { force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
