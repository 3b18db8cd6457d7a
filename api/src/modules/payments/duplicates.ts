// A card acceptance for an order that can no longer be paid (another payment paid it, or it was
// refused) is money taken twice. It is never dropped: in the notification's transaction the payment
// is kept as accepted with its transaction and card, flagged as a duplicate "to refund", the
// customer is mailed, and a refund job is written. The job calls the provider's refund API
// (idempotent by the payment's id, so a retry after a crash refunds once) and marks the payment
// refunded on its answer; a provider that refuses the refund has the amount credited to the
// customer account's wallet instead. Staff list the duplicates (operations/routes.ts).
import type { DoublonPaiement } from '@portail/shared/payment/duplicates';
import { formatAmount } from '@portail/shared/format/amounts';
import { html } from '@portail/shared/format/html';
import type { PaymentNotification } from '@portail/shared/payment/protocol';
import type { Database, Queryable } from '../../db/types';
import { pageTotal } from '../../db/paging';
import { enqueue, type JobHandler } from '../../jobs/queue';
import type { Mail, Mailer } from '../identity/mailer';
import { isoTimestamp, type OrderRow } from '../orders/orders';
import type { PaymentConfig } from './config';
import { refund } from './provider';
import * as wallet from './wallet';

/** The job type of a duplicate's refund. */
export const REFUND_DUPLICATE = 'paiement.rembourser-doublon';
const refundKey = (paymentId: string) => `remboursement:${paymentId}`;

export const DUPLICATE_MOTIFS = {
  pending: 'Paiement reçu en double, la commande étant déjà réglée : remboursement en cours.',
  refunded: 'Paiement reçu en double, la commande étant déjà réglée : remboursé sur la carte.',
  credited: 'Paiement reçu en double, la commande étant déjà réglée : crédité sur le portefeuille électronique.',
} as const;

interface DuplicateContext {
  config: PaymentConfig;
  mailer?: Mailer | undefined;
}

const money = (v: number, devise: 'EUR' | 'XPF') => formatAmount(v, { thousandsSeparator: true, currency: devise });

function mail(to: string, subject: string, paragraphs: string[]): Mail {
  const text = ['Bonjour,', '', ...paragraphs.flatMap((p) => [p, '']), 'Registre des entreprises'].join('\n');
  const body = html`<p>Bonjour,</p>
${paragraphs.map((p) => html`<p>${p}</p>\n`)}<p>Registre des entreprises</p>`;
  return { to, subject, text, html: body.value };
}

export function duplicateMail(order: Pick<OrderRow, 'reference' | 'courriel'>, p: { montant: number; devise: 'EUR' | 'XPF'; carte: string | null }): Mail {
  const card = p.carte ? ` (carte ${p.carte})` : '';
  return mail(order.courriel, `Paiement reçu en double pour votre commande ${order.reference}`, [
    `Votre commande ${order.reference} était déjà réglée lorsque le paiement par carte de ${money(p.montant, p.devise)}${card} nous est parvenu.`,
    "Ce second paiement vous est remboursé sur la carte utilisée : le remboursement apparaîtra sur votre relevé sous quelques jours. S'il ne pouvait aboutir, le montant serait crédité sur le portefeuille électronique de votre compte client, et nous vous en informerions.",
  ]);
}

export function creditedMail(order: Pick<OrderRow, 'reference' | 'courriel'>, p: { montant: number; devise: 'EUR' | 'XPF' }): Mail {
  return mail(order.courriel, `Remboursement du paiement reçu en double pour votre commande ${order.reference}`, [
    `Le remboursement sur votre carte du paiement de ${money(p.montant, p.devise)} reçu en double pour votre commande ${order.reference} n'a pas pu aboutir.`,
    "Ce montant a été crédité sur le portefeuille électronique de votre compte client : vous pouvez le consulter et l'utiliser depuis votre espace personnel.",
  ]);
}

/**
 * Records an acceptance the order cannot take as a duplicate to refund, in the notification's
 * transaction (the payment and the order are locked): flag, mail and refund job commit together.
 */
export async function recordDuplicate(ctx: DuplicateContext, tx: Queryable, paymentId: string, order: OrderRow, n: PaymentNotification): Promise<void> {
  await tx.query(
    `update paiement set statut = 'ACCEPTE', doublon = true, remboursement = 'A_REMBOURSER', transaction = $2, carte = $3, motif = $4, traite_le = now()
      where id = $1`,
    [paymentId, n.transaction, n.carte, DUPLICATE_MOTIFS.pending],
  );
  await enqueue(tx, [{ type: REFUND_DUPLICATE, key: refundKey(paymentId), payload: { paiement: paymentId }, maxAttempts: 12 }]);
  if (ctx.mailer) await ctx.mailer.queue(tx, duplicateMail(order, { montant: n.montant, devise: n.devise, carte: n.carte }));
}

interface DuplicateRow {
  id: string;
  compte_client_id: number;
  commande_id: number;
  reference: string;
  courriel: string;
  montant: number;
  devise: 'EUR' | 'XPF';
  transaction: string;
  remboursement: 'A_REMBOURSER' | 'REMBOURSE' | 'CREDITE_PORTEFEUILLE';
}

async function duplicate(q: Queryable, id: string, lock = false): Promise<DuplicateRow | null> {
  const [row] = await q.query<DuplicateRow>(
    `select p.id, p.compte_client_id, p.commande_id, c.reference, c.courriel, p.montant, p.devise, p.transaction, p.remboursement
       from paiement p join commande c on c.id = p.commande_id where p.id = $1 and p.doublon${lock ? ' for update of p' : ''}`,
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
          await tx.query(`update paiement set remboursement = 'REMBOURSE', motif = $2, rembourse_le = now() where id = $1`, [id, DUPLICATE_MOTIFS.refunded]);
          return false;
        }
        await wallet.refund(tx, p.compte_client_id, p.devise, p.montant, p.id, { id: p.commande_id, reference: p.reference });
        await tx.query(`update paiement set remboursement = 'CREDITE_PORTEFEUILLE', remboursement_motif = $2, motif = $3, rembourse_le = now() where id = $1`, [
          id,
          answer.motif,
          DUPLICATE_MOTIFS.credited,
        ]);
        if (ctx.mailer) await ctx.mailer.queue(tx, creditedMail(p, p));
        return true;
      },
      { durable: true },
    );
    if (credited) void ctx.mailer?.deliver();
  };
}

/** The duplicates, newest first, with where their refund stands. */
export async function listDuplicates(db: Database, page: { limit: number; offset: number }): Promise<{ total: number; items: DoublonPaiement[] }> {
  const rows = await db.query<DoublonPaiement & { total: number }>(
    `select p.id as paiement, c.reference as reference_commande, cc.numero_client, p.montant, p.devise, p.transaction, p.carte,
            ${isoTimestamp('p.traite_le')} as recu_le, p.remboursement, p.remboursement_motif as motif_refus,
            case when p.rembourse_le is null then null else ${isoTimestamp('p.rembourse_le')} end as rembourse_le,
            coalesce(t.tentatives, 0)::int as tentatives, t.derniere_erreur, count(*) over ()::int as total
       from paiement p join commande c on c.id = p.commande_id join compte_client cc on cc.id = p.compte_client_id
       left join tache t on t.cle = 'remboursement:' || p.id
      where p.doublon order by p.traite_le desc, p.id limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const total = await pageTotal(db, rows, 'select count(*)::int as n from paiement where doublon', []);
  return { total, items: rows.map(({ total: _t, ...d }) => d) };
}
