// The search outbox: every rewrite of a company's search columns notes it in the transaction of the
// change (and a rollback notes nothing); the drain job hands the noted companies to the index in
// batches, keeps them while the index fails and retries with the queue's backoff, deletes them once
// the index took them, and runs one at a time.
jest.setTimeout(120_000);

import { randomBytes } from 'node:crypto';
import { advanceCorpus } from '../../../corpus/advance';
import { seedCorpus } from '../../../corpus/seed';
import { refreshSearch } from '../../../corpus/writer';
import { JobWorker, ManualClock, jobStatus } from '../../../jobs/queue';
import { TEST_SEED } from '../../../testing/app';
import { openTestDatabase, testBackends, type TestDatabase } from '../../../testing/databases';
import type { SearchIndexer } from './indexer';
import { SEARCH_DRAIN, enqueueSearchDrain, searchOutboxBacklog } from './outbox';
import { drainSearchOutbox, searchDrainHandlers } from './outboxDrain';
import { OpenSearchClient } from './opensearchClient';
import { dropIndex } from './opensearchIndex';
import { OpenSearchIndexer } from './opensearchIndexer';

/** An index in memory that refuses its first `failures` calls, as an unreachable node would. */
class FlakyIndex implements SearchIndexer {
  readonly documents = new Map<string, number>();
  calls = 0;
  constructor(private failures: number) {}
  async indexCompanies(numbers: readonly string[]): Promise<void> {
    this.calls++;
    if (this.failures > 0) {
      this.failures--;
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }
    for (const n of numbers) this.documents.set(n, (this.documents.get(n) ?? 0) + 1);
  }
  async removeCompanies(numbers: readonly string[]): Promise<void> {
    for (const n of numbers) this.documents.delete(n);
  }
  async reindexAll(): Promise<never> {
    throw new Error('not used here');
  }
}

const COMPANIES = 40;

describe.each(testBackends())('search outbox on %s', (kind) => {
  let t: TestDatabase;
  let all: string[];
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedCorpus(t.db, { companies: COMPANIES, seed: TEST_SEED });
    all = (await t.db.query<{ n: string }>('select numero_identification as n from entreprise order by n')).map((r) => r.n);
  });
  afterAll(() => t?.dispose());

  const noted = async () => (await t.db.query<{ n: string }>('select distinct numero_identification as n from search_outbox order by n')).map((r) => r.n);
  const clear = () => t.db.query('delete from search_outbox');
  const idOf = async (n: string) => (await t.db.query<{ id: number }>('select id from entreprise where numero_identification = $1', [n]))[0]!.id;

  it('notes every company whose search columns are rewritten, with the change or not at all', async () => {
    // The seed's refresh noted the whole corpus.
    expect(await noted()).toEqual(all);
    await clear();

    const id = await idOf(all[3]!);
    await refreshSearch(t.db, id, id);
    expect(await noted()).toEqual([all[3]]);
    await clear();

    // A change rolled back leaves no note.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('select refresh_search($1, $1)', [id]);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await searchOutboxBacklog(t.db)).toBe(0);
  });

  it('notes the companies a corpus advance renames or changes the executives of, and asks for a drain in the same transaction', async () => {
    await clear();
    const jobsBefore = (await t.db.query(`select 1 from tache where type = $1`, [SEARCH_DRAIN])).length;
    await advanceCorpus(t.db, { days: 366, seed: 7, today: '2026-06-30' });
    const changed = await t.db.query<{ n: string }>(
      `select distinct e.numero_identification as n from evenement_entreprise v join entreprise e on e.id = v.entreprise_id
        where v.cle like 'corpus:7:%' and v.code in ('DENOMINATION', 'DIRIGEANT_NOMME', 'DIRIGEANT_PARTI') order by n`,
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(await noted()).toEqual(changed.map((r) => r.n));
    expect((await t.db.query(`select 1 from tache where type = $1`, [SEARCH_DRAIN])).length).toBe(jobsBefore + 1);
  });

  it('drains in batches, keeps the rows while the index fails, retries with backoff, then deletes them', async () => {
    await clear();
    await t.db.query(`update tache set statut = 'ANNULEE' where type = $1 and statut = 'EN_ATTENTE'`, [SEARCH_DRAIN]);
    const [range] = await t.db.query<{ lo: number; hi: number }>('select min(id) as lo, max(id) as hi from entreprise');
    await refreshSearch(t.db, range!.lo, range!.hi);
    // A company noted twice is indexed once per batch.
    await refreshSearch(t.db, await idOf(all[1]!), await idOf(all[1]!));
    const index = new FlakyIndex(3);
    const clock = new ManualClock();
    const worker = new JobWorker(t.db, searchDrainHandlers({ indexer: index, batch: 7 }), { clock });
    await enqueueSearchDrain(t.db);
    const [job] = await t.db.query<{ cle: string }>(`select cle from tache where type = $1 and statut = 'EN_ATTENTE'`, [SEARCH_DRAIN]);

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.runDue()).toBe(1);
      expect(await jobStatus(t.db, job!.cle)).toMatchObject({ statut: 'EN_ATTENTE', tentatives: attempt, derniere_erreur: expect.stringContaining('ECONNREFUSED') });
      expect(await searchOutboxBacklog(t.db)).toBe(COMPANIES + 1);
      // Not due again before its backoff.
      expect(await worker.runDue()).toBe(0);
      clock.set(new Date(clock.now().getTime() + 3_600_000));
    }
    expect(await worker.runDue()).toBe(1);
    expect(await jobStatus(t.db, job!.cle)).toMatchObject({ statut: 'TERMINEE', tentatives: 4 });
    expect(await searchOutboxBacklog(t.db)).toBe(0);
    expect([...index.documents.keys()].sort()).toEqual(all);
    // 41 rows by 7: 6 batches after the 3 refused calls.
    expect(index.calls).toBe(3 + 6);

    // Indexing again what is already indexed changes nothing but the count of writes.
    await refreshSearch(t.db, await idOf(all[2]!), await idOf(all[2]!));
    await drainSearchOutbox(t.db, { indexer: index });
    expect([...index.documents.keys()].sort()).toEqual(all);
    expect(await searchOutboxBacklog(t.db)).toBe(0);
  });

  it('does not call an index the breaker says is down, and keeps the rows', async () => {
    await refreshSearch(t.db, await idOf(all[5]!), await idOf(all[5]!));
    const index = new FlakyIndex(0);
    await expect(drainSearchOutbox(t.db, { indexer: index, available: () => false })).rejects.toThrow('ne répond pas');
    expect(index.calls).toBe(0);
    expect(await noted()).toEqual([all[5]]);
    await drainSearchOutbox(t.db, { indexer: index, available: () => true });
    expect(await searchOutboxBacklog(t.db)).toBe(0);
  });

  it('gives up a call that does not answer in time', async () => {
    await refreshSearch(t.db, await idOf(all[6]!), await idOf(all[6]!));
    const hanging: SearchIndexer = {
      indexCompanies: () => new Promise(() => undefined),
      removeCompanies: async () => undefined,
      reindexAll: async () => ({ index: '', documents: 0, milliseconds: 0 }),
    };
    await expect(drainSearchOutbox(t.db, { indexer: hanging, callTimeoutMs: 20 })).rejects.toThrow('pas de réponse');
    expect(await noted()).toEqual([all[6]]);
    await clear();
  });

  it('only prunes without an index', async () => {
    const [first] = await t.db.query<{ id: number }>('select min(id) as id from entreprise');
    await refreshSearch(t.db, first!.id, first!.id + 9);
    expect(await drainSearchOutbox(t.db)).toMatchObject({ rows: 10, companies: 10 });
    expect(await searchOutboxBacklog(t.db)).toBe(0);
  });

  it('runs one drain at a time: a second one fails while the first holds the lease, and runs after it', async () => {
    await refreshSearch(t.db, await idOf(all[0]!), await idOf(all[0]!));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const slow: SearchIndexer = {
      indexCompanies: async () => {
        entered();
        await gate;
      },
      removeCompanies: async () => undefined,
      reindexAll: async () => ({ index: '', documents: 0, milliseconds: 0 }),
    };
    const first = drainSearchOutbox(t.db, { indexer: slow });
    await inside;
    await expect(drainSearchOutbox(t.db, { indexer: new FlakyIndex(0) })).rejects.toThrow('un autre processus');
    release();
    expect(await first).toMatchObject({ rows: 1 });
    await refreshSearch(t.db, await idOf(all[0]!), await idOf(all[0]!));
    expect(await drainSearchOutbox(t.db, { indexer: new FlakyIndex(0) })).toMatchObject({ rows: 1 });
  });
});

// The same drain against a real node (`npm run test:opensearch` sets TEST_OPENSEARCH_URL): a change
// noted while the node cannot be reached stays noted, and reaches the index once it can.
const NODE = process.env.TEST_OPENSEARCH_URL;
if (NODE) {
  describe('search outbox drained into OpenSearch', () => {
    let t: TestDatabase;
    let client: OpenSearchClient;
    let indexer: OpenSearchIndexer;
    const alias = `test-outbox-${process.pid}-${randomBytes(4).toString('hex')}`;
    beforeAll(async () => {
      t = await openTestDatabase(testBackends().includes('postgres') ? 'postgres' : 'pglite');
      await seedCorpus(t.db, { companies: COMPANIES, seed: TEST_SEED });
      client = new OpenSearchClient({ url: NODE });
      indexer = new OpenSearchIndexer(t.db, { client, alias });
      await indexer.reindexAll();
      await t.db.query('delete from search_outbox');
    });
    afterAll(async () => {
      await dropIndex(client, alias).catch(() => undefined);
      await t?.dispose();
    });

    it('keeps a rename while the node does not answer, and indexes it once it does', async () => {
      const [company] = await t.db.query<{ id: number; numero: string }>('select id, numero_identification as numero from entreprise where personne_morale order by id limit 1');
      await t.db.transaction(async (tx) => {
        await tx.query(`update entreprise set denomination = 'ZORGLUB OUTBOX' where id = $1`, [company!.id]);
        await tx.query('select refresh_search($1, $1)', [company!.id]);
        await enqueueSearchDrain(tx);
      });
      const nameInIndex = async () => {
        const res = await client.request<{ _source: { nom: string | null } }>('GET', `/${alias}/_doc/${company!.numero}`);
        return res.body._source.nom;
      };
      expect(await nameInIndex()).not.toBe('ZORGLUB OUTBOX');

      // Nobody listens on the port: refused, kept, tried again later.
      const unreachable = new OpenSearchIndexer(t.db, { client: new OpenSearchClient({ url: 'http://127.0.0.1:9', timeoutMs: 500 }), alias });
      const clock = new ManualClock();
      const down = new JobWorker(t.db, searchDrainHandlers({ indexer: unreachable }), { clock });
      expect(await down.runDue()).toBe(1);
      expect(await noted(t)).toEqual([company!.numero]);

      clock.set(new Date(Date.now() + 3_600_000));
      const up = new JobWorker(t.db, searchDrainHandlers({ indexer }), { clock });
      expect(await up.runDue()).toBe(1);
      await indexer.refresh();
      expect(await nameInIndex()).toBe('ZORGLUB OUTBOX');
      expect(await searchOutboxBacklog(t.db)).toBe(0);
    });
  });
}

async function noted(t: TestDatabase): Promise<string[]> {
  return (await t.db.query<{ n: string }>('select distinct numero_identification as n from search_outbox order by n')).map((r) => r.n);
}
