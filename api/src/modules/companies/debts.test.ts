jest.setTimeout(180_000);

import { DebiteurSchema, InscriptionSureteSchema, TYPES_INSCRIPTION } from '@portail/shared/api';
import { generateCompany } from '../../corpus/generator';
import { PARIS_TODAY } from '../../db/days';
import { insertCompanies, refreshSearch } from '../../corpus/writer';
import { seedCorpus } from '../../corpus/seed';
import { GREFFE_BY_CODE, greffeForCommune } from '../../data/greffes';
import { type TestDatabase, openTestDatabase, testBackends } from '../../testing/databases';
import { type FixtureSpec, fixtureRecord, withKey } from '../../testing/fixtures';
import { DEBITEUR_NON_DIFFUSIBLE, findDebtors, registrationsOf } from './debts';

const CORPUS = 300;
const SEED = 424242;

/** ISO date `days` days from today (UTC), so that "in effect" holds whenever the tests run. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const lille = { code: '59350', nom: 'Lille', cp: '59000', departement: '59' };
const nantes = { code: '44109', nom: 'Nantes', cp: '44000', departement: '44' };
const noumea = { code: '98818', nom: 'Nouméa', cp: '98800', departement: '988' };

const KERBRAT: FixtureSpec = {
  siren: withKey('91234701'),
  denomination: 'MENUISERIE KERBRAT-VALDOME',
  forme: '5499',
  naf: '16.23Z',
  commune: lille,
  tranche: '11',
  anciens: ['ATELIERS VALDOME'],
  suretes: [
    { numero: '2016 C 00101', type_inscription: 'CREDIT_BAIL', date_inscription: '2016-01-15', date_effet_fin: '2021-01-15', creancier: 'Natixis Lease', montant: 4_500_000 },
    { numero: '2019 N 00102', type_inscription: 'NANTISSEMENT_FONDS', date_inscription: '2019-05-10', date_effet_fin: fromToday(900), creancier: 'Crédit Mutuel', montant: 15_000_000 },
    { numero: '2023 R 00103', type_inscription: 'RESERVE_PROPRIETE', date_inscription: '2023-02-01', date_effet_fin: null, creancier: 'DUVAL Matériaux SAS', montant: null },
    { numero: '2024 T 00104', type_inscription: 'PRIVILEGE_TRESOR', date_inscription: '2024-03-01', date_effet_fin: fromToday(2000), creancier: 'Service des impôts des entreprises de Lille', montant: 1_250_000 },
    { numero: '2010 M 00105', type_inscription: 'NANTISSEMENT_OUTILLAGE', date_inscription: '2010-01-04', date_effet_fin: fromToday(-30), creancier: 'LCL', montant: 900_000 },
    { numero: '2022 T 00106', type_inscription: 'PRIVILEGE_TRESOR', date_inscription: '2022-09-12', date_effet_fin: fromToday(1500), creancier: 'Service des impôts des entreprises de Lille', montant: 310_000 },
  ],
};
const KERBRAT_ATLANTIQUE: FixtureSpec = {
  siren: withKey('91234702'),
  denomination: 'MENUISERIE KERBRAT VALDOME ATLANTIQUE',
  forme: '5710',
  naf: '16.23Z',
  commune: nantes,
  tranche: '02',
  suretes: [{ numero: '2025 G 00201', type_inscription: 'GAGE_STOCKS', date_inscription: '2025-01-20', date_effet_fin: fromToday(3000), creancier: 'Banque Populaire', montant: 2_000_000 }],
};
/** Every registration has lapsed. */
const KERBRAT_LAPSED: FixtureSpec = {
  siren: withKey('91234703'),
  denomination: 'KERBRAT VALDOME BOIS',
  forme: '5499',
  naf: '16.23Z',
  commune: nantes,
  suretes: [{ numero: '2012 N 00301', type_inscription: 'NANTISSEMENT_FONDS', date_inscription: '2012-06-01', date_effet_fin: '2022-06-01', creancier: 'LCL', montant: 5_000_000 }],
};
/** A partially diffusible sole trader: its name is never disclosed. */
const HIDDEN: FixtureSpec = {
  siren: withKey('91234704'),
  denomination: null,
  personne_morale: false,
  forme: '1000',
  naf: '43.32A',
  commune: lille,
  diffusion_partielle: true,
  dirigeants: [{ role: 'EXPLOITANT', nom: 'KERBRAT', prenoms: 'Valdome', annee: 1975, mois: 3 }],
  suretes: [{ numero: '2024 S 00401', type_inscription: 'PRIVILEGE_SECURITE_SOCIALE', date_inscription: '2024-04-02', date_effet_fin: fromToday(2500), creancier: 'URSSAF Hauts-de-France', montant: 780_000 }],
};
/** New Caledonia: a RIDET, no SIREN. */
const CALEDONIE: FixtureSpec = {
  ridet: '7654321',
  denomination: 'MENUISERIE KERBRAT CALÉDONIE',
  forme: '5499',
  naf: '16.23Z',
  commune: noumea,
  suretes: [{ numero: '2024 T 00501', type_inscription: 'PRIVILEGE_TRESOR', date_inscription: '2024-08-19', date_effet_fin: fromToday(2800), creancier: 'Direction des services fiscaux de la Nouvelle-Calédonie', montant: 95_000_000 }],
};
const SPECS = [KERBRAT, KERBRAT_ATLANTIQUE, KERBRAT_LAPSED, HIDDEN, CALEDONIE];

describe.each(testBackends())('debt-status queries on %s', (kind) => {
  let t: TestDatabase;
  const ids = new Map<FixtureSpec, number>();
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedCorpus(t.db, { companies: CORPUS, seed: SEED });
    const inserted = await t.db.transaction((tx) => insertCompanies(tx, SPECS.map(fixtureRecord)));
    SPECS.forEach((s, i) => ids.set(s, inserted[i]!));
    await refreshSearch(t.db, Math.min(...inserted), Math.max(...inserted));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const debtor = (spec: FixtureSpec) => ({ id_entreprise: ids.get(spec)!, numero_debiteur: spec.siren ?? spec.ridet! });

  describe('findDebtors', () => {
    it('finds one debtor by SIREN, with its greffe and the number of its registrations in effect', async () => {
      const found = await findDebtors(t.db, { siren: KERBRAT.siren!, denomination: null, code_postal: null });
      expect(found).toHaveLength(1);
      const code = greffeForCommune(lille.code)!.code;
      expect(DebiteurSchema.parse(found[0])).toEqual({
        ...debtor(KERBRAT),
        siren: KERBRAT.siren,
        denomination: 'MENUISERIE KERBRAT-VALDOME',
        code_greffe: code,
        greffe: GREFFE_BY_CODE.get(code)!.nom,
        // 6 registered, 2 of them lapsed.
        nombre_inscriptions: 4,
      });
      // Typed with spaces; the SIREN decides, whatever the name and postcode.
      const spaced = `${KERBRAT.siren!.slice(0, 3)} ${KERBRAT.siren!.slice(3, 6)} ${KERBRAT.siren!.slice(6)}`;
      expect(await findDebtors(t.db, { siren: spaced, denomination: 'Autre chose', code_postal: '44000' })).toEqual(found);
    });

    it('finds no debtor for an unknown or malformed SIREN, nor without any criterion', async () => {
      expect(await findDebtors(t.db, { siren: withKey('99999998'), denomination: null, code_postal: null })).toEqual([]);
      expect(await findDebtors(t.db, { siren: '12345', denomination: 'MENUISERIE KERBRAT-VALDOME', code_postal: null })).toEqual([]);
      expect(await findDebtors(t.db, { siren: null, denomination: null, code_postal: '59000' })).toEqual([]);
      expect(await findDebtors(t.db, { siren: null, denomination: '  ', code_postal: null })).toEqual([]);
      expect(await findDebtors(t.db, { siren: null, denomination: '--', code_postal: null })).toEqual([]);
      // A letter is too little to approach a name.
      const letter = await findDebtors(t.db, { siren: null, denomination: 'K', code_postal: null });
      expect(letter.map((d) => d.id_entreprise)).not.toContain(ids.get(KERBRAT_LAPSED));
    });

    it('gives a debtor without a disclosed name by SIREN only, without its name', async () => {
      const [d] = await findDebtors(t.db, { siren: HIDDEN.siren!, denomination: null, code_postal: null });
      expect(d).toMatchObject({ ...debtor(HIDDEN), denomination: DEBITEUR_NON_DIFFUSIBLE, nombre_inscriptions: 1 });
      const byName = await findDebtors(t.db, { siren: null, denomination: 'Kerbrat Valdome', code_postal: null });
      expect(byName.map((x) => x.id_entreprise)).not.toContain(ids.get(HIDDEN));
      expect(JSON.stringify(byName)).not.toMatch(/Valdome KERBRAT|KERBRAT Valdome/);
    });

    it('finds debtors by approaching name: the exact name first, then names holding its words', async () => {
      const found = await findDebtors(t.db, { siren: null, denomination: 'Menuiserie Kerbrat Valdome', code_postal: null });
      for (const d of found) DebiteurSchema.parse(d);
      expect(found.slice(0, 2)).toEqual([
        expect.objectContaining({ ...debtor(KERBRAT), nombre_inscriptions: 4 }),
        expect.objectContaining({ ...debtor(KERBRAT_ATLANTIQUE), nombre_inscriptions: 1, denomination: 'MENUISERIE KERBRAT VALDOME ATLANTIQUE' }),
      ]);
      // Not every joinery of the corpus: each word must be there, give or take a typo.
      expect(found.every((d) => /KERBRAT/.test(d.denomination))).toBe(true);
      // Fewer words: all the names holding them, the lapsed debtor too (with no registration in effect).
      const fewer = await findDebtors(t.db, { siren: null, denomination: 'kerbrat valdome', code_postal: null });
      expect(fewer.map((d) => d.id_entreprise).sort()).toEqual([KERBRAT, KERBRAT_ATLANTIQUE, KERBRAT_LAPSED].map((s) => ids.get(s)).sort());
      expect(fewer.find((d) => d.id_entreprise === ids.get(KERBRAT_LAPSED))).toMatchObject({ nombre_inscriptions: 0 });
      // The limit holds.
      expect(await findDebtors(t.db, { siren: null, denomination: 'kerbrat valdome', code_postal: null }, 1)).toHaveLength(1);
    });

    it('finds debtors by name despite typos, and by former name', async () => {
      const typo = await findDebtors(t.db, { siren: null, denomination: 'MENUSERIE KERBRA VALDOMME', code_postal: null });
      expect(typo[0]).toMatchObject(debtor(KERBRAT));
      expect(typo.map((d) => d.id_entreprise)).toContain(ids.get(KERBRAT_ATLANTIQUE));
      const former = await findDebtors(t.db, { siren: null, denomination: 'Ateliers Valdome', code_postal: null });
      expect(former[0]).toMatchObject(debtor(KERBRAT));
    });

    it('restricts a name search to head offices in the postcode given', async () => {
      const nantesOnly = await findDebtors(t.db, { siren: null, denomination: 'Menuiserie Kerbrat Valdome', code_postal: '44000' });
      expect(nantesOnly.map((d) => d.id_entreprise)).toEqual([ids.get(KERBRAT_ATLANTIQUE)]);
      expect(await findDebtors(t.db, { siren: null, denomination: 'Menuiserie Kerbrat Valdome', code_postal: '13001' })).toEqual([]);
    });

    it('numbers a New Caledonian debtor by its RIDET', async () => {
      const [d] = await findDebtors(t.db, { siren: null, denomination: 'Menuiserie Kerbrat Calédonie', code_postal: null });
      expect(d).toMatchObject({ ...debtor(CALEDONIE), siren: null, numero_debiteur: '7654321', nombre_inscriptions: 1 });
      expect(d!.greffe).toBe(GREFFE_BY_CODE.get(d!.code_greffe!)!.nom);
    });

    it('counts the registrations in effect of corpus companies as the generator made them', async () => {
      const [{ today }] = (await t.db.query<{ today: string }>(`select ${PARIS_TODAY}::text as today`)) as [{ today: string }];
      const records = Array.from({ length: CORPUS }, (_, i) => generateCompany(SEED, i)).filter((r) => r.entreprise.siren && r.entreprise.code_greffe);
      const withSuretes = records.filter((r) => r.suretes.length);
      expect(withSuretes.length).toBeGreaterThan(10);
      for (const r of [...withSuretes.slice(0, 15), ...records.filter((x) => !x.suretes.length).slice(0, 5)]) {
        const [d] = await findDebtors(t.db, { siren: r.entreprise.siren, denomination: null, code_postal: null });
        const inEffect = r.suretes.filter((s) => s.date_effet_fin === null || s.date_effet_fin >= today).length;
        expect(d).toMatchObject({ numero_debiteur: r.entreprise.siren, code_greffe: r.entreprise.code_greffe, nombre_inscriptions: inEffect });
      }
    });
  });

  describe('registrationsOf', () => {
    it('lists the registrations in effect, by kind then date, with their debtor', async () => {
      const list = await registrationsOf(t.db, [ids.get(KERBRAT)!, ids.get(KERBRAT_ATLANTIQUE)!, ids.get(KERBRAT_LAPSED)!, ids.get(CALEDONIE)!]);
      for (const r of list) InscriptionSureteSchema.parse(r);
      expect(list.map((r) => [r.numero_debiteur, r.numero])).toEqual([
        [KERBRAT.siren, '2022 T 00106'],
        [KERBRAT.siren, '2024 T 00104'],
        [CALEDONIE.ridet, '2024 T 00501'],
        [KERBRAT.siren, '2019 N 00102'],
        [KERBRAT_ATLANTIQUE.siren, '2025 G 00201'],
        [KERBRAT.siren, '2023 R 00103'],
      ]);
      const order = list.map((r) => TYPES_INSCRIPTION.indexOf(r.type_inscription));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(list[0]).toEqual({
        entreprise_id: ids.get(KERBRAT),
        numero_debiteur: KERBRAT.siren,
        numero: '2022 T 00106',
        type_inscription: 'PRIVILEGE_TRESOR',
        date_inscription: '2022-09-12',
        date_effet_fin: fromToday(1500),
        creancier: 'Service des impôts des entreprises de Lille',
        montant: 310_000,
        devise: 'EUR',
        code_greffe: greffeForCommune(lille.code)!.code,
      });
      expect(list.find((r) => r.numero === '2023 R 00103')).toMatchObject({ date_effet_fin: null, montant: null });
      expect(list.find((r) => r.numero === '2024 T 00501')).toMatchObject({ devise: 'XPF', montant: 95_000_000 });
    });

    it('leaves out lapsed registrations, and has nothing for no company', async () => {
      expect(await registrationsOf(t.db, [ids.get(KERBRAT_LAPSED)!])).toEqual([]);
      const numeros = (await registrationsOf(t.db, [ids.get(KERBRAT)!, ids.get(KERBRAT)!])).map((r) => r.numero);
      expect(numeros).toHaveLength(4);
      expect(numeros).not.toContain('2016 C 00101');
      expect(numeros).not.toContain('2010 M 00105');
      expect(await registrationsOf(t.db, [])).toEqual([]);
    });

    it('agrees with the counts of findDebtors', async () => {
      const found = await findDebtors(t.db, { siren: null, denomination: 'kerbrat', code_postal: null });
      const list = await registrationsOf(t.db, found.map((d) => d.id_entreprise!));
      for (const d of found) expect(list.filter((r) => r.entreprise_id === d.id_entreprise)).toHaveLength(d.nombre_inscriptions);
      expect(list.length).toBeGreaterThan(0);
    });
  });
});
