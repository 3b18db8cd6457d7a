jest.setTimeout(900_000);

// OpenSearch killed (SIGKILL) under a search load: every search still answers (PostgreSQL serves
// them behind the fallback's breaker) and the health says degraded with the reason; a SIRENE
// import commits a change meanwhile, which PostgreSQL finds at once and the search outbox keeps;
// once the node is started again the breaker's probe closes, the drain catches up, and the change
// is in the index. A real node from Maven Central artifacts (scripts/opensearch.mjs) and the API as
// a child process; the change is written by another process than the API (an import), hence on
// PostgreSQL (TEST_DATABASE_URL), where both processes share the database.
//
// Run: TEST_DATABASE_URL=postgres://… npx jest -c jest.chaos.config.cjs api/test/chaos/opensearch-kill.chaos.ts
// (OPENSEARCH_CHAOS_PORT, default 9260: the node's HTTP port; the transport port is the next one).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HealthSchema, SearchResultsSchema } from '@portail/shared/api';
import { migrate } from '../../src/db/migrate';
import { seedCorpus } from '../../src/corpus/seed';
import { importSirene } from '../../src/sirene/importer';
import { insertFixtures, TEST_SEED } from '../../src/testing/app';
import { configuredSearch } from '../../src/modules/companies';
import { DEFAULT_INDEX_ALIAS } from '../../src/modules/companies/search/opensearchIndex';
import { ROOT, makeStore, startApi, stopApi, waitReady, type ApiProcess, type Store } from './support';

const PORT = Number(process.env.OPENSEARCH_CHAOS_PORT || 9260);
const NODE_URL = `http://127.0.0.1:${PORT}`;
const LOAD_CONCURRENCY = 3;
/** Between two searches of a client: a steady load that leaves the machine room to restart the node. */
const THINK_MS = 20;
/** A word no generated name holds: the change made while the node is down. */
const MARK = 'ZORGLUB';
const CHANGED_SIREN = '901000018';

/** Whether java, javac and mvn are there, as the node's script decides it. */
function javaToolsPresent(): boolean {
  const script = `import { javaToolsPresent } from ${JSON.stringify(path.join(ROOT, 'scripts', 'opensearch.mjs'))}; process.exit(javaToolsPresent() ? 0 : 3);`;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const TOOLS = javaToolsPresent();
if (!TOOLS) {
  console.log('Test de panne OpenSearch non lancé : java, javac et mvn sont requis pour démarrer le nœud / OpenSearch chaos test skipped: it needs java, javac and mvn.');
}

interface NodeProcess {
  child: ChildProcess;
  output(): string;
}

/** `npm run search:opensearch`'s script, on our port and data folder; resolves once it is ready. */
async function startNode(dataDir: string): Promise<NodeProcess> {
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'opensearch.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      OPENSEARCH_PORT: String(PORT),
      DATA_DIR: dataDir,
      OPENSEARCH_HEAP: process.env.OPENSEARCH_HEAP || '512m',
      // A node restarted after SIGKILL recovers its shard first; a shared machine makes that slow.
      OPENSEARCH_START_TIMEOUT_MS: process.env.OPENSEARCH_START_TIMEOUT_MS || '420000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node = { child, output: () => output };
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += String(d);
      if (output.includes('OpenSearch prêt')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the node's script exited (${code}): ${output}`)));
  });
  return node;
}

/** The JVM's own pid, as the node reports it. */
async function jvmPid(): Promise<number> {
  const body = (await (await fetch(`${NODE_URL}/_nodes/_local/process`)).json()) as { nodes: Record<string, { process: { id: number } }> };
  return Object.values(body.nodes)[0]!.process.id;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

interface Outcome {
  phase: 'avant' | 'panne' | 'reprise';
  status: number;
  ms: number;
}

/** Searches without pause from `concurrency` clients until `stop()`; each answer with its phase. */
function searchLoad(api: ApiProcess, phrases: string[], phase: () => Outcome['phase']) {
  const outcomes: Outcome[] = [];
  let running = true;
  const client = async (k: number) => {
    for (let i = k; running; i += LOAD_CONCURRENCY) {
      const t0 = performance.now();
      const p = phase();
      const status = await fetch(`${api.origin}/api/recherche/entreprises_etablissements?phrase=${encodeURIComponent(phrases[i % phrases.length]!)}`, {
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (r) => {
          SearchResultsSchema.parse(await r.json());
          return r.status;
        },
        () => 0,
      );
      outcomes.push({ phase: p, status, ms: performance.now() - t0 });
      await sleep(THINK_MS);
    }
  };
  const clients = Array.from({ length: LOAD_CONCURRENCY }, (_, k) => client(k));
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

(TOOLS ? describe : describe.skip)('OpenSearch killed under a search load', () => {
  let store: Store;
  let dataDir: string;
  const nodes: NodeProcess[] = [];
  let api: ApiProcess | undefined;
  let stopLoad: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required: an import writes while the API serves, two processes on one database');
    store = await makeStore('postgres', 'chaos_opensearch');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-chaos-opensearch-'));
  });
  afterAll(async () => {
    await stopLoad();
    if (api) await stopApi(api, 'SIGKILL');
    for (const n of nodes) {
      if (n.child.exitCode === null && n.child.signalCode === null) {
        const exited = new Promise((r) => n.child.once('exit', r));
        n.child.kill('SIGTERM');
        await exited;
      }
    }
    await store?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves every search from PostgreSQL while the node is down, says so, and the index catches up from the outbox when it returns', async () => {
    const started = Date.now();
    const step = (what: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${what}`);
    const db = await store.open();
    let phrases: string[];
    try {
      await migrate(db);
      await seedCorpus(db, { companies: 300, seed: TEST_SEED });
      await insertFixtures(db);
      phrases = (await db.query<{ d: string }>(`select denomination as d from entreprise where denomination is not null order by id limit 40`)).map((r) => r.d.split(' ').slice(0, 2).join(' '));
    } finally {
      await db.close();
    }

    step('corpus prêt, démarrage du nœud');
    nodes.push(await startNode(dataDir));
    step('nœud prêt, chargement complet');
    const env = { ...store.env, SEARCH_ENGINE: 'opensearch', OPENSEARCH_URL: NODE_URL, JOBS_POLL_MS: '500' };
    // The first full load, as `npm run search:reindex` does it.
    const loader = await store.open();
    try {
      const { searchIndexer } = configuredSearch(loader, env);
      // A busy machine can outlast a request's deadline while the new index's shard is allocated:
      // the load is tried again (the behaviour under test comes after it).
      let report: Awaited<ReturnType<NonNullable<typeof searchIndexer>['reindexAll']>> | null = null;
      for (let attempt = 1; !report; attempt++) {
        report = await searchIndexer!.reindexAll().catch((e: unknown) => {
          if (attempt >= 3) throw e;
          return null;
        });
      }
      expect(report.documents).toBeGreaterThan(300);
    } finally {
      await loader.close();
    }

    step('index chargé, démarrage de l’API');
    api = await startApi(env);
    await waitReady(api);
    step('API prête, charge de recherches');
    const health = async () => HealthSchema.parse(await (await fetch(`${api!.origin}/api/health`)).json());
    expect(await health()).toMatchObject({ status: 'ok', recherche: { moteur: 'opensearch', etat: 'ok' } });

    let phase: Outcome['phase'] = 'avant';
    const load = searchLoad(api, phrases, () => phase);
    stopLoad = () => load.stop();
    await sleep(3_000);

    // SIGKILL to the JVM: no goodbye, connections refused from now on.
    const killedAt = Date.now();
    process.kill(await jvmPid(), 'SIGKILL');
    phase = 'panne';
    step('nœud tué (SIGKILL)');
    const degraded = await until('the health to say degraded', async () => {
      const h = await health();
      return h.status === 'degraded' ? h : null;
    });
    const detectedMs = Date.now() - killedAt;
    expect(degraded.recherche).toMatchObject({ moteur: 'opensearch', etat: 'degrade', raison: expect.stringContaining('servies par postgresql') });

    // A change committed meanwhile, by another process than the API: a SIRENE import of a new
    // company. PostgreSQL finds it at once; the outbox keeps it for the index.
    const file = path.join(dataDir, 'StockUniteLegale_panne.csv');
    const [header, row] = fs.readFileSync(path.join(ROOT, 'api', 'src', 'sirene', 'fixtures', 'StockUniteLegale_35colonnes.csv'), 'utf8').split('\n');
    expect(row!.startsWith(`${CHANGED_SIREN},`)).toBe(true);
    fs.writeFileSync(file, `${header}\n${row!.replace('SOCIETE DES ESSAIS SIRENE', `${MARK} SOCIETE DES PANNES`)}\n`);
    const writer = await store.open();
    let backlogDuringOutage: number;
    try {
      await importSirene(writer, { unitesLegales: file });
      const found = SearchResultsSchema.parse(await (await fetch(`${api.origin}/api/recherche/entreprises_etablissements?phrase=${MARK}`)).json());
      expect(found.items.map((i) => i.numero_identification)).toEqual([CHANGED_SIREN]);
      // The drain tried and failed (or waits for the node): the company stays noted.
      await sleep(2_000);
      backlogDuringOutage = Number((await writer.query<{ n: string }>(`select count(*) as n from search_outbox where numero_identification = $1`, [CHANGED_SIREN]))[0]!.n);
      expect(backlogDuringOutage).toBeGreaterThan(0);
    } finally {
      await writer.close();
    }
    await sleep(2_000);

    // The node again, on its data: the probe closes the breaker, the drain catches up.
    step('changement importé, redémarrage du nœud');
    nodes.push(await startNode(dataDir));
    step('nœud de nouveau prêt');
    const restartedAt = Date.now();
    phase = 'reprise';
    await until('the health to say ok', async () => (await health()).status === 'ok');
    const recoveredMs = Date.now() - restartedAt;
    const doc = await until(
      'the change to reach the index',
      async () => {
        const r = await fetch(`${NODE_URL}/${DEFAULT_INDEX_ALIAS}/_doc/${CHANGED_SIREN}`);
        const hit = (await r.json()) as { found?: boolean; _source?: Record<string, unknown> };
        return hit.found && JSON.stringify(hit._source).includes(MARK) ? hit : null;
      },
      60_000,
    );
    const caughtUpMs = Date.now() - restartedAt;
    expect(doc).toBeTruthy();
    const viaIndex = SearchResultsSchema.parse(await (await fetch(`${api.origin}/api/recherche/entreprises_etablissements?phrase=${MARK}`)).json());
    expect(viaIndex.items.map((i) => i.numero_identification)).toEqual([CHANGED_SIREN]);
    await sleep(2_000);
    await load.stop();

    const check = await store.open();
    try {
      expect(Number((await check.query<{ n: string }>('select count(*) as n from search_outbox'))[0]!.n)).toBe(0);
    } finally {
      await check.close();
    }

    // Every search answered, before, during and after the outage.
    const failed = load.outcomes.filter((o) => o.status !== 200);
    expect(failed).toEqual([]);
    const of = (p: Outcome['phase']) => load.outcomes.filter((o) => o.phase === p).map((o) => o.ms);
    expect(of('panne').length).toBeGreaterThan(0);
    console.log(
      [
        `OpenSearch tué sous charge (${LOAD_CONCURRENCY} clients, ${load.outcomes.length} recherches, toutes 200) :`,
        ...(['avant', 'panne', 'reprise'] as const).map((p) => `  ${p} : ${of(p).length} recherches, p50 ${percentile(of(p), 50).toFixed(0)} ms, p99 ${percentile(of(p), 99).toFixed(0)} ms, max ${Math.max(...of(p)).toFixed(0)} ms`),
        `  santé « degraded » ${detectedMs} ms après le SIGKILL ; file de la recherche pendant la panne : ${backlogDuringOutage} ligne(s) pour l'entreprise changée`,
        `  nœud relancé : santé « ok » après ${(recoveredMs / 1000).toFixed(1)} s, changement dans l'index après ${(caughtUpMs / 1000).toFixed(1)} s ; test entier ${((Date.now() - started) / 1000).toFixed(0)} s`,
      ].join('\n'),
    );
  });
});
