jest.setTimeout(180_000);

import { type TestDatabase, useTestDatabase, testBackends } from '../testing/databases';
import { DEFAULT_SEED, generateCompany } from './generator';
import { seedCorpus } from './seed';

const count = async (t: TestDatabase, sql: string) => Number((await t.db.query<{ n: number }>(sql))[0]!.n);

describe.each(testBackends())('corpus seeding on %s', (kind) => {
  const t = useTestDatabase(kind);

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

  it('seeds every company with its search columns and indexes, reporting its progress and steps', async () => {
    const reports: string[] = [];
    const r = await seedCorpus(t.db, {
      companies: 60,
      batchSize: 20,
      rebuildIndexes: true,
      atomic: true,
      onProgress: (done, total) => reports.push(`${done}/${total}`),
      onStep: (step) => reports.push(step),
    });
    expect(reports).toEqual(['20/60', '40/60', '60/60', 'search', 'indexes']);
    expect(r.companies).toBe(60);
    expect(await count(t, 'select count(*)::int as n from entreprise')).toBe(60);
    expect(await count(t, 'select count(*)::int as n from entreprise where document is null')).toBe(0);
    expect(await count(t, "select count(*)::int as n from pg_indexes where indexname = 'entreprise_nom_trgm' and schemaname = current_schema()")).toBe(1);
  });

  it('writes the registrations against debtors with their companies', async () => {
    // The 60 companies seeded above, as the generator made them.
    const records = Array.from({ length: 60 }, (_, i) => generateCompany(DEFAULT_SEED, i));
    const expected = records.flatMap((r) => r.suretes.map((s) => ({ numero_identification: r.entreprise.numero_identification, ...s })));
    expect(expected.length).toBeGreaterThan(0);
    const rows = await t.db.query<Record<string, unknown>>(
      `select e.numero_identification, s.numero, s.type_inscription, s.date_inscription::text as date_inscription,
              s.date_effet_fin::text as date_effet_fin, s.creancier, s.montant, s.devise::text as devise, s.code_greffe::text as code_greffe
         from inscription_surete s join entreprise e on e.id = s.entreprise_id
        order by e.numero_identification, s.date_inscription, s.numero`,
    );
    const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      `${a.numero_identification}|${a.date_inscription}|${a.numero}`.localeCompare(`${b.numero_identification}|${b.date_inscription}|${b.numero}`);
    expect([...rows].sort(byKey)).toEqual([...expected].sort(byKey));
    // Only against companies registered at a greffe: the registry that keeps them.
    expect(await count(t, 'select count(*)::int as n from inscription_surete s join entreprise e on e.id = s.entreprise_id where e.code_greffe is null or e.code_greffe <> s.code_greffe')).toBe(0);
  });
});