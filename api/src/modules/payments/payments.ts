// Payments (SPEC §7 paiements/sessions): an order is paid by card on the provider's hosted page,
// from the wallet, or accepted for monthly invoicing; the wallet is topped up by card. A card
// payment is confirmed only by the provider's signed notification, which may come before, after or
// instead of the customer's return, twice, or several at once: each is applied once, in one durable
// transaction with everything the payment entails (order, invoice, receipt, wallet, mail).
import { randomUUID } from 'node:crypto';
import {
  CODES_TYPE_PAIEMENT,
  INTITULES_MOYEN_PAIEMENT,
  MOYENS_ACCEPTES,
  RECHARGE_LIMITES,
  type Commande,
  type MoyenAccepte,
  type MoyenPaiementOffert,
  type PaiementSession,
  type StatutPaiement,
} from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format/amounts';
import { paymentPageUrl, type PaymentNotification } from '@portail/shared/payment/protocol';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import type { Database, Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { Mailer } from '../identity/mailer';
import { issueOrderInvoice } from '../orders/invoices';
import { orderConfirmationMail } from '../orders/mail';
import { closeUnpaidOrder, findOrderFor, isoTimestamp, lockOrder, orderHeader, orderLines, settleOrder, staleUnpaidOrders, type OrderRow } from '../orders/orders';
import type { SellerIdentity } from '../orders/documents/types';
import { mayPayDeferred, requireSelectedAccount } from '../users/accounts';
import type { PaymentConfig } from './config';
import { recordReceipt } from './receipts';
import { applySubscriptionOutcome } from './subscriptionPayments';
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
  objet: 'COMMANDE' | 'RECHARGE' | 'ABONNEMENT';
  commande_id: number | null;
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
}

const PAYMENT_COLUMNS = `p.id, p.objet, p.commande_id, p.compte_client_id, p.moyen, p.montant, p.devise, p.statut, p.transaction, p.carte, p.motif,
  ${isoTimestamp('p.expire_le')} as expire_le, ${isoTimestamp('p.cree_le')} as cree_le`;

const UNIQUE_VIOLATION = '23505';

/** Where the provider sends the customer back: the origin they came from when it is one of the shells. */
export function returnOrigin(config: PaymentConfig, requested: string | null): string {
  return requested && config.returnOrigins.includes(requested) ? requested : config.returnOrigins[0]!;
}

/** The shell of the order's site, for links in mail: New Caledonia pays in XPF. */
function siteOrigin(config: PaymentConfig, devise: 'EUR' | 'XPF'): string {
  return (devise === 'XPF' ? config.returnOrigins[1] : undefined) ?? config.returnOrigins[0]!;
}

/** Where the provider sends the customer back: the basket's payment page, or the wallet for a top-up. */
const ORDER_RETURN_PATH = REMOTE_ROUTES['mf-basket'].paymentReturn;
const TOP_UP_RETURN_PATH = REMOTE_ROUTES['mf-personal-space'].wallet;

function hostedPage(ctx: PaymentsContext, p: PaymentRow, reference: string, origin: string): string {
  const topUp = p.objet === 'RECHARGE';
  return paymentPageUrl(
    ctx.config.pageUrl,
    {
      marchand: ctx.config.merchantId,
      session: p.id,
      reference,
      libelle: topUp ? 'Rechargement du portefeuille électronique' : `Commande de documents officiels ${reference}`,
      montant: String(p.montant),
      devise: p.devise,
      url_retour: `${origin}${topUp ? TOP_UP_RETURN_PATH : ORDER_RETURN_PATH}`,
      horodatage: String(Math.floor(Date.now() / 1000)),
    },
    ctx.config.secret,
  );
}

const topUpReference = (id: string) => `RECHARGE-${id.slice(0, 8).toUpperCase()}`;

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
    redirection: awaited && origin !== null ? hostedPage(ctx, p, order?.reference ?? topUpReference(p.id), origin) : null,
    carte: p.carte,
    motif: p.motif,
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
      where p.id = $2 and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = p.compte_client_id and u.sujet = $1)`,
    [sub, id],
  );
  return row ? view(ctx, ctx.db, row, origin) : null;
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
  if (!(await settleOrder(tx, order, { paymentId: p.id, moyen: p.moyen }))) return;
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
  if (ctx.mailer) {
    const origin = siteOrigin(ctx.config, order.devise);
    const link = `${origin}/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=${order.reference}&date_commande=${order.date_commande}`;
    await ctx.mailer.queue(tx, orderConfirmationMail(order, await orderLines(tx, order.id), invoice, link));
  }
}

async function insertPayment(
  tx: Queryable,
  v: { objet: 'COMMANDE' | 'RECHARGE'; orderId: number | null; accountId: number; sub: string; moyen: MoyenAccepte; amount: number; devise: 'EUR' | 'XPF'; statut: StatutPaiement; ttlSeconds: number; key?: string | null },
): Promise<PaymentRow> {
  const [row] = await tx.query<{ id: string }>(
    `insert into paiement (id, objet, commande_id, compte_client_id, sujet, moyen, montant, devise, statut, cle_idempotence, expire_le, traite_le)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11), case when $9 = 'EN_ATTENTE' then null else now() end)
     returning id`,
    [randomUUID(), v.objet, v.orderId, v.accountId, v.sub, v.moyen, v.amount, v.devise, v.statut, v.key ?? null, v.ttlSeconds],
  );
  return (await paymentById(tx, row!.id))!;
}

const CLOSED_ORDER = 'Cette commande est close (paiement refusé ou abandonné) : repassez commande depuis votre panier, qui a gardé vos documents.';

/**
 * Pays an order with the means chosen when it was placed, or with another one given now (the wallet
 * was short, say). Asked twice, gives the same payment.
 */
export async function payOrder(
  ctx: PaymentsContext,
  sub: string,
  reference: string,
  origin: string,
  means?: MoyenAccepte,
): Promise<{ session: PaiementSession; created: boolean }> {
  const { db } = ctx;
  let order = await findOrderFor(db, sub, reference);
  if (!order) throw notFound('Commande introuvable.');
  const existing = await paymentsOfOrder(db, order.id);
  const accepted = existing.find((p) => p.statut === 'ACCEPTE');
  if (accepted) return { session: await view(ctx, db, accepted, origin), created: false };
  if (order.statut === 'REFUSEE' || order.statut === 'ANNULEE') throw new HttpError(409, CLOSED_ORDER);
  if (means && means !== order.moyen_paiement) {
    if (existing.some((p) => p.statut === 'EN_ATTENTE' && new Date(p.expire_le).getTime() > Date.now())) {
      throw new HttpError(409, 'Un paiement par carte de cette commande est en cours : terminez-le ou attendez son expiration avant de changer de moyen de paiement.');
    }
    await db.query(`update commande set moyen_paiement = $2 where id = $1 and statut = 'EN_ATTENTE_PAIEMENT'`, [order.id, means]);
    order = { ...order, moyen_paiement: means };
  }

  if (order.moyen_paiement === 'CARTE_BANCAIRE') {
    const open = existing.find((p) => p.statut === 'EN_ATTENTE' && new Date(p.expire_le).getTime() > Date.now());
    if (open) return { session: await view(ctx, db, open, origin), created: false };
    try {
      const created = await db.transaction(async (tx) => {
        // An awaited payment past its time leaves room for a new one.
        await tx.query(`update paiement set statut = 'EXPIRE', motif = 'Délai de paiement dépassé.' where commande_id = $1 and statut = 'EN_ATTENTE' and expire_le <= now()`, [order.id]);
        return insertPayment(tx, { objet: 'COMMANDE', orderId: order.id, accountId: order.compte_client_id, sub, moyen: 'CARTE_BANCAIRE', amount: order.montant_ttc, devise: order.devise, statut: 'EN_ATTENTE', ttlSeconds: ctx.config.sessionTtlSeconds });
      });
      return { session: await view(ctx, db, created, origin), created: true };
    } catch (e) {
      // A double click: the other request created the awaited payment.
      if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
      const again = (await paymentsOfOrder(db, order.id)).find((p) => p.statut === 'EN_ATTENTE' || p.statut === 'ACCEPTE');
      if (!again) throw e;
      return { session: await view(ctx, db, again, origin), created: false };
    }
  }

  if (order.moyen_paiement === 'DIFFERE' && !(await mayPayDeferred(db, order.compte_client_id))) {
    throw new HttpError(403, "Votre compte client n'est pas autorisé au paiement différé sur facture mensuelle.");
  }
  try {
    const payment = await db.transaction(
      async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (!locked || locked.statut !== 'EN_ATTENTE_PAIEMENT') throw new HttpError(409, CLOSED_ORDER);
        const p = await insertPayment(tx, { objet: 'COMMANDE', orderId: order.id, accountId: order.compte_client_id, sub, moyen: order.moyen_paiement, amount: order.montant_ttc, devise: order.devise, statut: 'ACCEPTE', ttlSeconds: 0 });
        if (order.moyen_paiement === 'PORTEFEUILLE_ELECTRONIQUE') await wallet.debit(tx, order.compte_client_id, order.devise, order.montant_ttc, p.id, order);
        await settle(ctx, tx, locked, p, { carte: null, transaction: null });
        return p;
      },
      { durable: true },
    );
    void ctx.mailer?.deliver();
    return { session: await view(ctx, db, payment, origin), created: true };
  } catch (e) {
    // Paid meanwhile by a twin request: give its payment.
    const again = (await paymentsOfOrder(db, order.id)).find((p) => p.statut === 'ACCEPTE');
    if (again) return { session: await view(ctx, db, again, origin), created: false };
    throw e;
  }
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
  const replay = async () => {
    const [row] = key ? await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from paiement p where p.compte_client_id = $1 and p.cle_idempotence = $2`, [account.id, key]) : [];
    return row ?? null;
  };
  const previous = await replay();
  if (previous) return { session: await view(ctx, db, previous, origin), created: false };
  try {
    const p = await db.transaction((tx) =>
      insertPayment(tx, { objet: 'RECHARGE', orderId: null, accountId: account.id, sub, moyen: 'CARTE_BANCAIRE', amount: r.montant, devise: r.devise, statut: 'EN_ATTENTE', ttlSeconds: ctx.config.sessionTtlSeconds, key }),
    );
    return { session: await view(ctx, db, p, origin), created: true };
  } catch (e) {
    const winner = (e as { code?: string }).code === UNIQUE_VIOLATION ? await replay() : null;
    if (!winner) throw e;
    return { session: await view(ctx, db, winner, origin), created: false };
  }
}

/**
 * Applies the provider's notification of a card payment's outcome, once: a copy, a retry or a
 * concurrent twin finds the payment already decided and changes nothing.
 */
export async function applyNotification(ctx: PaymentsContext, n: PaymentNotification): Promise<{ alreadyApplied: boolean }> {
  const outcome = await ctx.db.transaction(
    async (tx) => {
      const p = await paymentById(tx, n.session, true);
      if (!p) throw notFound('Paiement inconnu.');
      await tx.query(
        'insert into paiement_notification (paiement_id, transaction, statut, corps) values ($1, $2, $3, $4::jsonb) on conflict (transaction, statut) do nothing',
        [p.id, n.transaction, n.statut, JSON.stringify(n)],
      );
      if (p.moyen !== 'CARTE_BANCAIRE') throw new HttpError(409, "Ce paiement n'est pas un paiement par carte.");
      if (p.montant !== n.montant || p.devise !== n.devise) throw new HttpError(409, 'Le montant ou la devise notifiés ne correspondent pas au paiement.');
      if (p.objet === 'ABONNEMENT') return applySubscriptionOutcome(ctx, tx, p.id, n);
      // An acceptance after the portal gave up waiting still counts: the money was taken.
      const open = p.statut === 'EN_ATTENTE' || (p.statut === 'EXPIRE' && n.statut === 'ACCEPTE');
      if (!open) return { alreadyApplied: true, mail: false };
      const taken = await tx.query(
        `update paiement set statut = $2, transaction = $3, carte = $4, motif = $5, traite_le = now()
          where id = $1 and not exists (select 1 from paiement o where o.commande_id = paiement.commande_id and o.statut = 'ACCEPTE' and $2 = 'ACCEPTE')
          returning id`,
        [p.id, n.statut, n.transaction, n.carte, n.motif],
      );
      if (taken.length === 0) return { alreadyApplied: true, mail: false };
      const paid = { carte: n.carte, transaction: n.transaction };
      if (p.objet === 'RECHARGE') {
        if (n.statut === 'ACCEPTE') {
          await wallet.credit(tx, p.compte_client_id, p.devise, p.montant, p.id);
          const [now] = await tx.query<{ t: string }>(`select ${isoTimestamp('now()')} as t`);
          await recordReceipt(tx, { paymentId: p.id, accountId: p.compte_client_id, objet: 'RECHARGE', moyen: p.moyen, amount: p.montant, devise: p.devise, ...paid, order: null, invoice: null, date: now!.t }, ctx.seller);
        }
        return { alreadyApplied: false, mail: false };
      }
      const order = await lockOrder(tx, p.commande_id!);
      if (!order) throw notFound('Commande inconnue.');
      if (n.statut === 'ACCEPTE') await settle(ctx, tx, order, { ...p, statut: 'ACCEPTE' }, paid);
      else await closeUnpaidOrder(tx, order.id, n.statut === 'REFUSE' ? 'REFUSEE' : 'ANNULEE', n.motif ?? (n.statut === 'REFUSE' ? 'Paiement refusé.' : 'Paiement abandonné.'));
      return { alreadyApplied: false, mail: n.statut === 'ACCEPTE' };
    },
    { durable: true },
  );
  if (outcome.mail) void ctx.mailer?.deliver();
  return { alreadyApplied: outcome.alreadyApplied };
}

/** Orders left unpaid this long, with no card payment awaited, are cancelled. */
export const UNPAID_ORDER_HOURS = 24;

/**
 * Card payments nobody answered for `graceSeconds` past their time: given up, and their orders
 * cancelled (the provider abandons them too; a late acceptance would still be honoured). Orders
 * left unpaid for a day are cancelled too. Returns how many payments expired.
 */
export async function expireStalePayments(db: Database, graceSeconds = 15 * 60): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx.query<{ commande_id: number | null }>(
      `update paiement set statut = 'EXPIRE', motif = 'Délai de paiement dépassé.', traite_le = now()
        where statut = 'EN_ATTENTE' and expire_le < now() - make_interval(secs => $1) returning commande_id`,
      [graceSeconds],
    );
    for (const e of expired) if (e.commande_id !== null) await closeUnpaidOrder(tx, e.commande_id, 'ANNULEE', 'Délai de paiement dépassé.');
    for (const id of await staleUnpaidOrders(tx, UNPAID_ORDER_HOURS)) {
      const awaited = await tx.query(`select 1 from paiement where commande_id = $1 and statut = 'EN_ATTENTE'`, [id]);
      if (awaited.length === 0) await closeUnpaidOrder(tx, id, 'ANNULEE', "Commande non payée dans les 24 heures.");
    }
    return expired.length;
  });
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
  return (await paymentsOfOrder(db, orderId)).map((p) => ({ id: p.id, moyen: p.moyen, statut: p.statut, montant: p.montant, carte: p.carte, motif: p.motif, cree_le: p.cree_le }));
}
