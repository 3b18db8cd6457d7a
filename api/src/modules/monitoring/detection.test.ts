import { openTestDatabase, testBackends, type TestDatabase } from '../../testing/databases';
import { detectRevelations, recordEvents, type NewEvent } from './detection';

describe.each(testBackends())('change detection (%s)', (kind) => {
  let t: TestDatabase;
  let companies: number[];
  let accounts: number[];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    companies = [];
    for (const n of ['A', 'B']) {
      const [row] = await t.db.query<{ id: number }>(
        `insert into entreprise (siren, numero_identification, denomination, personne_morale, statut, statut_entreprise)
         values ($1, $2, $3, true, 'A', 'ACTIF') returning id`,
        [n === 'A' ? '100000001' : '100000002', n === 'A' ? '100000001' : '100000002', `SOCIETE ${n}`],
      );
      companies.push(row!.id);
    }
    accounts = [];
    for (const n of ['C1', 'C2']) {
      const [row] = await t.db.query<{ id: number }>(
        `insert into compte_client (numero_client, type_compte, type_profil, grille_tarifaire, roles, position, offres_de_service, habilitations)
         values ($1, 'ABONNE', 'PROFESSIONNEL', 'STANDARD', '{}', 'OUVERT', 'SURV', '') returning id`,
        [n],
      );
      accounts.push(row!.id);
    }
  });
  afterAll(() => t?.dispose());

  const event = (over: Partial<NewEvent>): NewEvent => ({
    entreprise_id: companies[0]!,
    code: 'DENOMINATION',
    ancienne_valeur: 'SOCIETE A',
    nouvelle_valeur: 'SOCIETE A NOUVELLE',
    date_evenement: '2026-11-20',
    source: 'SIRENE',
    cle: 'k1',
    ...over,
  });

  it('reveals each event once to the surveillances whose domains cover it, recorded after they began', async () => {
    // Before any surveillance: detected, revealed to nobody.
    expect(await recordEvents(t.db, [event({ cle: 'before' })])).toBe(1);
    await t.db.query(
      `insert into surveillance (compte_client_id, entreprise_id, domaines, cree_par, cree_le) values
         ($1, $3, '{RCS_BILAN_ACTES}', 's1', now() + interval '1 millisecond'),
         ($2, $3, '{PROCEDURES_COLLECTIVES}', 's2', now() + interval '1 millisecond'),
         ($2, $4, '{BIL}', 's2', now() + interval '1 millisecond')`,
      [accounts[0], accounts[1], companies[0], companies[1]],
    );
    await new Promise((r) => setTimeout(r, 5));
    expect(await recordEvents(t.db, [
      event({ cle: 'name' }),
      event({ cle: 'name' }),
      event({ cle: 'accounts-b', entreprise_id: companies[1]!, code: 'COMPTES_DEPOSES', ancienne_valeur: null, nouvelle_valeur: '2025' }),
      event({ cle: 'deed-b', entreprise_id: companies[1]!, code: 'ACTE_DEPOSE', ancienne_valeur: null, nouvelle_valeur: 'Statuts mis à jour' }),
    ])).toBe(3);

    expect(await detectRevelations(t.db, 2)).toEqual({ evenements: 4, revelations: 2 });
    expect(await detectRevelations(t.db)).toEqual({ evenements: 0, revelations: 0 });
    const rows = await t.db.query<{ compte: number; cle: string }>(
      'select r.compte_client_id as compte, e.cle from revelation r join evenement_entreprise e on e.id = r.evenement_id order by e.cle',
    );
    expect(rows).toEqual([
      { compte: accounts[1], cle: 'accounts-b' },
      { compte: accounts[0], cle: 'name' },
    ]);
  });

  it('reveals nothing to a finished surveillance', async () => {
    await t.db.query(`update surveillance set statut = 'TERMINEE' where compte_client_id = $1`, [accounts[0]]);
    await recordEvents(t.db, [event({ cle: 'capital', code: 'CAPITAL', ancienne_valeur: '1000', nouvelle_valeur: '2000' })]);
    expect(await detectRevelations(t.db)).toEqual({ evenements: 1, revelations: 0 });
  });
});
