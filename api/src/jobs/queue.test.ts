// The job queue on PGlite and PostgreSQL: what is due by the database's time runs at once, even when
// the worker's clock reads a little earlier (the database stamps in microseconds, a JavaScript clock
// in milliseconds); what is due later waits for its time.
import { enqueue, JobWorker, jobStatus, type Clock } from './queue';
import { openTestDatabase, testBackends, type TestDatabase } from '../testing/databases';

describe.each(testBackends())('job queue on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('runs a job enqueued for now at once when the worker reads a clock behind the database', async () => {
    const behind: Clock = { now: () => new Date(Date.now() - 2_000) };
    const ran: string[] = [];
    const worker = new JobWorker(t.db, { essai: async (job) => void ran.push(job.key) }, { clock: behind });
    await enqueue(t.db, [{ type: 'essai', key: 'maintenant' }]);
    expect(await worker.runDue()).toBe(1);
    expect(ran).toEqual(['maintenant']);
    expect(await jobStatus(t.db, 'maintenant')).toMatchObject({ statut: 'TERMINEE', tentatives: 1 });
  });

  it('keeps a job due later until its time by either clock', async () => {
    const ran: string[] = [];
    const worker = new JobWorker(t.db, { essai: async (job) => void ran.push(job.key) });
    await enqueue(t.db, [{ type: 'essai', key: 'plus-tard', runAt: new Date(Date.now() + 60_000) }]);
    await worker.runDue();
    expect(ran).not.toContain('plus-tard');
    expect(await jobStatus(t.db, 'plus-tard')).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 0 });
  });
});
