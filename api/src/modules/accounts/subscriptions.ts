// Subscriptions of a customer account (SPEC §7 abonnements, commandes/abonnements): subscribe to an
// offer of the catalogue, ask for the end at the end of the current monthly period, resume. A
// subscription sold here starts when its first period is paid (subscriptionPayments.ts), or at once,
// on invoice, for an account entitled to deferred payment; until then it gives no service. An
// invoice left unpaid past its due date suspends it until paid (subscriptionInvoices.ts). The
// account's `offres_de_service` follows the subscriptions in force (started, not suspended, within
// their dates): a SURV subscription gives the SURV offer (and so company monitoring), and its end
// takes the offer away on the day after its last day (`settleEndedSubscriptions`). Every call is
// scoped by the person who acts for the account.
import {
  CODES_OFFRE_ABONNEMENT,
  offreAbonnement,
  type Abonnement,
  type FacturationAbonnement,
  type StatutAbonnement,
} from '@portail/shared/api';
import { parisDay } from '@portail/shared/format/dates';
import type { Montants } from '@portail/shared/api';
import type { Database, Queryable } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { STANDARD, vatOf } from '../tariffs';
import { type Territory } from '../basket';
import { findAccount, findSelectedAccount, mayPayDeferred, type AccountRow } from './accounts';

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

/** Subscriptions are sold in euros at the normal VAT rate (20 %), the rate of the standard grid. */
export const SUBSCRIPTION_VAT_POINTS = STANDARD.taux_tva_points_base;

/** What one monthly period at `price` (cents before VAT) costs. */
export function periodAmounts(price: number): Montants {
  const montant_tva = vatOf(price, 0, SUBSCRIPTION_VAT_POINTS, 'EUR');
  return { montant_ht: price, frais_envoi: 0, montant_tva, montant_ttc: price + montant_tva };
}

/** The oldest unpaid invoice of a subscription, as the SELECT below gives it. */
interface UnpaidInvoice {
  id: number;
  numero: string;
  debut: string;
  fin: string;
  echeance: string | null;
  montant_ttc: number;
}

/** Subscriptions are sold on the mainland site, in euros: their territory (abonnement.territoire's default). */
export const SUBSCRIPTION_TERRITORY: Territory = 'FR';

export interface SubscriptionRecord extends FacturationAbonnement {
  id: number;
  uuid: string;
  compte_client_id: number;
  code_offre: string;
  prix_mensuel_ht: number | null;
  date_debut: string;
  date_fin: string | null;
  resiliation_demandee_le: string | null;
  /** It has started (its first period paid, or invoiced to an entitled account). */
  demarre: boolean;
  /** Suspended for an invoice unpaid past its due date. */
  suspendu: boolean;
  remplace_id: number | null;
  /** The territory whose site sells it, in its currency (the mainland's: subscriptions are in euros). */
  territoire: Territory;
  impayee: UnpaidInvoice | string | null;
  paiement_en_cours: boolean;
}

const SELECT = `select a.id, a.uuid::text as uuid, a.compte_client_id, a.code_offre, a.prix_mensuel_ht, a.date_debut::text as date_debut, a.date_fin::text as date_fin,
    to_char(a.resiliation_demandee_le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as resiliation_demandee_le,
    a.demarre_le is not null as demarre, a.suspendu_le is not null as suspendu, a.remplace_id, a.territoire,
    (select json_build_object('id', f.id, 'numero', f.numero, 'debut', f.periode_debut::text, 'fin', f.periode_fin::text,
                              'echeance', f.donnees -> 'paiement' ->> 'echeance', 'montant_ttc', f.montant_ttc)
       from facture f where f.abonnement_id = a.id and f.statut = 'A_PAYER' order by f.periode_debut limit 1) as impayee,
    exists (select 1 from paiement p where p.abonnement_id = a.id and p.statut = 'EN_ATTENTE' and p.expire_le > now()) as paiement_en_cours,
    a.libelle_facturation, a.contact_nom, a.contact_prenom, a.numero_voie_facturation, a.complement_adresse_facturation,
    a.code_postal_facturation, a.ville_facturation, a.pays_facturation
  from abonnement a`;

type StatusFields = Pick<SubscriptionRecord, 'date_debut' | 'date_fin' | 'resiliation_demandee_le' | 'demarre' | 'suspendu'>;

export function statusOn(s: StatusFields, day: string): StatutAbonnement {
  // A subscription whose first period was never paid ends as soon as its end is asked for.
  if (!s.demarre) return s.date_fin !== null ? 'TERMINE' : 'EN_ATTENTE_PAIEMENT';
  if (s.date_debut > day) return 'A_VENIR';
  if (s.date_fin !== null && s.date_fin < day) return 'TERMINE';
  if (s.suspendu) return 'SUSPENDU';
  return s.date_fin !== null && s.resiliation_demandee_le !== null ? 'RESILIATION_DEMANDEE' : 'EN_COURS';
}

/** The oldest unpaid invoice of a subscription, if any. */
export function unpaidInvoice(s: Pick<SubscriptionRecord, 'impayee'>): UnpaidInvoice | null {
  return typeof s.impayee === 'string' ? (JSON.parse(s.impayee) as UnpaidInvoice) : s.impayee;
}

/** What the subscription asks to be paid now: its first period, or its oldest unpaid invoice. */
function dueNow(s: SubscriptionRecord, statut: StatutAbonnement): Abonnement['a_payer'] {
  if (statut === 'EN_ATTENTE_PAIEMENT') {
    return s.prix_mensuel_ht === null ? null : { facture: null, montant_ttc: periodAmounts(s.prix_mensuel_ht).montant_ttc, paiement_en_cours: s.paiement_en_cours };
  }
  const unpaid = unpaidInvoice(s);
  if (!unpaid) return null;
  const { montant_ttc, ...facture } = unpaid;
  return { facture, montant_ttc, paiement_en_cours: s.paiement_en_cours };
}

export function toAbonnement(s: SubscriptionRecord, day: string): Abonnement {
  const statut = statusOn(s, day);
  const running = statut === 'EN_COURS' || statut === 'RESILIATION_DEMANDEE' || statut === 'SUSPENDU';
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
    a_payer: dueNow(s, statut),
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

/** Gives its services on day $2: started, not suspended, within its dates. */
const IN_FORCE = `a.demarre_le is not null and a.suspendu_le is null and a.date_debut <= $2::date and (a.date_fin is null or a.date_fin >= $2::date)`;
/** Not over on day $2: in force, suspended, or awaiting the payment of its first period (and not given up). */
const OPEN = `(a.date_fin is null or (a.demarre_le is not null and a.date_fin >= $2::date))`;

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

/** Codes of the offers the account's subscriptions in force on `day` give (what the basket prices with). */
export async function offersInForce(q: Queryable, accountId: number, day: string): Promise<string[]> {
  const rows = await q.query<{ code_offre: string }>(`select distinct a.code_offre from abonnement a where a.compte_client_id = $1 and ${IN_FORCE} order by 1`, [accountId, day]);
  return rows.map((r) => r.code_offre);
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

export async function byId(q: Queryable, id: number): Promise<SubscriptionRecord> {
  const [row] = await q.query<SubscriptionRecord>(`${SELECT} where a.id = $1`, [id]);
  return row!;
}

/** One change to an account's subscriptions at a time (the checks read what the previous one wrote). */
export async function lockAccount(q: Queryable, accountId: number): Promise<void> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`abonnement:${accountId}`]);
}

/** The account's subscription to an offer that is not over on `day` (see OPEN). */
async function openOfOffer(q: Queryable, accountId: number, code: string, day: string): Promise<SubscriptionRecord | null> {
  const [row] = await q.query<SubscriptionRecord>(`${SELECT} where a.compte_client_id = $1 and ${OPEN} and a.code_offre = $3 order by a.date_debut limit 1`, [accountId, day, code]);
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
  if (!existing.demarre) {
    return new HttpError(409, `Votre abonnement ${offerName(existing.code_offre)} attend le paiement de sa première période : payez-le depuis la page Mon abonnement.`);
  }
  return existing.date_fin !== null
    ? new HttpError(409, `Votre abonnement ${offerName(existing.code_offre)} prend fin le ${frenchDate(existing.date_fin)} : reprenez-le plutôt que d'en souscrire un nouveau.`)
    : new HttpError(409, `Votre compte client est déjà abonné à l'offre ${offerName(existing.code_offre)}.`);
}

/**
 * Records a subscription from `day`: started at once when the account may pay on invoice, else
 * awaiting the payment of its first period (`replaces` is then asked to end only when it starts).
 */
async function insertSubscription(q: Queryable, accountId: number, sub: string, code: string, day: string, billing: FacturationAbonnement, replaces: number | null = null): Promise<number> {
  const offer = offreAbonnement(code);
  if (!offer) throw new HttpError(409, "Cette offre n'est plus proposée.");
  const started = await mayPayDeferred(q, accountId);
  const [row] = await q.query<{ id: number }>(
    `insert into abonnement (compte_client_id, code_offre, date_debut, prix_mensuel_ht, sujet, libelle_facturation, contact_nom, contact_prenom,
       numero_voie_facturation, complement_adresse_facturation, code_postal_facturation, ville_facturation, pays_facturation, demarre_le, remplace_id)
     values ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, case when $14::boolean then now() end, $15) returning id`,
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
      started,
      started ? null : replaces,
    ],
  );
  return row!.id;
}

/** Asks for the end at the end of the current period; one never started ends at once. */
async function endAtPeriodEnd(q: Queryable, s: Pick<SubscriptionRecord, 'id' | 'date_debut' | 'demarre'>, day: string): Promise<void> {
  await q.query('update abonnement set date_fin = $2::date, resiliation_demandee_le = now() where id = $1 and date_fin is null', [s.id, s.demarre ? periodEnd(s.date_debut, day) : day]);
}

/** Subscribes the account (in `tx`) to an offer from `day`; replaces another subscription when asked. */
export async function subscribe(tx: Queryable, sub: string, account: AccountRow, input: SubscribeInput, day: string): Promise<Abonnement> {
  await lockAccount(tx, account.id);
  const existing = await openOfOffer(tx, account.id, input.code_offre, day);
  if (existing) throw alreadySubscribed(existing);
  let replaced: SubscriptionRecord | null = null;
  if (input.remplace) {
    replaced = await subscriptionFor(tx, sub, input.remplace, true);
    if (!replaced || replaced.compte_client_id !== account.id) throw notFound(SUBSCRIPTION_NOT_FOUND);
    if (statusOn(replaced, day) === 'TERMINE') throw new HttpError(409, `L'abonnement à remplacer a pris fin le ${frenchDate(replaced.date_fin!)}.`);
  }
  const id = await insertSubscription(tx, account.id, sub, input.code_offre, day, input, replaced?.id ?? null);
  const created = await byId(tx, id);
  if (replaced && created.demarre) await endAtPeriodEnd(tx, replaced, day);
  await syncOffers(tx, account.id, day);
  return toAbonnement(created, day);
}

/**
 * Starts, in `tx`, a subscription whose first period has just been paid: from `day`, the day of the
 * payment, so that the period paid is the period given. The subscription it replaces is asked to
 * end with its period. False when it had started already (paid by another payment) or was given up.
 */
export async function startPaidSubscription(tx: Queryable, id: number, day: string): Promise<boolean> {
  const [s] = await tx.query<{ compte_client_id: number }>('select compte_client_id from abonnement where id = $1', [id]);
  if (!s) return false;
  await lockAccount(tx, s.compte_client_id);
  const started = await tx.query<{ remplace_id: number | null }>(
    'update abonnement set demarre_le = now(), date_debut = $2::date where id = $1 and demarre_le is null and date_fin is null returning remplace_id',
    [id, day],
  );
  if (started.length === 0) return false;
  const replaced = started[0]!.remplace_id;
  if (replaced !== null) {
    const other = await byId(tx, replaced);
    if (statusOn(other, day) !== 'TERMINE') await endAtPeriodEnd(tx, other, day);
  }
  await syncOffers(tx, s.compte_client_id, day);
  return true;
}

/** Asks for the end of a subscription at the end of its current period; asking again changes nothing. */
export async function terminate(tx: Queryable, sub: string, uuid: string, day: string): Promise<Abonnement> {
  const found = await subscriptionFor(tx, sub, uuid);
  if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
  await lockAccount(tx, found.compte_client_id);
  const s = (await subscriptionFor(tx, sub, uuid, true))!;
  if (statusOn(s, day) === 'TERMINE') throw new HttpError(409, `Cet abonnement a pris fin le ${frenchDate(s.date_fin!)}.`);
  if (!s.demarre && s.paiement_en_cours) throw new HttpError(409, 'Un paiement par carte de cet abonnement est en cours : attendez son issue avant de renoncer à l’abonnement.');
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
  const other = await openOfOffer(tx, s.compte_client_id, s.code_offre, day);
  if (other) throw alreadySubscribed(other);
  const id = await insertSubscription(tx, s.compte_client_id, sub, s.code_offre, day, s);
  await syncOffers(tx, s.compte_client_id, day);
  return { subscription: toAbonnement(await byId(tx, id), day), created: true };
}
