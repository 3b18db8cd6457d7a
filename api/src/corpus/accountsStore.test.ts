jest.setTimeout(180_000);

import { type Postes, chiffresDesComptes } from '@portail/shared/api';
import { openTestDatabase, testBackends, type TestDatabase } from '../testing/databases';
import { TEST_SEED } from '../testing/app';
import { advanceCorpus } from './advance';
import { generateCompany } from './generator';
import { seedCorpus } from './seed';

const COMPANIES = 300;

interface Row {
  entreprise_id: number;
  numero: string;
  date_cloture: string;
  regime: 'COMPLET' | 'SIMPLIFIE';
  confidentiel: boolean;
  postes: Postes;
  chiffre_affaires: number | null;
  resultat: number | null;
}

const rowsOf = (t: TestDatabase) =>
  t.db.query<Row>(
    `select a.entreprise_id, e.numero_identification as numero, a.date_cloture::text as date_cloture, a.regime, a.confidentiel, a.postes,
            x.chiffre_affaires::float8 as chiffre_affaires, x.resultat::float8 as resultat
       from comptes_annuels a join entreprise e on e.id = a.entreprise_id
       left join exercice x on x.entreprise_id = a.entreprise_id and x.date_cloture = a.date_cloture
      order by a.entreprise_id, a.date_cloture`,
  );

describe.each(testBackends())('annual accounts stored on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedCorpus(t.db, { companies: COMPANIES, seed: TEST_SEED });
  });
  afterAll(() => t?.dispose());

  it('are written by the seed as the generator makes them, with the filings', async () => {
    const expected = Array.from({ length: COMPANIES }, (_, i) => generateCompany(TEST_SEED, i)).flatMap((c) =>
      (c.comptes_annuels ?? []).map((y) => ({ numero: c.entreprise.numero_identification, date_cloture: y.date_cloture, regime: y.regime, confidentiel: y.confidentiel, postes: y.postes })),
    );
    expect(expected.length).toBeGreaterThan(50);
    const rows = (await rowsOf(t)).map(({ numero, date_cloture, regime, confidentiel, postes }) => ({ numero, date_cloture, regime, confidentiel, postes }));
    const key = (r: { numero: string; date_cloture: string }) => `${r.numero}|${r.date_cloture}`;
    expect([...rows].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...expected].sort((a, b) => key(a).localeCompare(key(b))));
  });

  it('follow the corpus forward: a newly filed year gets its accounts, consistent with its declared figures, in the same transaction', async () => {
    const before = await rowsOf(t);
    const r = await advanceCorpus(t.db, { days: 366, seed: 11, today: '2026-06-30' });
    expect(r.par_code.COMPTES_DEPOSES ?? 0).toBeGreaterThan(0);
    const after = await rowsOf(t);
    const known = new Set(before.map((x) => `${x.entreprise_id}|${x.date_cloture}`));
    const added = after.filter((x) => !known.has(`${x.entreprise_id}|${x.date_cloture}`));
    expect(added.length).toBeGreaterThan(0);
    // One new year per filing of the period (consolidated accounts have none of their own).
    const [{ n }] = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from depot_comptes c
        where c.type <> 'CONSOLIDES' and not exists (select 1 from comptes_annuels a where a.entreprise_id = c.entreprise_id and a.date_cloture = c.date_cloture)`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    for (const y of added.filter((x) => !x.confidentiel)) {
      const f = chiffresDesComptes(y.regime, y.postes);
      expect(f.chiffre_affaires).toBe(y.chiffre_affaires);
      expect(f.resultat_net).toBe(y.resultat);
      const p = y.postes;
      const net = y.regime === 'COMPLET' ? (p.CO ?? 0) - (p['1A'] ?? 0) : (p['110'] ?? 0) - (p['112'] ?? 0);
      expect(net).toBe(y.regime === 'COMPLET' ? p.EE : p['180']);
    }
    // Moving forward over the same period again changes nothing.
    await advanceCorpus(t.db, { days: 366, seed: 11, today: '2026-06-30' });
    expect(await rowsOf(t)).toEqual(after);
  });
});
