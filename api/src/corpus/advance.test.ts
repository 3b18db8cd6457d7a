jest.setTimeout(180_000);

import { openTestDatabase, testBackends, type TestDatabase } from '../testing/databases';
import { TEST_SEED } from '../testing/app';
import { UnknownCompaniesError, advanceCorpus, capitalText } from './advance';
import { seedCorpus } from './seed';

const COMPANIES = 300;
const PERIOD = { days: 366, seed: 11, today: '2026-06-30' };

interface EventRow {
  entreprise_id: number;
  code: string;
  ancienne_valeur: string | null;
  nouvelle_valeur: string | null;
  date_evenement: string;
  source: string;
  cle: string;
}

async function corpus(kind: Parameters<typeof openTestDatabase>[0]): Promise<TestDatabase> {
  const t = await openTestDatabase(kind);
  await seedCorpus(t.db, { companies: COMPANIES, seed: TEST_SEED });
  return t;
}

const eventsOf = (t: TestDatabase, seed: number) =>
  t.db.query<EventRow>(
    `select entreprise_id, code, ancienne_valeur, nouvelle_valeur, date_evenement::text as date_evenement, source, cle
       from evenement_entreprise where cle like $1 order by cle`,
    [`corpus:${seed}:%`],
  );

describe.each(testBackends())('corpus advance on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await corpus(kind);
  });
  afterAll(() => t?.dispose());

  it('applies dated events to the data and records each as a change event', async () => {
    const r = await advanceCorpus(t.db, PERIOD);
    expect(r).toMatchObject({ graine: 11, du: '2025-06-30', au: '2026-06-30' });
    const events = await eventsOf(t, 11);
    expect(events).toHaveLength(r.evenements);
    // A few per cent of the companies change in a month.
    expect(r.evenements).toBeGreaterThan(COMPANIES * 0.1);
    expect(r.evenements).toBeLessThan(COMPANIES * 2);
    for (const e of events) expect(e.date_evenement >= r.du && e.date_evenement <= r.au).toBe(true);
    const codes = new Set(events.map((e) => e.code));
    for (const code of ['ACTE_DEPOSE', 'COMPTES_DEPOSES', 'CAPITAL', 'DIRIGEANT_NOMME', 'DIRIGEANT_PARTI', 'SURETE_INSCRITE']) expect(codes).toContain(code);

    for (const e of events.filter((x) => x.code === 'CAPITAL')) {
      expect(e.source).toBe('RCS');
      const [stored] = await t.db.query<{ capital: number; devise: string }>('select capital_social::float8 as capital, devise from entreprise where id = $1', [e.entreprise_id]);
      expect(e.nouvelle_valeur).toBe(capitalText(stored!.capital, stored!.devise));
      expect(e.ancienne_valeur).not.toBe(e.nouvelle_valeur);
    }
    for (const e of events.filter((x) => x.code === 'DENOMINATION')) {
      const [stored] = await t.db.query<{ denomination: string; precedentes: string[] }>(
        'select denomination, denominations_precedentes as precedentes from entreprise where id = $1',
        [e.entreprise_id],
      );
      expect(stored!.denomination).toBe(e.nouvelle_valeur);
      expect(stored!.precedentes).toContain(e.ancienne_valeur);
    }
    const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;
    for (const e of events) {
      if (e.code === 'ACTE_DEPOSE') {
        expect(e.source).toBe('GREFFE');
        expect(await count('select count(*)::int as n from depot_acte where entreprise_id = $1 and date_depot = $2 and type_acte = $3', [e.entreprise_id, e.date_evenement, e.nouvelle_valeur])).toBeGreaterThan(0);
      }
      if (e.code === 'COMPTES_DEPOSES') {
        expect(await count('select count(*)::int as n from depot_comptes where entreprise_id = $1 and date_depot = $2', [e.entreprise_id, e.date_evenement])).toBe(1);
      }
      if (e.code === 'DIRIGEANT_PARTI') {
        expect(await count(`select count(*)::int as n from fonction where entreprise_id = $1 and date_fin = $2 and nature = 'DIRIGEANT'`, [e.entreprise_id, e.date_evenement])).toBeGreaterThan(0);
      }
      if (e.code === 'DIRIGEANT_NOMME') {
        expect(await count(`select count(*)::int as n from fonction where entreprise_id = $1 and date_debut = $2 and date_fin is null`, [e.entreprise_id, e.date_evenement])).toBeGreaterThan(0);
      }
      if (e.code === 'SURETE_INSCRITE') {
        expect(await count('select count(*)::int as n from inscription_surete where entreprise_id = $1 and date_inscription = $2', [e.entreprise_id, e.date_evenement])).toBeGreaterThan(0);
      }
      if (e.code === 'PROCEDURE_OUVERTE' || e.code === 'PROCEDURE_CLOTUREE') {
        // Legal notices: the BODACC for a mainland company, the JONC for a Caledonian one.
        const [company] = await t.db.query<{ territoire: string }>('select territoire from entreprise where id = $1', [e.entreprise_id]);
        expect(e.source).toBe(company!.territoire === 'NC' ? 'JONC' : 'BODACC');
      }
      if (e.code === 'PROCEDURE_OUVERTE') {
        expect(await count('select count(*)::int as n from procedure_collective where entreprise_id = $1 and date_jugement = $2 and date_cloture is null', [e.entreprise_id, e.date_evenement])).toBe(1);
      }
    }
    // New executives are searchable.
    const appointed = events.find((e) => e.code === 'DIRIGEANT_NOMME')!;
    const [{ dirigeants }] = (await t.db.query<{ dirigeants: string }>('select dirigeants from entreprise where id = $1', [appointed.entreprise_id])) as [{ dirigeants: string }];
    const nom = appointed.nouvelle_valeur!.split(' ').pop()!.toLowerCase();
    expect(dirigeants).toContain(nom.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  });

  it('records and applies nothing again for the same seed and period', async () => {
    const before = await t.db.query('select id, capital_social, denomination from entreprise order by id');
    const filed = await t.db.query('select count(*)::int as n from depot_acte');
    const r = await advanceCorpus(t.db, PERIOD);
    expect(r.evenements).toBe(0);
    expect(await t.db.query('select id, capital_social, denomination from entreprise order by id')).toEqual(before);
    expect(await t.db.query('select count(*)::int as n from depot_acte')).toEqual(filed);
  });

  it('gives the same events for the same seed on the same corpus', async () => {
    const other = await corpus(kind);
    try {
      const r = await advanceCorpus(other.db, PERIOD);
      expect(r.evenements).toBeGreaterThan(0);
      expect(await eventsOf(other, 11)).toEqual(await eventsOf(t, 11));
    } finally {
      await other.dispose();
    }
  });

  it('gives each forced company an event, revealed to the surveillances that cover it', async () => {
    const ids = (await t.db.query<{ id: number }>(
      `(select id from entreprise where statut_entreprise = 'ACTIF' and personne_morale and code_greffe is not null order by id limit 3)
       union all (select id from entreprise where statut_entreprise = 'RADIE' order by id limit 1)
       union all (select id from entreprise where code_greffe is null order by id limit 1)`,
    )).map((r) => r.id);
    expect(ids).toHaveLength(5);
    const [account] = await t.db.query<{ id: number }>(
      `insert into compte_client (numero_client, type_compte, type_profil, grille_tarifaire, roles, position, offres_de_service, habilitations)
       values ('AV1', 'ABONNE', 'PROFESSIONNEL', 'STANDARD', '{}', 'OUVERT', 'SURV', '') returning id`,
    );
    await t.db.query(
      `insert into surveillance (compte_client_id, entreprise_id, domaines, cree_par, cree_le)
       select $1, id, '{RCS_BILAN_ACTES,BIL,ACT,PROCEDURES_COLLECTIVES,PRIVILEGES_ET_NANTISSEMENTS}', 'test', now() - interval '1 second' from unnest($2::int[]) id`,
      [account!.id, ids],
    );
    const r = await advanceCorpus(t.db, { days: 1, seed: 12, today: '2026-07-01', entreprises: ids });
    const events = await eventsOf(t, 12);
    for (const id of ids) expect(events.filter((e) => e.entreprise_id === id).length).toBeGreaterThan(0);
    const revealed = await t.db.query<{ n: number }>(
      `select count(*)::int as n from revelation r join evenement_entreprise e on e.id = r.evenement_id where r.compte_client_id = $1 and e.cle like 'corpus:12:%'`,
      [account!.id],
    );
    expect(revealed[0]!.n).toBe(events.filter((e) => ids.includes(e.entreprise_id)).length);
    expect(r.revelations).toBeGreaterThanOrEqual(revealed[0]!.n);
  });

  it('refuses companies that do not exist, changing nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from evenement_entreprise');
    await expect(advanceCorpus(t.db, { days: 30, seed: 13, entreprises: [999_999] })).rejects.toThrow(UnknownCompaniesError);
    expect(await t.db.query('select count(*)::int as n from evenement_entreprise')).toEqual(before);
  });
});
