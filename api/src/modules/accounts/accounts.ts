import type { Queryable } from '../../db';
import { PARIS_TODAY } from '../../db/days';
import { HttpError } from '../../http/errors';
import { DEFAULT_GRID } from '../tariffs';

// Customer accounts (compte client) and their subscriptions, always read through the person who
// acts for them: every query is scoped by the caller's subject, so another person's account is
// simply not found.

export interface AccountRow {
  id: number;
  version: number;
  numero_client: string;
  type_compte: string;
  type_profil: string;
  siren: string | null;
  grille_tarifaire: string;
  denomination_sociale: string | null;
  roles: Record<string, string> | string;
  tva_intra_communautaire: string | null;
  position: string;
  libelle_courrier: string | null;
  libelle_facturation: string | null;
  offres_de_service: string;
  habilitations: string;
  suppression_demandee_le: string | null;
  selectionne: boolean;
}

/** The account as the user service returns it (SPEC §3): role_{product} fields, comma strings. */
export type AccountJson = Omit<AccountRow, 'roles'> & Record<`role_${string}`, string>;

export function toAccountJson(r: AccountRow): AccountJson {
  const roles = typeof r.roles === 'string' ? (JSON.parse(r.roles) as Record<string, string>) : (r.roles ?? {});
  const { roles: _roles, ...rest } = r;
  const out = { ...rest, siren: r.siren?.trim() ?? null } as AccountJson;
  for (const [product, role] of Object.entries(roles)) (out as Record<string, unknown>)[`role_${product}`] = role;
  return out;
}

const SELECT_ACCOUNT = `
  select c.id, c.version, c.numero_client, c.type_compte, c.type_profil, c.siren, c.grille_tarifaire,
         c.denomination_sociale, c.roles, c.tva_intra_communautaire, c.position, c.libelle_courrier,
         c.libelle_facturation, c.offres_de_service, c.habilitations, c.suppression_demandee_le::text as suppression_demandee_le,
         u.selectionne
    from compte_client c join compte_client_utilisateur u on u.compte_client_id = c.id`;

export async function listAccounts(db: Queryable, sub: string): Promise<AccountRow[]> {
  return db.query<AccountRow>(`${SELECT_ACCOUNT} where u.sujet = $1 order by c.id`, [sub]);
}

export async function findAccount(db: Queryable, sub: string, id: number): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(`${SELECT_ACCOUNT} where u.sujet = $1 and c.id = $2`, [sub, id]);
  return row ?? null;
}

export async function findSelectedAccount(db: Queryable, sub: string): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(`${SELECT_ACCOUNT} where u.sujet = $1 and u.selectionne`, [sub]);
  return row ?? null;
}

/** Marks `id` as the caller's only selected account; false when the account is not theirs. */
export async function selectAccount(db: Queryable, sub: string, id: number): Promise<boolean> {
  const [member] = await db.query('select 1 from compte_client_utilisateur where sujet = $1 and compte_client_id = $2', [sub, id]);
  if (!member) return false;
  await db.query('update compte_client_utilisateur set selectionne = false where sujet = $1 and selectionne and compte_client_id <> $2', [sub, id]);
  await db.query('update compte_client_utilisateur set selectionne = true where sujet = $1 and compte_client_id = $2', [sub, id]);
  return true;
}

export type UpdateResult = { status: 'ok'; account: AccountRow } | { status: 'not-found' } | { status: 'conflict'; current: AccountRow };

/** Optimistic update of the labels: only when `version` is the stored one; the version then grows by one. */
export async function updateLabels(
  db: Queryable,
  sub: string,
  u: { id: number; version: number; libelle_courrier: string | null; libelle_facturation: string | null },
): Promise<UpdateResult> {
  const updated = await db.query<{ id: number }>(
    `update compte_client c set libelle_courrier = $3, libelle_facturation = $4, version = c.version + 1
      where c.id = $1 and c.version = $2
        and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = c.id and u.sujet = $5)
      returning c.id`,
    [u.id, u.version, u.libelle_courrier, u.libelle_facturation, sub],
  );
  const current = await findAccount(db, sub, u.id);
  if (!current) return { status: 'not-found' };
  if (updated.length === 0) return { status: 'conflict', current };
  return { status: 'ok', account: current };
}

export interface NewAccount {
  type_compte?: string;
  type_profil: string;
  denomination_sociale: string | null;
  siren: string | null;
  position?: string;
  libelle_courrier?: string | null;
  libelle_facturation?: string | null;
  offres_de_service?: string;
  habilitations?: string;
  grille_tarifaire?: string;
  tva_intra_communautaire?: string | null;
  roles?: Record<string, string>;
  /** Entitled to pay by monthly invoice (DIFFERE). */
  paiement_differe?: boolean;
}

/** Creates an account for `sub` and links it; it becomes the selected one when none is. */
export async function createAccount(db: Queryable, sub: string, a: NewAccount): Promise<AccountRow> {
  const [created] = await db.query<{ id: number }>(
    `insert into compte_client (numero_client, type_compte, type_profil, siren, grille_tarifaire, denomination_sociale, roles,
       tva_intra_communautaire, position, libelle_courrier, libelle_facturation, offres_de_service, habilitations, paiement_differe)
     values ('C' || nextval('numero_client_seq'), $1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      a.type_compte ?? 'MEMBRE',
      a.type_profil,
      a.siren,
      a.grille_tarifaire ?? DEFAULT_GRID,
      a.denomination_sociale,
      JSON.stringify(a.roles ?? {}),
      a.tva_intra_communautaire ?? null,
      a.position ?? 'OUVERT',
      a.libelle_courrier ?? null,
      a.libelle_facturation ?? null,
      a.offres_de_service ?? '',
      a.habilitations ?? '',
      a.paiement_differe ?? false,
    ],
  );
  const id = created!.id;
  const [selected] = await db.query('select 1 from compte_client_utilisateur where sujet = $1 and selectionne', [sub]);
  await db.query('insert into compte_client_utilisateur (compte_client_id, sujet, selectionne) values ($1, $2, $3)', [id, sub, !selected]);
  return (await findAccount(db, sub, id))!;
}

export interface SubscriptionRow {
  id: number;
  code_offre: string;
  date_debut: string;
  date_fin: string | null;
  libelle_facturation: string | null;
  contact_nom: string | null;
  contact_prenom: string | null;
  numero_voie_facturation: string | null;
  complement_adresse_facturation: string | null;
  code_postal_facturation: string | null;
  ville_facturation: string | null;
  pays_facturation: string | null;
}

/** Subscriptions of an account of `sub` in force at `date` (oldest first); null when the account is not theirs. */
export async function listSubscriptions(db: Queryable, sub: string, accountId: number, date: string): Promise<SubscriptionRow[] | null> {
  if (!(await findAccount(db, sub, accountId))) return null;
  return db.query<SubscriptionRow>(
    `select id, code_offre, date_debut::text as date_debut, date_fin::text as date_fin, libelle_facturation, contact_nom, contact_prenom,
            numero_voie_facturation, complement_adresse_facturation, code_postal_facturation, ville_facturation, pays_facturation
       from abonnement where compte_client_id = $1 and date_debut <= $2::date and (date_fin is null or date_fin >= $2::date)
      order by date_debut, id`,
    [accountId, date],
  );
}

export async function addSubscription(db: Queryable, accountId: number, s: Omit<SubscriptionRow, 'id'>): Promise<void> {
  await db.query(
    `insert into abonnement (compte_client_id, code_offre, date_debut, date_fin, libelle_facturation, contact_nom, contact_prenom,
       numero_voie_facturation, complement_adresse_facturation, code_postal_facturation, ville_facturation, pays_facturation)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      accountId,
      s.code_offre,
      s.date_debut,
      s.date_fin,
      s.libelle_facturation,
      s.contact_nom,
      s.contact_prenom,
      s.numero_voie_facturation,
      s.complement_adresse_facturation,
      s.code_postal_facturation,
      s.ville_facturation,
      s.pays_facturation,
    ],
  );
}

/** A signature of `sub`; `idempotency`: the key it was made under and the fingerprint of its request. */
export async function recordSignature(
  db: Queryable,
  sub: string,
  type: string,
  accountId: number | null,
  idempotency: { key: string; fingerprint: string } | null = null,
): Promise<void> {
  await db.query('insert into signature (sujet, type, compte_client_id, cle_idempotence, empreinte_requete) values ($1, $2, $3, $4, $5)', [
    sub,
    type,
    accountId,
    idempotency?.key ?? null,
    idempotency?.fingerprint ?? null,
  ]);
}

/**
 * The signature of `sub` made with this idempotency key: the account it was made for (null when
 * that account is gone) and the fingerprint of its request; undefined when there is none.
 */
export async function findSignature(
  db: Queryable,
  sub: string,
  type: string,
  idempotencyKey: string,
): Promise<{ accountId: number | null; fingerprint: string | null } | undefined> {
  const [row] = await db.query<{ compte_client_id: number | null; empreinte_requete: string | null }>(
    'select compte_client_id, empreinte_requete from signature where sujet = $1 and type = $2 and cle_idempotence = $3',
    [sub, type, idempotencyKey],
  );
  return row ? { accountId: row.compte_client_id, fingerprint: row.empreinte_requete } : undefined;
}

/** Customer accounts a person may act for: enough for a group of companies, not a loop's worth. */
export const MAX_ACCOUNTS_PER_PERSON = 10;

export async function countAccounts(db: Queryable, sub: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from compte_client_utilisateur where sujet = $1', [sub]);
  return row?.n ?? 0;
}

/** Records the request to close an account at `date`; false when the account is not theirs. */
export async function requestDeletion(db: Queryable, sub: string, accountId: number, date: string): Promise<AccountRow | null> {
  if (!(await findAccount(db, sub, accountId))) return null;
  await db.query('update compte_client set suppression_demandee_le = $2::date, version = version + 1 where id = $1', [accountId, date]);
  return findAccount(db, sub, accountId);
}

/** The billing city of the account's first subscription in force today (complete-account page). */
export async function setBillingCity(db: Queryable, accountId: number, city: string): Promise<void> {
  await db.query(
    `update abonnement set ville_facturation = $2
      where id = (select id from abonnement where compte_client_id = $1 and date_debut <= ${PARIS_TODAY}
                    and (date_fin is null or date_fin >= ${PARIS_TODAY}) order by date_debut, id limit 1)`,
    [accountId, city],
  );
}

/** The account the signed-in person acts for now; a 409 with a French message when none is selected. */
export async function requireSelectedAccount(db: Queryable, sub: string): Promise<AccountRow> {
  const account = await findSelectedAccount(db, sub);
  if (!account) throw new HttpError(409, "Aucun compte client n'est sélectionné : choisissez le compte client pour lequel vous commandez.");
  return account;
}

/** Whether `sub` acts for the account (orders, invoices and payments of the account are theirs to see). */
export async function actsFor(db: Queryable, sub: string, accountId: number): Promise<boolean> {
  const rows = await db.query('select 1 from compte_client_utilisateur where sujet = $1 and compte_client_id = $2', [sub, accountId]);
  return rows.length > 0;
}

/** An account by id, for documents issued to it (invoices name its customer number). */
export async function accountById(db: Queryable, id: number): Promise<Omit<AccountRow, 'selectionne'> | null> {
  const [row] = await db.query<Omit<AccountRow, 'selectionne'>>(
    `select c.id, c.version, c.numero_client, c.type_compte, c.type_profil, c.siren, c.grille_tarifaire, c.denomination_sociale, c.roles,
            c.tva_intra_communautaire, c.position, c.libelle_courrier, c.libelle_facturation, c.offres_de_service, c.habilitations,
            c.suppression_demandee_le::text as suppression_demandee_le
       from compte_client c where c.id = $1`,
    [id],
  );
  return row ?? null;
}

/** Whether the account may pay by monthly invoice (DIFFERE). */
export async function mayPayDeferred(db: Queryable, accountId: number): Promise<boolean> {
  const [row] = await db.query<{ paiement_differe: boolean }>('select paiement_differe from compte_client where id = $1', [accountId]);
  return row?.paiement_differe === true;
}
