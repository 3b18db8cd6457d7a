jest.setTimeout(180_000);

import { type TestDatabase, openTestDatabase, testBackends } from '../testing/databases';
import { seedCorpus } from './seed';

const count = async (t: TestDatabase, sql: string) => Number((await t.db.query<{ n: number }>(sql))[0]!.n);

describe.each(testBackends())('corpus seeding on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('leaves nothing behind when an atomic seed is interrupted, so the next start seeds again', async () => {
    await expect(
      seedCorpus(t.db, {
        companies: 60,
        batchSize: 20,
        rebuildIndexes: true,
        atomic: true,
        onProgress: (done) => {
          if (done >= 40) throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    expect(await count(t, 'select count(*)::int as n from entreprise')).toBe(0);
    expect(await count(t, 'select count(*)::int as n from etablissement')).toBe(0);
    // The search indexes dropped inside the transaction are back.
    expect(await count(t, "select count(*)::int as n from pg_indexes where indexname = 'entreprise_nom_trgm' and schemaname = current_schema()")).toBe(1);
  });

  it('seeds every company with its search columns and indexes', async () => {
    const r = await seedCorpus(t.db, { companies: 60, batchSize: 20, rebuildIndexes: true, atomic: true });
    expect(r.companies).toBe(60);
    expect(await count(t, 'select count(*)::int as n from entreprise')).toBe(60);
    expect(await count(t, 'select count(*)::int as n from entreprise where document is null')).toBe(0);
    expect(await count(t, "select count(*)::int as n from pg_indexes where indexname = 'entreprise_nom_trgm' and schemaname = current_schema()")).toBe(1);
  });
});
