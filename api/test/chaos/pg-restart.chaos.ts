jest.setTimeout(300_000);

// PostgreSQL restarted under load (`pg_ctlcluster <version> <cluster> restart`, as root, on the
// server of TEST_DATABASE_URL): while it is down the API answers every request with a clean error
// (503, Retry-After and a French message, no hang, the process alive); once it is back the same
// API process answers again without being restarted; every write it acknowledged is still there.
// It restarts a server other tests may use: `npm run test:chaos` only, never `npm test`'s jest run.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { migrate } from '../../src/db/migrate';
import { seedCorpus } from '../../src/corpus/seed';
import { TEST_SEED } from '../../src/testing/app';
import { writeTariffs } from '../../src/modules/basket/repository';
import pg from 'pg';
import { alive, makeStore, startApi, stopApi, waitReady, type Store } from './support';

const CLUSTER = (process.env.CHAOS_PG_CLUSTER || '15 main').split(' ');
const CONCURRENCY = 24;
const REQUEST_TIMEOUT_MS = 10_000;
const UNAVAILABLE = 'Le service est momentanément indisponible : veuillez réessayer dans quelques instants.';
const RECOVERY_LIMIT_MS = 30_000;

/**
 * Waits until no one else has a session on the server (other databases than this test's), and
 * refuses to restart it under someone's feet after a minute.
 */
async function waitServerToOurselves(ownDatabase: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    c.on('error', () => undefined);
    await c.connect();
    const others = await c
      .query<{ datname: string; n: string }>(
        `select datname, count(*) n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid() and datname is distinct from $1 group by datname`,
        [ownDatabase],
      )
      .finally(() => c.end());
    if (others.rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Other sessions on the PostgreSQL server, not restarting it: ${JSON.stringify(others.rows)}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

type Outcome = { at: number; kind: 'ok' | 'clean-error' | 'unclean'; status: number; detail: string; write?: string };

describe('PostgreSQL restarted under load', () => {
  let store: Store;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required: this test restarts that PostgreSQL server');
    store = await makeStore('postgres', 'chaos_redemarrage');
  });
  afterAll(async () => {
    await store?.dispose();
  });

  it('fails cleanly while it is down, recovers without an API restart and loses nothing acknowledged', async () => {
    let companyIds: number[];
    const db = await store.open();
    try {
      await migrate(db);
      await writeTariffs(db);
      await seedCorpus(db, { companies: 20, seed: TEST_SEED });
      companyIds = (await db.query<{ id: number }>('select id from entreprise order by id')).map((r) => r.id);
    } finally {
      await db.close();
    }

    const api = await startApi({ ...store.env, JOBS_POLL_MS: '1000' });
    const outcomes: Outcome[] = [];
    const t0 = Date.now();
    let stop = false;
    try {
      await waitReady(api);
      let n = 0;
      // One request: a read (health with its count, a guest basket) or, one in five, a write (a
      // Kbis added to a new guest's basket), classified by what came back.
      const one = async (): Promise<Outcome> => {
        const i = n++;
        const guest = randomUUID();
        const write = i % 5 === 0;
        const url = write ? `${api.origin}/api/paniers?uid_invite=${guest}` : i % 2 ? `${api.origin}/api/health` : `${api.origin}/api/paniers?uid_invite=${guest}`;
        const init: RequestInit = write
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'KBIS', id_entreprise: companyIds[i % companyIds.length] }) }
          : {};
        const at = Date.now() - t0;
        try {
          const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
          const text = await res.text();
          if (res.ok) return { at, kind: 'ok', status: res.status, detail: '', ...(write ? { write: guest } : {}) };
          let message = '';
          try {
            message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
          } catch {
            /* not JSON */
          }
          // A clean failure: the service said unavailable for a moment, in French, with when to retry.
          const clean = res.status === 503 && res.headers.get('retry-after') !== null && message === UNAVAILABLE;
          return { at, kind: clean ? 'clean-error' : 'unclean', status: res.status, detail: `${res.status} ${text.slice(0, 200)}` };
        } catch (e) {
          return { at, kind: 'unclean', status: 0, detail: String((e as Error).message || e) };
        }
      };
      const loop = async () => {
        while (!stop) outcomes.push(await one());
      };
      const workers = Array.from({ length: CONCURRENCY }, loop);

      await new Promise((r) => setTimeout(r, 3_000));
      await waitServerToOurselves(new URL(store.env.DATABASE_URL!).pathname.slice(1));
      const restartAt = Date.now() - t0;
      // Not a synchronous call: the load goes on while the server restarts.
      await promisify(execFile)('pg_ctlcluster', [...CLUSTER, 'restart']);
      const restartedAt = Date.now() - t0;
      // Load goes on until the API has answered well for 3 s in a row, or the recovery limit.
      let recoveredAt: number | null = null;
      while (Date.now() - t0 < restartedAt + RECOVERY_LIMIT_MS) {
        await new Promise((r) => setTimeout(r, 250));
        const since = outcomes.filter((o) => o.at > restartAt);
        const lastBad = since.reduce((m, o) => (o.kind !== 'ok' && o.at > m ? o.at : m), restartAt);
        const okAfter = since.filter((o) => o.at > lastBad && o.kind === 'ok');
        if (okAfter.length > 0 && Date.now() - t0 - lastBad > 3_000) {
          recoveredAt = okAfter[0]!.at;
          break;
        }
      }
      stop = true;
      await Promise.all(workers);

      const unclean = outcomes.filter((o) => o.kind === 'unclean');
      const errors = outcomes.filter((o) => o.kind === 'clean-error');
      const statuses = [...new Set(errors.map((o) => o.detail.slice(0, 120)))];
      const window = errors.length ? `errors from +${((errors[0]!.at - restartAt) / 1000).toFixed(1)} s to +${((Math.max(...errors.slice(-200).map((o) => o.at)) - restartAt) / 1000).toFixed(1)} s` : 'no error';
      const seconds = (Date.now() - t0) / 1000;
      console.log(
        `[chaos] PostgreSQL restart under load: ${outcomes.length} requests in ${seconds.toFixed(1)} s (${Math.round(outcomes.length / seconds)}/s), ` +
          `restart took ${((restartedAt - restartAt) / 1000).toFixed(1)} s, ${errors.length} clean errors ${JSON.stringify(statuses)}, ${unclean.length} unclean, ` +
          `${window}, answering again ${recoveredAt === null ? 'never' : `${((recoveredAt - restartAt) / 1000).toFixed(1)} s after the restart began`}`,
      );
      if (unclean.length || !alive(api)) console.log(`[chaos] API ${alive(api) ? 'alive' : `exited (${api.child.exitCode ?? api.child.signalCode})`}, its output:\n${api.output().slice(-4000)}`);
      expect(unclean.slice(0, 5)).toEqual([]);
      expect(alive(api)).toBe(true);
      expect(recoveredAt).not.toBeNull();
      // The same process answers (no restart in between).
      expect((await fetch(`${api.origin}/api/health`)).status).toBe(200);
    } finally {
      stop = true;
      await stopApi(api, 'SIGTERM');
    }

    // Every acknowledged write is there.
    const acknowledged = outcomes.filter((o) => o.write).map((o) => o.write!);
    expect(acknowledged.length).toBeGreaterThan(100);
    const check = await store.open();
    try {
      const found = await check.query<{ uid: string }>(`select distinct p.uid_invite::text uid from panier p join panier_article a on a.panier_id = p.id where p.uid_invite = any($1::uuid[])`, [acknowledged]);
      expect(acknowledged.filter((g) => !found.some((f) => f.uid === g))).toEqual([]);
      console.log(`[chaos] ${acknowledged.length} acknowledged writes, all present after the restart`);
    } finally {
      await check.close();
    }
  });
});
