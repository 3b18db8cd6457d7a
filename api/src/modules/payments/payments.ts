// Payments (SPEC §7 paiements/sessions): an order is paid by card on the provider's hosted page,
// from the wallet, or accepted for monthly invoicing; the wallet is topped up by card. A card
// payment is confirmed only by the provider's signed notification, which may come before, after or
// instead of the customer's return, twice, or several at once: each is applied once, in one durable
// transaction with everything the payment entails (order, invoice, receipt, wallet, mail). A refused
// or abandoned card payment leaves the order payable again, until the customer cancels it or it is
// abandoned for want of payment; an order with nothing to pay is confirmed without any payment.
import { siteOfCurrency } from '../../siteOrigins';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CODES_TYPE_PAIEMENT,
  DELAI_ABANDON_COMMANDE_HEURES,
  ORDER_STATUS_LABELS,
  INTITULES_MOYEN_PAIEMENT,
  MOYENS_ACCEPTES,
  RECHARGE_LIMITES,
  type Commande,
  type CommandeResume,
  type MoyenAccepte,
  type MoyenPaiementOffert,
  type PaiementSession,
  type StatutPaiement,
} from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format/amounts';
import { paymentPageUrl, type PaymentNotification } from '@portail/shared/payment/protocol';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import type { Database, Queryable } from '../../db/types';
import type { JobHandler } from '../../jobs/queue';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency';
import { sendCreated } from '../../http/routes';
import type { Mailer } from '../mail';
import {
  issueOrderInvoice,
  orderConfirmationMail,
  SETTLEABLE_STATUSES,
  orderedAgain,
  closeUnpaidOrder,
  ownOrderOnSite,
  isoTimestamp,
  lockOrder,
  orderHeader,
  orderLines,
  settleOrder,
  staleUnpaidOrders,
  toOrderSummary,
  type OrderRow,
} from '../orders';
import type { SellerIdentity } from '../pdf';
import { mayPayDeferred, requireSelectedAccount } from '../accounts';
import type { PaymentConfig } from './config';
import type { RefundState } from '@portail/shared/payment/duplicates';
import { cancelAwaitedCard, cardAwaited, hasAwaitedCard, type CardOwner } from './awaitedCard';
import { REFUND_DUPLICATE, recordDuplicate, refundDuplicateJob } from './duplicates';
import { recordReceipt } from './receipts';
import { applySubscriptionOutcome, lockSubscription, subscriptionPaymentNamed } from './subscriptionPayments';
import { applyInvoiceOutcome, invoicePaymentNamed, lockInvoice } from './invoicePayments';
import type { Territory } from '../basket';
import * as wallet from './wallet';

export interface PaymentsContext {
  db: Database;
  config: PaymentConfig;
  seller: SellerIdentity;
  /** Confirmation mail; none in some tests. */
  mailer?: Mailer;
}

interface PaymentRow {
  id: string;
  objet: 'COMMANDE' | 'RECHARGE' | 'ABONNEMENT' | 'FACTURE';
  commande_id: number | null;
  abonnement_id: number | null;
  /** The invoice paid; for a subscription's first period, the invoice issued once it was paid. */
  facture_id: number | null;
  compte_client_id: number;
  moyen: MoyenAccepte;
  montant: number;
  devise: 'EUR' | 'XPF';
  statut: StatutPaiement;
  transaction: string | null;
  carte: string | null;
  motif: string | null;
  expire_le: string;
  cree_le: string;
  /** A card acceptance received for what was already paid: refunded (duplicates.ts). */
  doublon: boolean;
  remboursement: RefundState | null;
  empreinte_requete: string | null;
}

const PAYMENT_COLUMNS = `p.id, p.objet, p.commande_id, p.abonnement_id, p.facture_id, p.compte_client_id, p.moyen, p.montant, p.devise, p.statut, p.transaction, p.carte, p.motif,
  ${isoTimestamp('p.expire_le')} as expire_le, ${isoTimestamp('p.cree_le')} as cree_le, p.doublon, p.remboursement, p.empreinte_requete`;

const UNIQUE_VIOLATION = '23505';

/** Where the provider sends the customer back: the origin they came from when it is one of the shells. */
export function returnOrigin(config: PaymentConfig, requested: string | null): string {
  return requested && config.returnOrigins.includes(requested) ? requested : config.returnOrigins[0]!;
}

/** Where the customer comes back to: the shell the request came through (behind a trusted proxy, its forwarded host). */
export function requestReturnOrigin(ctx: PaymentsContext, req: { protocol: string; host: string }): string {
  return returnOrigin(ctx.config, `${req.protocol}://${req.host}`);
}


/** Where the provider sends the customer back: the basket's payment page, the wallet for a top-up, the subscription page. */
const RETURN_PATHS: Record<PaymentRow['objet'], string> = {
  COMMANDE: REMOTE_ROUTES['mf-basket'].paymentReturn,
  RECHARGE: REMOTE_ROUTES['mf-personal-space'].wallet,
  ABONNEMENT: REMOTE_ROUTES['mf-personal-space'].subscription,
  FACTURE: REMOTE_ROUTES['mf-personal-space'].invoices,
};

/** How the provider's page names what a payment pays: the order, the top-up, the subscription's invoice or first month. */
async function named(db: Queryable, p: PaymentRow, order: { reference: string } | null): Promise<{ reference: string; libelle: string }> {
  if (p.objet === 'FACTURE') return invoicePaymentNamed(db, p.facture_id!);
  if (p.objet === 'ABONNEMENT') return subscriptionPaymentNamed(db, { abonnement_id: p.abonnement_id!, facture_id: p.facture_id });
  if (p.objet === 'RECHARGE') return { reference: `RECHARGE-${p.id.slice(0, 8).toUpperCase()}`, libelle: 'Rechargement du portefeuille électronique' };
  return { reference: order!.reference, libelle: `Commande de documents officiels ${order!.reference}` };
}

/** The signed address of the provider's hosted page for an awaited card payment. */
async function hostedPage(ctx: PaymentsContext, db: Queryable, p: PaymentRow, order: { reference: string } | null, origin: string): Promise<string> {
  const { reference, libelle } = await named(db, p, order);
  return paymentPageUrl(
    ctx.config.pageUrl,
    {
      marchand: ctx.config.merchantId,
      session: p.id,
      reference,
      libelle,
      montant: String(p.montant),
      devise: p.devise,
      url_retour: `${origin}${RETURN_PATHS[p.objet]}`,
      horodatage: String(Math.floor(Date.now() / 1000)),
      // The page takes no card once the portal stops waiting for this payment.
      expiration: String(Math.floor(new Date(p.expire_le).getTime() / 1000)),
    },
    ctx.config.secret,
  );
}

/** A payment as its owner sees it: the hosted page's address while it is awaited, where a duplicate's refund stands. */
async function view(ctx: PaymentsContext, db: Queryable, p: PaymentRow, origin: string | null): Promise<PaiementSession> {
  const order = p.commande_id ? await orderHeader(db, p.commande_id) : null;
  const awaited = p.statut === 'EN_ATTENTE' && p.moyen === 'CARTE_BANCAIRE' && new Date(p.expire_le).getTime() > Date.now();
  return {
    id: p.id,
    objet: p.objet,
    moyen: p.moyen,
    statut: p.statut,
    montant: p.montant,
    devise: p.devise,
    commande: order,
    redirection: awaited && origin !== null ? await hostedPage(ctx, db, p, order, origin) : null,
    carte: p.carte,
    motif: p.motif,
    remboursement: p.remboursement,
    expire_le: p.expire_le,
  };
}

async function paymentById(db: Queryable, id: string, lock = false): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from paiement p where p.id = $1${lock ? ' for update' : ''}`, [id]);
  return row ?? null;
}

/** A payment of an account `sub` acts for, as its owner sees it. */
export async function sessionFor(ctx: PaymentsContext, sub: string, id: string, origin: string | null): Promise<PaiementSession | null> {
  const [row] = await ctx.db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from paiement p
      where p.id = $2 and p.moyen <> 'VIREMENT' and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = p.compte_client_id and u.sujet = $1)`,
    [sub, id],
  );
  return row ? view(ctx, ctx.db, row, origin) : null;
}

/** A payment as its owner sees it, by id (the caller has checked it is theirs). */
export async function paymentSession(ctx: PaymentsContext, id: string, origin: string | null): Promise<PaiementSession> {
  return view(ctx, ctx.db, (await paymentById(ctx.db, id))!, origin);
}

/** The answer to a request to pay an invoice or a subscription: its payment as the owner sees it, 201 when the request opened it. */
export async function sendPaymentSession(ctx: PaymentsContext, req: FastifyRequest, reply: FastifyReply, paying: { paymentId: string; created: boolean }) {
  return sendCreated(reply, paying.created, await paymentSession(ctx, paying.paymentId, requestReturnOrigin(ctx, req)));
}

/** The payments of an order, oldest first. */
export async function paymentsOfOrder(db: Queryable, orderId: number): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from paiement p where p.commande_id = $1 order by p.cree_le, p.id`, [orderId]);
}

/**
 * What follows the acceptance of an order's payment, in its transaction: the order settled, its
 * invoice, the receipt of the money received, the confirmation mail. Nothing when it was settled.
 */
async function settle(ctx: PaymentsContext, tx: Queryable, order: OrderRow, p: PaymentRow, paid: { carte: string | null; transaction: string | null }): Promise<void> {
  if (!(await settleOrder(tx, order, { moyen: p.moyen }))) return;
  const [now] = await tx.query<{ t: string }>(`select ${isoTimestamp('now()')} as t`);
  const invoice = p.moyen === 'DIFFERE' ? null : await issueOrderInvoice(tx, order, { moyen: p.moyen, date: now!.t, ...paid }, ctx.seller);
  if (p.moyen === 'CARTE_BANCAIRE') {
    await recordReceipt(
      tx,
      {
        paymentId: p.id,
        accountId: p.compte_client_id,
        objet: 'COMMANDE',
        moyen: p.moyen,
        amount: p.montant,
        devise: p.devise,
        ...paid,
        order: { id: order.id, reference: order.reference, libelle_facturation: order.libelle_facturation, adresse: order.adresse_facturation },
        invoice,
        date: now!.t,
      },
      ctx.seller,
    );
  }
  await queueConfirmation(ctx, tx, order, invoice);
}

/** The order's confirmation mail, in the transaction that settles it. */
async function queueConfirmation(ctx: PaymentsContext, tx: Queryable, order: OrderRow, invoice: { id: number; numero: string } | null): Promise<void> {
  if (!ctx.mailer) return;
  const origin = siteOfCurrency(ctx.config.returnOrigins)(order.devise);
  const link = `${origin}/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=${order.reference}&date_commande=${order.date_commande}`;
  await ctx.mailer.queue(tx, orderConfirmationMail(order, await orderLines(tx, order.id), invoice, link));
}

/**
 * An order with nothing to pay (its documents covered by a subscription, say), in the transaction
 * that creates it: paid at once without any payment page, its invoice issued at 0, its documents
 * scheduled for production, its confirmation mailed.
 */
export async function confirmFreeOrder(ctx: PaymentsContext, tx: Queryable, order: OrderRow): Promise<void> {
  if (order.montant_ttc !== 0) throw new Error(`commande ${order.reference} : ${order.montant_ttc} à payer`);
  if (!(await settleOrder(tx, order, { moyen: order.moyen_paiement, free: true }))) return;
  const [now] = await tx.query<{ t: string }>(`select ${isoTimestamp('now()')} as t`);
  const invoice = await issueOrderInvoice(tx, order, { moyen: order.moyen_paiement, date: now!.t, carte: null, transaction: null }, ctx.seller);
  await queueConfirmation(ctx, tx, order, invoice);
}

async function insertPayment(
  tx: Queryable,
  v: { objet: 'COMMANDE' | 'RECHARGE'; orderId: number | null; accountId: number; sub: string; moyen: MoyenAccepte; amount: number; devise: 'EUR' | 'XPF'; statut: StatutPaiement; ttlSeconds: number; key?: Idempotency | null },
): Promise<PaymentRow> {
  const [row] = await tx.query<{ id: string }>(
    `insert into paiement (id, objet, commande_id, compte_client_id, sujet, moyen, montant, devise, statut, cle_idempotence, empreinte_requete, expire_le, traite_le)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12), case when $9 = 'EN_ATTENTE' then null else now() end)
     returning id`,
    [randomUUID(), v.objet, v.orderId, v.accountId, v.sub, v.moyen, v.amount, v.devise, v.statut, v.key?.key ?? null, v.key?.fingerprint ?? null, v.ttlSeconds],
  );
  return (await paymentById(tx, row!.id))!;
}

/** An Idempotency-Key and the fingerprint of the request it came with. */
interface Idempotency {
  key: string;
  fingerprint: string;
}

/** The payment an account created under an Idempotency-Key; 422 when the key came with another request. */
async function replayed(db: Queryable, accountId: number, idem: Idempotency | null): Promise<PaymentRow | null> {
  if (!idem) return null;
  const [row] = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from paiement p where p.compte_client_id = $1 and p.cle_idempotence = $2`, [accountId, idem.key]);
  if (row) assertSameRequest(row.empreinte_requete, idem.fingerprint);
  return row ?? null;
}

/** Why an order that does not await its payment any more cannot be paid or cancelled. */
const closedOrder = (statut: OrderRow['statut']) =>
  `Cette commande n'attend plus de paiement (${ORDER_STATUS_LABELS[statut].toLowerCase()}) : vos documents non commandés sont restés dans votre panier.`;
const live = (p: PaymentRow) => new Date(p.expire_le).getTime() > Date.now();

/** An order as what a card payment pays (awaitedCard.ts): locked by its row. */
const orderOwner = (orderId: number): CardOwner => ({ column: 'commande_id', id: orderId, lock: (tx) => lockOrder(tx, orderId), name: 'cette commande' });

/**
 * Pays an order with the means chosen when it was placed, or with another one given now (the wallet
 * was short, say). Asked twice, gives the same payment. Payments of an order are created and
 * switched under its row lock; another means than the card waits for the awaited card payment to
 * be cancelled at the provider.
 */
export async function payOrder(
  ctx: PaymentsContext,
  sub: string,
  reference: string,
  origin: string,
  territory: Territory,
  means?: MoyenAccepte,
  key: string | null = null,
): Promise<{ session: PaiementSession; created: boolean }> {
  const { db } = ctx;
  // An order is paid on its own site, in its currency, from that currency's wallet.
  const order = await ownOrderOnSite(db, sub, reference, territory);
  const idem = key ? { key, fingerprint: requestFingerprint({ reference_commande: order.reference, moyen_paiement: means ?? null }) } : null;
  const previous = await replayed(db, order.compte_client_id, idem);
  if (previous) return { session: await view(ctx, db, previous, origin), created: false };
  const chosen = means ?? order.moyen_paiement;
  // Refused before anything is written: the order keeps its means.
  if (chosen === 'DIFFERE' && !(await mayPayDeferred(db, order.compte_client_id))) {
    throw new HttpError(403, "Votre compte client n'est pas autorisé au paiement différé sur facture mensuelle.");
  }
  if (chosen !== 'CARTE_BANCAIRE' && order.statut === 'EN_ATTENTE_PAIEMENT') await cancelAwaitedCard(ctx, orderOwner(order.id));

  let outcome: { payment: PaymentRow; created: boolean };
  try {
    outcome = await db.transaction(
      async (tx) => {
        const locked = await lockOrder(tx, order.id);
        const payments = await paymentsOfOrder(tx, order.id);
        const accepted = payments.find((p) => p.statut === 'ACCEPTE' && !p.doublon);
        if (accepted) return { payment: accepted, created: false };
        if (!locked) throw notFound('Commande introuvable.');
        if (locked.statut !== 'EN_ATTENTE_PAIEMENT') throw new HttpError(409, closedOrder(locked.statut));
        const awaited = payments.find((p) => p.statut === 'EN_ATTENTE');
        const fields = { objet: 'COMMANDE' as const, orderId: order.id, accountId: order.compte_client_id, sub, moyen: chosen, amount: locked.montant_ttc, devise: locked.devise, key: idem };
        if (chosen !== locked.moyen_paiement) await tx.query(`update commande set moyen_paiement = $2 where id = $1`, [order.id, chosen]);

        if (chosen === 'CARTE_BANCAIRE') {
          if (awaited && live(awaited)) return { payment: awaited, created: false };
          // An awaited payment past its time leaves room for a new one (the provider's page closed with it).
          await tx.query(`update paiement set statut = 'EXPIRE', motif = 'Délai de paiement dépassé.' where commande_id = $1 and statut = 'EN_ATTENTE' and expire_le <= now()`, [order.id]);
          return { payment: await insertPayment(tx, { ...fields, statut: 'EN_ATTENTE', ttlSeconds: ctx.config.sessionTtlSeconds }), created: true };
        }
        // A card session opened since its cancellation: the customer chooses again.
        if (awaited) throw new HttpError(409, cardAwaited(orderOwner(order.id)));
        const p = await insertPayment(tx, { ...fields, statut: 'ACCEPTE', ttlSeconds: 0 });
        if (chosen === 'PORTEFEUILLE_ELECTRONIQUE') await wallet.debit(tx, order.compte_client_id, locked.devise, locked.montant_ttc, p.id, locked);
        await settle(ctx, tx, { ...locked, moyen_paiement: chosen }, p, { carte: null, transaction: null });
        return { payment: p, created: true };
      },
      { durable: chosen !== 'CARTE_BANCAIRE' },
    );
  } catch (e) {
    // A double click: the twin request created the payment (same key, or the order's one awaited or accepted payment).
    if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
    const again = (await replayed(db, order.compte_client_id, idem)) ?? (await paymentsOfOrder(db, order.id)).find((p) => p.statut === 'EN_ATTENTE' || (p.statut === 'ACCEPTE' && !p.doublon));
    if (!again) throw e;
    outcome = { payment: again, created: false };
  }
  if (outcome.created && chosen !== 'CARTE_BANCAIRE') void ctx.mailer?.deliver();
  return { session: await view(ctx, db, outcome.payment, origin), created: outcome.created };
}

/** A top-up of the selected account's wallet, paid by card on the hosted page. */
export async function topUp(
  ctx: PaymentsContext,
  sub: string,
  r: { montant: number; devise: 'EUR' | 'XPF' },
  key: string | null,
  origin: string,
): Promise<{ session: PaiementSession; created: boolean }> {
  const { db } = ctx;
  const limits = RECHARGE_LIMITES[r.devise];
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency: r.devise });
  if (r.montant < limits.min || r.montant > limits.max) throw badRequest(`Le montant d'un rechargement va de ${money(limits.min)} à ${money(limits.max)}.`);
  if (r.devise === 'XPF' && r.montant % 100 !== 0) throw badRequest('Un montant en francs CFP se compte en francs entiers.');
  const account = await requireSelectedAccount(db, sub);
  const idem = key ? { key, fingerprint: requestFingerprint({ montant: r.montant, devise: r.devise }) } : null;
  const previous = await replayed(db, account.id, idem);
  if (previous) return { session: await view(ctx, db, previous, origin), created: false };
  try {
    const p = await db.transaction((tx) =>
      insertPayment(tx, { objet: 'RECHARGE', orderId: null, accountId: account.id, sub, moyen: 'CARTE_BANCAIRE', amount: r.montant, devise: r.devise, statut: 'EN_ATTENTE', ttlSeconds: ctx.config.sessionTtlSeconds, key: idem }),
    );
    return { session: await view(ctx, db, p, origin), created: true };
  } catch (e) {
    const winner = (e as { code?: string }).code === UNIQUE_VIOLATION ? await replayed(db, account.id, idem) : null;
    if (!winner) throw e;
    return { session: await view(ctx, db, winner, origin), created: false };
  }
}

/** What applying a notification did: nothing (a copy, a retry), or something, with mail to send. */
interface Applied {
  alreadyApplied: boolean;
  mail: boolean;
}
const ALREADY: Applied = { alreadyApplied: true, mail: false };

/** A top-up's outcome: the wallet credited, with its receipt, once. */
async function applyTopUpOutcome(ctx: PaymentsContext, tx: Queryable, p: PaymentRow, n: PaymentNotification): Promise<Applied> {
  const open = p.statut === 'EN_ATTENTE' || (p.statut !== 'ACCEPTE' && n.statut === 'ACCEPTE');
  if (!open) return ALREADY;
  await tx.query(`update paiement set statut = $2, transaction = $3, carte = $4, motif = $5, traite_le = now() where id = $1`, [p.id, n.statut, n.transaction, n.carte, n.motif]);
  if (n.statut === 'ACCEPTE') {
    await wallet.credit(tx, p.compte_client_id, p.devise, p.montant, p.id);
    const [now] = await tx.query<{ t: string }>(`select ${isoTimestamp('now()')} as t`);
    await recordReceipt(tx, { paymentId: p.id, accountId: p.compte_client_id, objet: 'RECHARGE', moyen: p.moyen, amount: p.montant, devise: p.devise, carte: n.carte, transaction: n.transaction, order: null, invoice: null, date: now!.t }, ctx.seller);
  }
  return { alreadyApplied: false, mail: false };
}

/**
 * An order payment's outcome, the order locked: a refusal or an abandonment leaves the order
 * awaiting payment, payable again, with the reason given; an acceptance pays it, even late on an
 * order abandoned meanwhile (the money was taken), or, when the order can no longer take it (paid
 * by another payment, cancelled by the customer), is recorded as a duplicate and refunded.
 */
async function applyOrderOutcome(ctx: PaymentsContext, tx: Queryable, order: OrderRow, p: PaymentRow, n: PaymentNotification): Promise<Applied> {
  if (n.statut !== 'ACCEPTE') {
    if (p.statut !== 'EN_ATTENTE') return ALREADY;
    await tx.query(`update paiement set statut = $2, transaction = $3, carte = $4, motif = $5, traite_le = now() where id = $1`, [p.id, n.statut, n.transaction, n.carte, n.motif]);
    await tx.query(`update commande set motif = $2 where id = $1 and statut = 'EN_ATTENTE_PAIEMENT'`, [order.id, n.motif ?? (n.statut === 'REFUSE' ? 'Paiement refusé.' : 'Paiement abandonné.')]);
    return { alreadyApplied: false, mail: false };
  }
  if (p.statut === 'ACCEPTE') return ALREADY;
  const paidOtherwise = (await paymentsOfOrder(tx, order.id)).some((o) => o.id !== p.id && o.statut === 'ACCEPTE' && !o.doublon);
  // An abandoned order whose basket was ordered again is not paid by a late acceptance: the other order holds its documents.
  const superseded = order.statut === 'ABANDONNEE' && (await orderedAgain(tx, order));
  if (paidOtherwise || superseded || !SETTLEABLE_STATUSES.includes(order.statut)) {
    await recordDuplicate(ctx, tx, p.id, n);
    return { alreadyApplied: false, mail: true };
  }
  await tx.query(`update paiement set statut = 'ACCEPTE', transaction = $2, carte = $3, motif = $4, traite_le = now() where id = $1`, [p.id, n.transaction, n.carte, n.motif]);
  await settle(ctx, tx, order, { ...p, statut: 'ACCEPTE' }, { carte: n.carte, transaction: n.transaction });
  return { alreadyApplied: false, mail: true };
}

/**
 * Applies the provider's notification of a card payment's outcome, once: a copy, a retry or a
 * concurrent twin finds the payment already decided and changes nothing. The order or the
 * subscription it pays is locked before the payment, as paying them does.
 */
export async function applyNotification(ctx: PaymentsContext, n: PaymentNotification): Promise<{ alreadyApplied: boolean }> {
  const outcome = await ctx.db.transaction(
    async (tx): Promise<Applied> => {
      const head = await paymentById(tx, n.session);
      if (!head) throw notFound('Paiement inconnu.');
      const order = head.commande_id === null ? null : await lockOrder(tx, head.commande_id);
      if (head.abonnement_id !== null) await lockSubscription(tx, head.compte_client_id, head.abonnement_id);
      if (head.objet === 'FACTURE') await lockInvoice(tx, head.facture_id!);
      const p = (await paymentById(tx, n.session, true))!;
      await tx.query(
        'insert into paiement_notification (paiement_id, transaction, statut, corps) values ($1, $2, $3, $4::jsonb) on conflict (transaction, statut) do nothing',
        [p.id, n.transaction, n.statut, JSON.stringify(n)],
      );
      if (p.moyen !== 'CARTE_BANCAIRE') throw new HttpError(409, "Ce paiement n'est pas un paiement par carte.");
      if (p.montant !== n.montant || p.devise !== n.devise) throw new HttpError(409, 'Le montant ou la devise notifiés ne correspondent pas au paiement.');
      if (p.objet === 'ABONNEMENT') return applySubscriptionOutcome(ctx, tx, p.id, n);
      if (p.objet === 'FACTURE') return applyInvoiceOutcome(ctx, tx, p.id, n);
      if (p.objet === 'RECHARGE') return applyTopUpOutcome(ctx, tx, p, n);
      if (!order) throw notFound('Commande inconnue.');
      return applyOrderOutcome(ctx, tx, order, p, n);
    },
    { durable: true },
  );
  if (outcome.mail) void ctx.mailer?.deliver();
  return { alreadyApplied: outcome.alreadyApplied };
}

/** The reason an order left unpaid is abandoned, as its page gives it. */
export const ABANDON_MOTIF = `Commande non payée sous ${DELAI_ABANDON_COMMANDE_HEURES} heures : elle est abandonnée, ses documents sont restés dans votre panier.`;

/**
 * Card payments nobody answered for `graceSeconds` past their time are given up (the provider
 * abandons them too; a late acceptance would still be honoured); their orders stay payable. Orders
 * left unpaid for DELAI_ABANDON_COMMANDE_HEURES, with no card payment awaited, are abandoned, their
 * documents still in the basket. A maintenance step. Returns how many payments expired.
 */
export async function expireStalePayments(db: Database, graceSeconds = 15 * 60): Promise<number> {
  return db.transaction(async (tx) => {
    // Their orders are locked first, as payOrder and applyNotification lock them.
    await tx.query(
      `select id from commande where id in (select commande_id from paiement where statut = 'EN_ATTENTE' and expire_le < now() - make_interval(secs => $1)) order by id for update`,
      [graceSeconds],
    );
    const expired = await tx.query(
      `update paiement set statut = 'EXPIRE', motif = 'Délai de paiement dépassé.', traite_le = now()
        where statut = 'EN_ATTENTE' and expire_le < now() - make_interval(secs => $1) returning commande_id`,
      [graceSeconds],
    );
    for (const id of await staleUnpaidOrders(tx, DELAI_ABANDON_COMMANDE_HEURES)) {
      const awaited = await tx.query(`select 1 from paiement where commande_id = $1 and statut = 'EN_ATTENTE'`, [id]);
      if (awaited.length === 0) await closeUnpaidOrder(tx, id, 'ABANDONNEE', ABANDON_MOTIF);
    }
    return expired.length;
  });
}

/** The reason an order cancelled by its customer gives. */
export const CANCEL_MOTIF = 'Commande annulée à votre demande.';

/**
 * The customer cancels an order awaiting payment: a card payment awaited is cancelled at the
 * provider first (409 when the provider says it was paid, or cannot be reached), then the order,
 * under its row lock; its documents stay in the basket. Cancelling a cancelled order changes nothing.
 */
export async function cancelOrder(ctx: PaymentsContext, sub: string, reference: string, territory: Territory): Promise<CommandeResume> {
  const { db } = ctx;
  const order = await ownOrderOnSite(db, sub, reference, territory);
  if (order.statut === 'EN_ATTENTE_PAIEMENT') await cancelAwaitedCard(ctx, orderOwner(order.id), 'Paiement par carte annulé : la commande a été annulée.');
  const cancelled = await db.transaction(
    async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked) throw notFound('Commande introuvable.');
      if (locked.statut === 'ANNULEE') return locked;
      if (locked.statut !== 'EN_ATTENTE_PAIEMENT') throw new HttpError(409, closedOrder(locked.statut));
      // A card payment opened since its cancellation: the customer finishes it or asks again.
      if (await hasAwaitedCard(tx, orderOwner(order.id))) throw new HttpError(409, cardAwaited(orderOwner(order.id)));
      await closeUnpaidOrder(tx, order.id, 'ANNULEE', CANCEL_MOTIF);
      return (await lockOrder(tx, order.id))!;
    },
    { durable: true },
  );
  const lines = await orderLines(db, cancelled.id);
  return toOrderSummary(cancelled, lines.length, [...new Set(lines.map((l) => l.entite_denomination))], null);
}

/** The payment means the selected account may use, with the wallet's balance. */
export async function paymentMeans(db: Queryable, accountId: number, devise: 'EUR' | 'XPF'): Promise<MoyenPaiementOffert[]> {
  const solde = await wallet.balance(db, accountId, devise);
  const deferred = await mayPayDeferred(db, accountId);
  const describe: Record<MoyenAccepte, Omit<MoyenPaiementOffert, 'code' | 'code_type' | 'intitule'>> = {
    CARTE_BANCAIRE: {
      description: 'Paiement sécurisé sur la page de notre prestataire de paiement, avec authentification 3-D Secure : vos données de carte ne nous sont jamais transmises.',
      disponible: true,
      motif: null,
      defaut: true,
      solde: null,
    },
    PORTEFEUILLE_ELECTRONIQUE: {
      description: `Paiement immédiat depuis le solde de votre portefeuille électronique (${formatAmount(solde, { thousandsSeparator: true, currency: devise })}).`,
      disponible: solde > 0,
      motif: solde > 0 ? null : 'Votre portefeuille électronique est vide : rechargez-le depuis votre espace personnel.',
      defaut: false,
      solde,
    },
    DIFFERE: {
      description: 'Vos commandes du mois sont regroupées sur une facture mensuelle, payable à 30 jours.',
      disponible: deferred,
      motif: deferred ? null : 'Réservé aux comptes clients autorisés au paiement sur facture mensuelle.',
      defaut: false,
      solde: null,
    },
  };
  return MOYENS_ACCEPTES.map((code) => ({ code, code_type: CODES_TYPE_PAIEMENT[code], intitule: INTITULES_MOYEN_PAIEMENT[code], ...describe[code] }));
}

/** An order's payments as its detail lists them. */
export async function orderPaymentsView(db: Queryable, orderId: number): Promise<Commande['paiements']> {
  return (await paymentsOfOrder(db, orderId)).map((p) => ({ id: p.id, moyen: p.moyen, statut: p.statut, montant: p.montant, carte: p.carte, motif: p.motif, remboursement: p.remboursement, cree_le: p.cree_le }));
}

/** The payments' jobs, run by the application's job worker: the refunds of duplicates. */
export function paymentJobHandlers(ctx: PaymentsContext): Record<string, JobHandler> {
  return { [REFUND_DUPLICATE]: refundDuplicateJob(ctx) };
}
