// Subscriptions of a customer account (SPEC §7 abonnements, commandes/abonnements): subscribe to an
// offer of the catalogue, ask for the end at the end of the current monthly period, resume. The
// account's `offres_de_service` follows the subscriptions in force: a SURV subscription gives the
// SURV offer (and so company monitoring), and its end takes the offer away on the day after its
// last day (`settleEndedSubscriptions`). Every call is scoped by the person who acts for the account.
import {
  CODES_OFFRE_ABONNEMENT,
  offreAbonnement,
  type Abonnement,
  type FacturationAbonnement,
  type StatutAbonnement,
} from '@portail/shared/api';
import { parisDay } from '@portail/shared/format/dates';
import type { Database, Queryable } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { findAccount, findSelectedAccount, type AccountRow } from './accounts';

export const SUBSCRIPTION_NOT_FOUND = 'Abonnement introuvable.';
export const ACCOUNT_NOT_FOUND = 'Compte client introuvable.';

/** Subscriptions run by calendar days in Paris. */
export { parisDay };

function parseDay(day: string): { y: number; m: number; d: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

function formatDay(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `start` plus `months` months, kept within the month (31 January + 1 month = 28 or 29 February). */
export function addMonths(start: string, months: number): string {
  const { y, m, d } = parseDay(start);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return formatDay(year, month, Math.min(d, last));
}

function dayBefore(day: string): string {
  const { y, m, d } = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * The last day of the monthly period of a subscription started on `start` that contains `day`:
 * periods run from the start date to the day before its monthly anniversary.
 */
export function periodEnd(start: string, day: string): string {
  if (day < start) return dayBefore(addMonths(start, 1));
  const { y: sy, m: sm } = parseDay(start);
  const { y, m } = parseDay(day);
  let k = Math.max(1, (y - sy) * 12 + (m - sm));
  while (addMonths(start, k) <= day) k += 1;
  while (k > 1 && addMonths(start, k - 1) > day) k -= 1;
  return dayBefore(addMonths(start, k));
}

/** The first day of the monthly period of a subscription started on `start` that contains `day` (`start` before it). */
export function periodStart(start: string, day: string): string {
  if (day <= start) return start;
  const { y: sy, m: sm } = parseDay(start);
  const { y, m } = parseDay(day);
  let k = Math.max(0, (y - sy) * 12 + (m - sm));
  while (k > 0 && addMonths(start, k) > day) k -= 1;
  while (addMonths(start, k + 1) <= day) k += 1;
  return addMonths(start, k);
}

export interface SubscriptionRecord extends FacturationAbonnement {
  id: number;
  uuid: string;
  compte_client_id: number;
  code_offre: string;
  prix_mensuel_ht: number | null;
  date_debut: string;
  date_fin: string | null;
  resiliation_demandee_le: string | null;
}

const SELECT = `select a.id, a.uuid::text as uuid, a.compte_client_id, a.code_offre, a.prix_mensuel_ht, a.date_debut::text as date_debut, a.date_fin::text as date_fin,
    to_char(a.resiliation_demandee_le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as resiliation_demandee_le,
    a.libelle_facturation, a.contact_nom, a.contact_prenom, a.numero_voie_facturation, a.complement_adresse_facturation,
    a.code_postal_facturation, a.ville_facturation, a.pays_facturation
  from abonnement a`;

export function statusOn(s: Pick<SubscriptionRecord, 'date_debut' | 'date_fin' | 'resiliation_demandee_le'>, day: string): StatutAbonnement {
  if (s.date_debut > day) return 'A_VENIR';
  if (s.date_fin !== null && s.date_fin < day) return 'TERMINE';
  return s.date_fin !== null && s.resiliation_demandee_le !== null ? 'RESILIATION_DEMANDEE' : 'EN_COURS';
}

export function toAbonnement(s: SubscriptionRecord, day: string): Abonnement {
  const statut = statusOn(s, day);
  const running = statut === 'EN_COURS' || statut === 'RESILIATION_DEMANDEE';
  return {
    id: s.id,
    uuid: s.uuid,
    id_compte_client: s.compte_client_id,
    code_offre: s.code_offre,
    libelle_offre: offreAbonnement(s.code_offre)?.libelle ?? s.code_offre,
    prix_mensuel_ht: s.prix_mensuel_ht,
    date_debut: s.date_debut,
    date_fin: s.date_fin,
    statut,
    resiliation_demandee_le: s.resiliation_demandee_le,
    fin_periode: running ? (s.date_fin ?? periodEnd(s.date_debut, day)) : null,
    libelle_facturation: s.libelle_facturation,
    contact_nom: s.contact_nom,
    contact_prenom: s.contact_prenom,
    numero_voie_facturation: s.numero_voie_facturation,
    complement_adresse_facturation: s.complement_adresse_facturation,
    code_postal_facturation: s.code_postal_facturation,
    ville_facturation: s.ville_facturation,
    pays_facturation: s.pays_facturation,
  };
}

const IN_FORCE = `a.date_debut <= $2::date and (a.date_fin is null or a.date_fin >= $2::date)`;

/** The account `sub` acts for: `id` when given (404 otherwise), else the selected one (409 when none is). */
export async function accountInScope(q: Queryable, sub: string, id: number | undefined): Promise<AccountRow> {
  if (id === undefined) {
    const selected = await findSelectedAccount(q, sub);
    if (!selected) throw new HttpError(409, "Aucun compte client n'est sélectionné : choisissez le compte client concerné.");
    return selected;
  }
  const account = await findAccount(q, sub, id);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

/** Subscriptions of an account of `sub` in force on `day`, oldest first (GET abonnements/{id}); null when the account is not theirs. */
export async function subscriptionsInForce(q: Queryable, sub: string, accountId: number, day: string): Promise<Abonnement[] | null> {
  if (!(await findAccount(q, sub, accountId))) return null;
  const rows = await q.query<SubscriptionRecord>(`${SELECT} where a.compte_client_id = $1 and ${IN_FORCE} order by a.date_debut, a.id`, [accountId, day]);
  return rows.map((r) => toAbonnement(r, day));
}

/** Every subscription of the account, newest first. */
export async function accountSubscriptions(q: Queryable, accountId: number, day: string): Promise<Abonnement[]> {
  const rows = await q.query<SubscriptionRecord>(`${SELECT} where a.compte_client_id = $1 order by a.date_debut desc, a.id desc`, [accountId]);
  return rows.map((r) => toAbonnement(r, day));
}

/** A subscription of an account `sub` acts for; null otherwise. */
export async function subscriptionFor(q: Queryable, sub: string, uuid: string, forUpdate = false): Promise<SubscriptionRecord | null> {
  const [row] = await q.query<SubscriptionRecord>(
    `${SELECT} where a.uuid = $1::uuid and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = a.compte_client_id and u.sujet = $2)
     ${forUpdate ? 'for update of a' : ''}`,
    [uuid, sub],
  );
  return row ?? null;
}

async function byId(q: Queryable, id: number): Promise<SubscriptionRecord> {
  const [row] = await q.query<SubscriptionRecord>(`${SELECT} where a.id = $1`, [id]);
  return row!;
}

/** One change to an account's subscriptions at a time (the checks read what the previous one wrote). */
async function lockAccount(q: Queryable, accountId: number): Promise<void> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`abonnement:${accountId}`]);
}

async function inForceOfOffer(q: Queryable, accountId: number, code: string, day: string): Promise<SubscriptionRecord | null> {
  const [row] = await q.query<SubscriptionRecord>(`${SELECT} where a.compte_client_id = $1 and ${IN_FORCE} and a.code_offre = $3 order by a.date_debut limit 1`, [accountId, day, code]);
  return row ?? null;
}

/**
 * Brings the account's offers in line with its subscriptions in force on `day`: an offer of the
 * catalogue is listed exactly when a subscription to it is in force; other codes (WS, 14…) stay.
 * The account is a subscriber (ABONNE) while one is in force, a member (MEMBRE) when none is left.
 */
export async function syncOffers(q: Queryable, accountId: number, day: string): Promise<void> {
  const [account] = await q.query<{ offres_de_service: string; type_compte: string }>('select offres_de_service, type_compte from compte_client where id = $1 for update', [accountId]);
  if (!account) return;
  const inForce = new Set(
    (await q.query<{ code_offre: string }>(`select distinct a.code_offre from abonnement a where a.compte_client_id = $1 and ${IN_FORCE}`, [accountId, day])).map((r) => r.code_offre),
  );
  const catalogue: readonly string[] = CODES_OFFRE_ABONNEMENT;
  const current = account.offres_de_service
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const kept = current.filter((c) => !catalogue.includes(c) || inForce.has(c));
  const added = catalogue.filter((c) => inForce.has(c) && !kept.includes(c));
  const offers = [...kept, ...added].join(',');
  const type = inForce.size > 0 ? 'ABONNE' : 'MEMBRE';
  if (offers === account.offres_de_service && type === account.type_compte) return;
  await q.query('update compte_client set offres_de_service = $2, type_compte = $3 where id = $1', [accountId, offers, type]);
}

/**
 * Subscriptions whose last day is before `day` and whose account still lists their offer: the
 * offers are brought in line, once per subscription. Returns how many subscriptions ended.
 */
export async function settleEndedSubscriptions(db: Database, day: string): Promise<number> {
  const due = await db.query<{ compte_client_id: number }>(
    'select distinct compte_client_id from abonnement where date_fin < $1::date and fin_appliquee_le is null order by compte_client_id',
    [day],
  );
  let ended = 0;
  for (const { compte_client_id: accountId } of due) {
    ended += await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const settled = await tx.query(
        'update abonnement set fin_appliquee_le = now() where compte_client_id = $1 and date_fin < $2::date and fin_appliquee_le is null returning id',
        [accountId, day],
      );
      if (settled.length > 0) await syncOffers(tx, accountId, day);
      return settled.length;
    });
  }
  return ended;
}

export interface SubscribeInput extends FacturationAbonnement {
  code_offre: string;
  /** A subscription in force of the same account that the new one replaces. */
  remplace?: string | null | undefined;
}

function offerName(code: string): string {
  return offreAbonnement(code)?.libelle ?? code;
}

function frenchDate(day: string): string {
  const { y, m, d } = parseDay(day);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

function alreadySubscribed(existing: SubscriptionRecord): HttpError {
  return existing.date_fin !== null
    ? new HttpError(409, `Votre abonnement ${offerName(existing.code_offre)} prend fin le ${frenchDate(existing.date_fin)} : reprenez-le plutôt que d'en souscrire un nouveau.`)
    : new HttpError(409, `Votre compte client est déjà abonné à l'offre ${offerName(existing.code_offre)}.`);
}

async function insertSubscription(q: Queryable, accountId: number, sub: string, code: string, day: string, billing: FacturationAbonnement): Promise<number> {
  const offer = offreAbonnement(code);
  if (!offer) throw new HttpError(409, "Cette offre n'est plus proposée.");
  const [row] = await q.query<{ id: number }>(
    `insert into abonnement (compte_client_id, code_offre, date_debut, prix_mensuel_ht, sujet, libelle_facturation, contact_nom, contact_prenom,
       numero_voie_facturation, complement_adresse_facturation, code_postal_facturation, ville_facturation, pays_facturation)
     values ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      accountId,
      code,
      day,
      offer.prix_mensuel_ht,
      sub,
      billing.libelle_facturation,
      billing.contact_nom,
      billing.contact_prenom,
      billing.numero_voie_facturation,
      billing.complement_adresse_facturation,
      billing.code_postal_facturation,
      billing.ville_facturation,
      billing.pays_facturation,
    ],
  );
  return row!.id;
}

async function endAtPeriodEnd(q: Queryable, s: SubscriptionRecord, day: string): Promise<void> {
  await q.query('update abonnement set date_fin = $2::date, resiliation_demandee_le = now() where id = $1 and date_fin is null', [s.id, periodEnd(s.date_debut, day)]);
}

/** Subscribes the account (in `tx`) to an offer from `day`; replaces another subscription when asked. */
export async function subscribe(tx: Queryable, sub: string, account: AccountRow, input: SubscribeInput, day: string): Promise<Abonnement> {
  await lockAccount(tx, account.id);
  const existing = await inForceOfOffer(tx, account.id, input.code_offre, day);
  if (existing) throw alreadySubscribed(existing);
  let replaced: SubscriptionRecord | null = null;
  if (input.remplace) {
    replaced = await subscriptionFor(tx, sub, input.remplace, true);
    if (!replaced || replaced.compte_client_id !== account.id) throw notFound(SUBSCRIPTION_NOT_FOUND);
    if (statusOn(replaced, day) === 'TERMINE') throw new HttpError(409, `L'abonnement à remplacer a pris fin le ${frenchDate(replaced.date_fin!)}.`);
  }
  const id = await insertSubscription(tx, account.id, sub, input.code_offre, day, input);
  if (replaced) await endAtPeriodEnd(tx, replaced, day);
  await syncOffers(tx, account.id, day);
  return toAbonnement(await byId(tx, id), day);
}

/** Asks for the end of a subscription at the end of its current period; asking again changes nothing. */
export async function terminate(tx: Queryable, sub: string, uuid: string, day: string): Promise<Abonnement> {
  const found = await subscriptionFor(tx, sub, uuid);
  if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
  await lockAccount(tx, found.compte_client_id);
  const s = (await subscriptionFor(tx, sub, uuid, true))!;
  if (statusOn(s, day) === 'TERMINE') throw new HttpError(409, `Cet abonnement a pris fin le ${frenchDate(s.date_fin!)}.`);
  await endAtPeriodEnd(tx, s, day);
  return toAbonnement(await byId(tx, s.id), day);
}

/**
 * Resumes a subscription: one whose end is still to come runs on with no end; an ended one is
 * subscribed again from `day` with the same offer and billing contact (`created`).
 */
export async function resume(tx: Queryable, sub: string, uuid: string, day: string): Promise<{ subscription: Abonnement; created: boolean }> {
  const found = await subscriptionFor(tx, sub, uuid);
  if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
  await lockAccount(tx, found.compte_client_id);
  const s = (await subscriptionFor(tx, sub, uuid, true))!;
  if (s.date_fin === null) return { subscription: toAbonnement(s, day), created: false };
  if (s.date_fin >= day) {
    await tx.query('update abonnement set date_fin = null, resiliation_demandee_le = null where id = $1', [s.id]);
    await syncOffers(tx, s.compte_client_id, day);
    return { subscription: toAbonnement(await byId(tx, s.id), day), created: false };
  }
  const other = await inForceOfOffer(tx, s.compte_client_id, s.code_offre, day);
  if (other) throw alreadySubscribed(other);
  const id = await insertSubscription(tx, s.compte_client_id, sub, s.code_offre, day, s);
  await syncOffers(tx, s.compte_client_id, day);
  return { subscription: toAbonnement(await byId(tx, id), day), created: true };
}
