// A card acceptance for something that can no longer be paid is money taken twice: an order
// another payment paid (or that was refused), a subscription period another payment paid, or a
// subscription given up before the payment. It is never dropped: in the notification's transaction
// the payment is kept as accepted with its transaction and card, flagged as a duplicate "to
// refund", the customer is mailed, and a refund job is written. The job calls the provider's refund
// API (idempotent by the payment's id, so a retry after a crash refunds once) and marks the payment
// refunded on its answer; a provider that refuses the refund has the amount credited to the
// customer account's wallet instead. Staff list the duplicates (operations/routes.ts).
import { offreAbonnement } from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format/amounts';
import { REFUND_STATE_LABELS, type DoublonPaiement, type RefundState } from '@portail/shared/payment/duplicates';
import type { PaymentNotification } from '@portail/shared/payment/protocol';
import type { Database, Queryable } from '../../db/types';
import { pageTotal } from '../../db/paging';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { letter, type Mail, type Mailer } from '../mail';
import { isoTimestamp } from '../orders';
import type { PaymentConfig } from './config';
import { refund } from './provider';
import * as wallet from './wallet';

/** The job type of a duplicate's refund. */
export const REFUND_DUPLICATE = 'paiement.rembourser-doublon';
const refundKey = (paymentId: string) => `remboursement:${paymentId}`;

type Objet = 'COMMANDE' | 'ABONNEMENT' | 'FACTURE';

const DUPLICATE_CAUSES: Record<Objet, string> = {
  COMMANDE: 'Paiement reçu en double, la commande étant déjà réglée',
  ABONNEMENT: "Paiement reçu pour une période d'abonnement déjà réglée ou un abonnement abandonné",
  FACTURE: 'Paiement reçu en double, la facture étant déjà réglée',
};

/** A duplicate's reason, as its payment keeps it: why it is one, and where its refund stands. */
export const duplicateMotif = (objet: Objet, state: RefundState) => `${DUPLICATE_CAUSES[objet]} : ${REFUND_STATE_LABELS[state]}.`;

interface DuplicateContext {
  config: PaymentConfig;
  mailer?: Mailer | undefined;
}

const money = (v: number, devise: 'EUR' | 'XPF') => formatAmount(v, { thousandsSeparator: true, currency: devise });


/** What a duplicate paid, as its mails and the wallet name it. */
export interface Paid {
  /** Who is mailed: the order's address, or the person who paid the subscription. */
  to: string | null;
  /** "commande C-…", "abonnement Surveillance". */
  what: string;
  /** Why it could not be paid: "Votre commande C-… était déjà réglée". */
  situation: string;
  /** The order, for the wallet's movement. */
  orderId: number | null;
}

export function duplicateMail(paid: Paid & { to: string }, p: { montant: number; devise: 'EUR' | 'XPF'; carte: string | null }): Mail {
  const card = p.carte ? ` (carte ${p.carte})` : '';
  return { kind: 'paiement', ...letter({ to: paid.to, subject: `Paiement reçu en double pour votre ${paid.what}`, paragraphs: [
    `${paid.situation} lorsque le paiement par carte de ${money(p.montant, p.devise)}${card} nous est parvenu.`,
    "Ce second paiement vous est remboursé sur la carte utilisée : le remboursement apparaîtra sur votre relevé sous quelques jours. S'il ne pouvait aboutir, le montant serait crédité sur le portefeuille électronique de votre compte client, et nous vous en informerions.",
  ] }) };
}

export function creditedMail(paid: Paid & { to: string }, p: { montant: number; devise: 'EUR' | 'XPF' }): Mail {
  return { kind: 'paiement', ...letter({ to: paid.to, subject: `Remboursement du paiement reçu en double pour votre ${paid.what}`, paragraphs: [
    `Le remboursement sur votre carte du paiement de ${money(p.montant, p.devise)} reçu en double pour votre ${paid.what} n'a pas pu aboutir.`,
    "Ce montant a été crédité sur le portefeuille électronique de votre compte client : vous pouvez le consulter et l'utiliser depuis votre espace personnel.",
  ] }) };
}

/** What payment `id` paid, read before the duplicate is recorded (the cause of a subscription's depends on its state). */
async function paidBy(q: Queryable, id: string): Promise<Paid & { objet: Objet }> {
  const [row] = await q.query<{
    objet: Objet;
    commande_id: number | null;
    reference: string | null;
    courriel: string | null;
    payeur: string | null;
    code_offre: string | null;
    abandonne: boolean | null;
    numero_facture: string | null;
  }>(
    `select p.objet, p.commande_id, c.reference, c.courriel, u.email as payeur, a.code_offre, a.demarre_le is null and a.date_fin is not null as abandonne, f.numero as numero_facture
       from paiement p left join commande c on c.id = p.commande_id left join abonnement a on a.id = p.abonnement_id
       left join facture f on f.id = p.facture_id left join identity_user u on u.id::text = p.sujet
      where p.id = $1`,
    [id],
  );
  const r = row!;
  if (r.objet === 'COMMANDE') return { objet: r.objet, to: r.courriel, what: `commande ${r.reference}`, situation: `Votre commande ${r.reference} était déjà réglée`, orderId: r.commande_id };
  if (r.objet === 'FACTURE') return { objet: r.objet, to: r.payeur, what: `facture ${r.numero_facture}`, situation: `Votre facture ${r.numero_facture} était déjà réglée`, orderId: null };
  const offer = offreAbonnement(r.code_offre!)?.libelle ?? r.code_offre!;
  const situation = r.numero_facture
    ? `La facture ${r.numero_facture} de votre abonnement ${offer} était déjà réglée`
    : r.abandonne
      ? `Votre abonnement ${offer} avait été abandonné`
      : `Le premier mois de votre abonnement ${offer} était déjà réglé`;
  return { objet: r.objet, to: r.payeur, what: `abonnement ${offer}`, situation, orderId: null };
}

/**
 * Records an acceptance that what it paid cannot take as a duplicate to refund, in the
 * notification's transaction (the order or the subscription, then the payment, are locked): flag,
 * mail and refund job commit together.
 */
export async function recordDuplicate(ctx: DuplicateContext, tx: Queryable, paymentId: string, n: PaymentNotification): Promise<void> {
  const paid = await paidBy(tx, paymentId);
  await tx.query(
    `update paiement set statut = 'ACCEPTE', doublon = true, remboursement = 'A_REMBOURSER', transaction = $2, carte = $3, motif = $4, traite_le = now()
      where id = $1`,
    [paymentId, n.transaction, n.carte, duplicateMotif(paid.objet, 'A_REMBOURSER')],
  );
  await enqueue(tx, [{ type: REFUND_DUPLICATE, key: refundKey(paymentId), payload: { paiement: paymentId }, maxAttempts: 12 }]);
  if (ctx.mailer && paid.to) await ctx.mailer.queue(tx, duplicateMail({ ...paid, to: paid.to }, { montant: n.montant, devise: n.devise, carte: n.carte }));
}

interface DuplicateRow {
  id: string;
  objet: Objet;
  compte_client_id: number;
  montant: number;
  devise: 'EUR' | 'XPF';
  transaction: string;
  remboursement: RefundState;
}

async function duplicate(q: Queryable, id: string, lock = false): Promise<DuplicateRow | null> {
  const [row] = await q.query<DuplicateRow>(
    `select p.id, p.objet, p.compte_client_id, p.montant, p.devise, p.transaction, p.remboursement from paiement p where p.id = $1 and p.doublon${lock ? ' for update' : ''}`,
    [id],
  );
  return row ?? null;
}

/**
 * The refund job: asks the provider (a failure to reach it throws, and the queue tries again later),
 * then records its answer once: refunded, or credited to the wallet when the provider refuses.
 */
export function refundDuplicateJob(ctx: DuplicateContext): JobHandler {
  return async (job, { db }) => {
    const id = String(job.payload.paiement);
    const before = await duplicate(db, id);
    if (!before || before.remboursement !== 'A_REMBOURSER') return;
    const answer = await refund(ctx.config, { remboursement: before.id, transaction: before.transaction, montant: before.montant, devise: before.devise });
    const credited = await db.transaction(
      async (tx) => {
        const p = await duplicate(tx, id, true);
        if (!p || p.remboursement !== 'A_REMBOURSER') return false;
        if (answer.statut === 'REMBOURSE') {
          await tx.query(`update paiement set remboursement = 'REMBOURSE', motif = $2, rembourse_le = now() where id = $1`, [id, duplicateMotif(p.objet, 'REMBOURSE')]);
          return false;
        }
        const paid = await paidBy(tx, id);
        await wallet.refund(tx, p.compte_client_id, p.devise, p.montant, p.id, paid);
        await tx.query(`update paiement set remboursement = 'CREDITE_PORTEFEUILLE', remboursement_motif = $2, motif = $3, rembourse_le = now() where id = $1`, [
          id,
          answer.motif,
          duplicateMotif(p.objet, 'CREDITE_PORTEFEUILLE'),
        ]);
        if (ctx.mailer && paid.to) await ctx.mailer.queue(tx, creditedMail({ ...paid, to: paid.to }, p));
        return true;
      },
      { durable: true },
    );
    if (credited) void ctx.mailer?.deliver();
  };
}

/** The duplicates, newest first, with what each paid and where its refund stands. */
export async function listDuplicates(db: Database, page: { limit: number; offset: number }): Promise<{ total: number; items: DoublonPaiement[] }> {
  const rows = await db.query<DoublonPaiement & { total: number }>(
    `select p.id as paiement, p.objet, c.reference as reference_commande,
            case when a.id is null then null else json_build_object('uuid', a.uuid::text, 'code_offre', a.code_offre, 'numero_facture', f.numero) end as abonnement,
            case when p.objet = 'FACTURE' then f.numero end as numero_facture, cc.numero_client, p.montant, p.devise, p.transaction, p.carte,
            ${isoTimestamp('p.traite_le')} as recu_le, p.remboursement, p.remboursement_motif as motif_refus,
            case when p.rembourse_le is null then null else ${isoTimestamp('p.rembourse_le')} end as rembourse_le,
            coalesce(t.tentatives, 0)::int as tentatives, t.derniere_erreur, count(*) over ()::int as total
       from paiement p join compte_client cc on cc.id = p.compte_client_id
       left join commande c on c.id = p.commande_id
       left join abonnement a on a.id = p.abonnement_id left join facture f on f.id = p.facture_id
       left join tache t on t.cle = 'remboursement:' || p.id
      where p.doublon order by p.traite_le desc, p.id limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const total = await pageTotal(db, rows, 'select count(*)::int as n from paiement where doublon', []);
  return { total, items: rows.map(({ total: _t, ...d }) => d) };
}
