import type { Queryable } from '../../db';
import { PARIS_TODAY } from '../../db/days';
import { endEverySignIn, eraseUser } from '../identity';

// The deletion of a person's account (RGPD article 17), in the caller's transaction: their
// identity and contact details are erased, their sign-ins ended, the mail addressed to them
// purged, and they no longer act for any customer account. Orders, payments and invoices stay for
// the ten years of the Code de commerce (article L123-22), with nothing left that leads to the
// person: the subject and address that placed them are replaced.

/** Stands for the subject of a deleted person in the records that are kept. */
export const ERASED_SUBJECT = 'compte-supprime';
/** Stands for the address of a deleted person in the orders that are kept (it receives nothing). */
export const ERASED_MAILBOX = 'adresse-supprimee@compte-supprime.invalid';
/** Text columns that record who did something by their subject (customer-account links are deleted before). */
const SUBJECT_COLUMNS = ['sujet', 'cree_par'];
/** Years for which orders and invoices are kept (Code de commerce, article L123-22). */
export const RETENTION_YEARS = 10;

export interface ErasureReport {
  /** Customer accounts the person acted for. */
  accounts: number[];
  /** Of those, the accounts nobody acts for any more. */
  leftAlone: number[];
}

export async function erasePerson(tx: Queryable, sub: string): Promise<ErasureReport> {
  const [person] = await tx.query<{ first_name: string; last_name: string }>('select first_name, last_name from identity_user where id::text = $1', [sub]);
  const accounts = (await tx.query<{ id: number }>('select compte_client_id as id from compte_client_utilisateur where sujet = $1 order by 1', [sub])).map((r) => r.id);
  await tx.query('delete from compte_client_utilisateur where sujet = $1', [sub]);
  const leftAlone = (
    await tx.query<{ id: number }>(
      `select c.id from compte_client c
        where c.id = any($1::int[]) and not exists (select 1 from compte_client_utilisateur u where u.compte_client_id = c.id)
        order by c.id`,
      [accounts],
    )
  ).map((r) => r.id);

  // The subscriptions of their accounts that name them as contact.
  if (person) {
    await tx.query(
      `update abonnement set contact_nom = null, contact_prenom = null
        where compte_client_id = any($1::int[]) and lower(coalesce(contact_nom, '')) = lower($2) and lower(coalesce(contact_prenom, '')) = lower($3)`,
      [accounts, person.last_name, person.first_name],
    );
  }
  // An account of a private person that nobody acts for any more: its labels and billing
  // addresses are theirs; it is closed, its basket emptied and its surveillances finished.
  await tx.query(
    `update compte_client set libelle_courrier = null, libelle_facturation = null, denomination_sociale = null, version = version + 1
      where id = any($1::int[]) and type_profil = 'PARTICULIER'`,
    [leftAlone],
  );
  await tx.query(
    `update abonnement a set libelle_facturation = null, contact_nom = null, contact_prenom = null, numero_voie_facturation = null,
            complement_adresse_facturation = null, code_postal_facturation = null, ville_facturation = null, pays_facturation = null
      from compte_client c where c.id = a.compte_client_id and c.id = any($1::int[]) and c.type_profil = 'PARTICULIER'`,
    [leftAlone],
  );
  await tx.query(
    `update compte_client set suppression_demandee_le = coalesce(suppression_demandee_le, ${PARIS_TODAY}), version = version + 1 where id = any($1::int[])`,
    [leftAlone],
  );
  await tx.query('delete from panier where compte_client_id = any($1::int[])', [leftAlone]);
  await tx.query(
    `update surveillance set statut = 'TERMINEE', date_fin = ${PARIS_TODAY} where compte_client_id = any($1::int[]) and statut = 'ACTIVE'`,
    [leftAlone],
  );

  // Kept records, no longer linked to the person: orders, payments, signatures, surveillances,
  // subscriptions, and whatever else records who did it by subject.
  await tx.query('update commande set courriel = $2 where sujet = $1', [sub, ERASED_MAILBOX]);
  // The key of a signature is the person's own: it goes with them (two people's keys may be alike).
  await tx.query('update signature set cle_idempotence = null where sujet = $1', [sub]);
  const byWhom = await tx.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_name = any($1::text[]) and data_type = 'text' order by 1, 2`,
    [SUBJECT_COLUMNS],
  );
  for (const { table_name: table, column_name: column } of byWhom) {
    await tx.query(`update "${table}" set "${column}" = $2 where "${column}" = $1`, [sub, ERASED_SUBJECT]);
  }

  // The identity, the mail sent to them (orders they placed included) and every sign-in.
  const addresses = await eraseUser(tx, sub);
  await tx.query('update commande set courriel = $2 where lower(courriel) = any($1::text[])', [addresses, ERASED_MAILBOX]);
  await tx.query('delete from identity_outbox where lower(recipient) = any($1::text[])', [addresses]);
  // Their contact requests were answered or are of no more use once the person is gone.
  await tx.query('delete from contact_demande where lower(email) = any($1::text[])', [addresses]);
  await endEverySignIn(tx, sub);
  return { accounts, leftAlone };
}
