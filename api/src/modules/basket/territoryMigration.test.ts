jest.setTimeout(120_000);

// Migration 400_territories.sql on a database that already holds baskets, orders and wallets of
// both currencies: each row gets its territory from its currency (a basket from its grid's), and an
// owner may then hold a basket per territory.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MIGRATIONS_DIR, listMigrations, migrate } from '../../db/migrate';
import { openTestDatabase, testBackends, type TestDatabase } from '../../testing/databases';
import { createAccount } from '../accounts/accounts';
import { writeTariffs } from './repository';
import { STANDARD, STANDARD_NC } from '../tariffs/tariffs';

const MIGRATION = '400_territories.sql';

describe.each(testBackends())('the territory migration on %s', (kind) => {
  let t: TestDatabase;
  let before: string;

  beforeAll(async () => {
    before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    for (const m of listMigrations().filter((m) => m.name < MIGRATION)) cpSync(path.join(MIGRATIONS_DIR, m.name), path.join(before, m.name));
    t = await openTestDatabase(kind, { migrationsDir: before });
  });
  afterAll(async () => {
    await t?.dispose();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives existing rows the territory of their currency, then lets an owner hold a basket per territory', async () => {
    const { db } = t;
    await writeTariffs(db);
    const account = await createAccount(db, randomUUID(), { type_profil: 'PARTICULIER', denomination_sociale: null, siren: null });
    const guest = randomUUID();
    await db.query('insert into panier (id, uid_invite, grille_code) values ($1, $2, $3)', [randomUUID(), guest, STANDARD_NC.code]);
    await db.query('insert into panier (id, compte_client_id, grille_code) values ($1, $2, $3)', [randomUUID(), account.id, STANDARD.code]);
    for (const [devise, grid] of [['EUR', STANDARD], ['XPF', STANDARD_NC]] as const) {
      await db.query(
        `insert into commande (compte_client_id, sujet, courriel, cle_idempotence, date_commande, moyen_paiement, grille_code, devise, taux_tva_points_base,
                               libelle_facturation, montant_ht, frais_envoi, montant_tva, montant_ttc)
         values ($1, 'sujet', 'client@exemple.fr', $2, current_date, 'CARTE_BANCAIRE', $3, $4, $5, 'CLIENT', 100, 0, 0, 100)`,
        [account.id, randomUUID(), grid.code, devise, grid.taux_tva_points_base],
      );
      await db.query('insert into portefeuille (compte_client_id, devise, solde) values ($1, $2, 0)', [account.id, devise]);
    }

    await migrate(db);

    expect(await db.query('select uid_invite::text as uid, compte_client_id as compte, territoire from panier order by grille_code')).toEqual([
      { uid: null, compte: account.id, territoire: 'FR' },
      { uid: guest, compte: null, territoire: 'NC' },
    ]);
    expect(await db.query('select devise, territoire from commande order by devise')).toEqual([
      { devise: 'EUR', territoire: 'FR' },
      { devise: 'XPF', territoire: 'NC' },
    ]);
    expect(await db.query('select devise, territoire from portefeuille order by devise')).toEqual([
      { devise: 'EUR', territoire: 'FR' },
      { devise: 'XPF', territoire: 'NC' },
    ]);
    // The account's mainland basket stays one; a New Caledonia basket beside it is now possible.
    await db.query('insert into panier (id, compte_client_id, territoire, grille_code) values ($1, $2, $3, $4)', [randomUUID(), account.id, 'NC', STANDARD_NC.code]);
    await expect(db.query('insert into panier (id, compte_client_id, territoire, grille_code) values ($1, $2, $3, $4)', [randomUUID(), account.id, 'FR', STANDARD.code])).rejects.toMatchObject({
      code: '23505',
    });
  });
});
