// Payments of subscriptions: the first period of a subscription (which starts it) or one of its
// unpaid invoices (which lifts a suspension it caused), by card on the provider's hosted page or
// from the wallet. A card payment is decided by the provider's signed notification alone
// (payments.ts `applyNotification` hands it here); a wallet payment is debited under the wallet's
// row lock and applied in the same durable transaction, once the card payment awaited (if any) is
// cancelled at the provider. A refused or abandoned card payment changes nothing: the period stays
// unpaid, and payable again. A card acceptance for a period paid meanwhile, or for a subscription
// given up, is a duplicate, refunded as an order's is (duplicates.ts).
import { randomUUID } from 'node:crypto';
import { offreAbonnement, type MoyenPaiementAbonnement, type StatutPaiement } from '@portail/shared/api';
import type { PaymentNotification } from '@portail/shared/payment/protocol';
import type { Queryable } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { parisToday, isoTimestamp, issueSubscriptionInvoice, liftSuspension } from '../orders';
import {
  lockAccount,
  periodAmounts,
  startPaidSubscription,
  statusOn,
  subscriptionFor,
  unpaidInvoice,
  SUBSCRIPTION_NOT_FOUND,
  type SubscriptionRecord,
} from '../accounts';
import { cancelAwaitedCard, cardAwaited, createAwaitedCard, hasAwaitedCard, type CardOwner } from './awaitedCard';
import { ALREADY, recordCardAcceptance, recordCardFailure, type Applied } from './cardOutcome';
import { recordDuplicate } from './duplicates';
import type { PaymentsContext } from './payments';
import { otherTerritory, type Territory } from '../basket';
import * as wallet from './wallet';

export const INVOICE_NOT_FOUND = 'Facture introuvable.';

interface SubscriptionPaymentRow {
  id: string;
  abonnement_id: number;
  /** The invoice paid; for a first period, the invoice issued once it was paid. */
  facture_id: number | null;
  compte_client_id: number;
  moyen: MoyenPaiementAbonnement;
  montant: number;
  devise: 'EUR';
  statut: StatutPaiement;
  carte: string | null;
  motif: string | null;
  expire_le: string;
}

const COLUMNS = `p.id, p.abonnement_id, p.facture_id, p.compte_client_id, p.moyen, p.montant, p.devise, p.statut, p.carte, p.motif, ${isoTimestamp('p.expire_le')} as expire_le`;

/** What a payment pays: the first period (no invoice yet) or an invoice of the subscription. */
interface Target {
  invoice: { id: number; numero: string } | null;
  amount: number;
  /** Shown on the provider's page. */
  reference: string;
  libelle: string;
}

const awaited = (p: SubscriptionPaymentRow) => p.statut === 'EN_ATTENTE' && new Date(p.expire_le).getTime() > Date.now();

async function paymentsOf(db: Queryable, subscriptionId: number): Promise<SubscriptionPaymentRow[]> {
  return db.query<SubscriptionPaymentRow>(`select ${COLUMNS} from paiement p where p.abonnement_id = $1 order by p.cree_le, p.id`, [subscriptionId]);
}

async function paymentById(db: Queryable, id: string): Promise<SubscriptionPaymentRow | null> {
  const [row] = await db.query<SubscriptionPaymentRow>(`select ${COLUMNS} from paiement p where p.id = $1 and p.objet = 'ABONNEMENT'`, [id]);
  return row ?? null;
}

const offerName = (code: string) => offreAbonnement(code)?.libelle ?? code;

/** How the provider's page names a payment of subscription `s` (`uuid`, offer `code`): its invoice, or its first month. */
function named(s: { uuid: string; code_offre: string }, invoice: string | null): Pick<Target, 'reference' | 'libelle'> {
  const offer = offerName(s.code_offre);
  return invoice
    ? { reference: invoice, libelle: `Abonnement ${offer} – facture ${invoice}` }
    : { reference: `ABONNEMENT-${s.uuid.slice(0, 8).toUpperCase()}`, libelle: `Abonnement ${offer} – premier mois` };
}

/** How the provider's page names a subscription's payment (payments.ts builds the page's address). */
export async function subscriptionPaymentNamed(q: Queryable, p: { abonnement_id: number; facture_id: number | null }): Promise<Pick<Target, 'reference' | 'libelle'>> {
  const [row] = await q.query<{ uuid: string; code_offre: string; numero: string | null }>(
    'select a.uuid::text as uuid, a.code_offre, (select numero from facture where id = $2) as numero from abonnement a where a.id = $1',
    [p.abonnement_id, p.facture_id],
  );
  return named(row!, row!.numero);
}

/** The subscription's rows locked, in the order every payment of it takes them: its account's subscriptions, then it. */
export async function lockSubscription(tx: Queryable, accountId: number, subscriptionId: number): Promise<void> {
  await lockAccount(tx, accountId);
  await tx.query('select 1 from abonnement where id = $1 for update', [subscriptionId]);
}

/** What is to be paid: the invoice `invoiceId` of the subscription, else what it asks for now. */
async function targetOf(q: Queryable, s: SubscriptionRecord, invoiceId: number | null, day: string): Promise<Target> {
  const ofInvoice = (i: { id: number; numero: string; montant_ttc: number }): Target => ({ invoice: { id: i.id, numero: i.numero }, amount: i.montant_ttc, ...named(s, i.numero) });
  if (invoiceId !== null) {
    const [invoice] = await q.query<{ id: number; numero: string; montant_ttc: number; statut: string }>(
      `select id, numero, montant_ttc, statut from facture where id = $1 and abonnement_id = $2 and type = 'ABONNEMENT'`,
      [invoiceId, s.id],
    );
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.statut !== 'A_PAYER') throw new HttpError(409, `La facture ${invoice.numero} est déjà payée.`);
    return ofInvoice(invoice);
  }
  if (!s.demarre) {
    if (statusOn(s, day) === 'TERMINE') throw new HttpError(409, 'Vous avez renoncé à cet abonnement : reprenez-le pour le payer.');
    if (s.prix_mensuel_ht === null) throw new HttpError(409, "Cet abonnement n'est pas payable en ligne.");
    return { invoice: null, amount: periodAmounts(s.prix_mensuel_ht).montant_ttc, ...named(s, null) };
  }
  const unpaid = unpaidInvoice(s);
  if (!unpaid) throw new HttpError(409, "Cet abonnement n'a rien à payer : ses factures sont réglées.");
  return ofInvoice(unpaid);
}

/** Whether the target is still unpaid (a first month: nor given up), read under the subscription's row lock. */
async function stillDue(tx: Queryable, subscriptionId: number, invoiceId: number | null): Promise<boolean> {
  const [row] =
    invoiceId === null
      ? await tx.query('select 1 from abonnement where id = $1 and demarre_le is null and date_fin is null', [subscriptionId])
      : await tx.query(`select 1 from facture where id = $1 and statut = 'A_PAYER'`, [invoiceId]);
  return !!row;
}

async function insertPayment(
  tx: Queryable,
  v: { subscriptionId: number; invoiceId: number | null; accountId: number; sub: string; moyen: MoyenPaiementAbonnement; amount: number; statut: StatutPaiement; ttlSeconds: number },
): Promise<SubscriptionPaymentRow> {
  const id = randomUUID();
  await tx.query(
    `insert into paiement (id, objet, abonnement_id, facture_id, compte_client_id, sujet, moyen, montant, devise, statut, expire_le, traite_le)
     values ($1, 'ABONNEMENT', $2, $3, $4, $5, $6, $7, 'EUR', $8, now() + make_interval(secs => $9), case when $8 = 'EN_ATTENTE' then null else now() end)`,
    [id, v.subscriptionId, v.invoiceId, v.accountId, v.sub, v.moyen, v.amount, v.statut, v.ttlSeconds],
  );
  return (await paymentById(tx, id))!;
}

/**
 * What an accepted payment entails, in its transaction (the subscription locked, its target checked
 * still due): the first period paid starts the subscription and issues its invoice, paid; an
 * invoice paid is marked so and lifts the suspension it caused.
 */
async function settle(ctx: PaymentsContext, tx: Queryable, p: SubscriptionPaymentRow, paid: { carte: string | null; transaction: string | null }): Promise<void> {
  const day = await parisToday(tx);
  if (p.facture_id === null) {
    if (!(await startPaidSubscription(tx, p.abonnement_id, day))) throw new Error(`subscription ${p.abonnement_id}: first month no longer due under its lock`);
    const [now] = await tx.query<{ t: string }>(`select ${isoTimestamp('now()')} as t`);
    const invoice = await issueSubscriptionInvoice(tx, p.abonnement_id, ctx.seller, day, { moyen: p.moyen, date: now!.t, ...paid });
    if (invoice) await tx.query('update paiement set facture_id = $2 where id = $1', [p.id, invoice.id]);
    return;
  }
  await tx.query(`update facture set statut = 'PAYEE', moyen_paiement = $2 where id = $1 and statut = 'A_PAYER'`, [p.facture_id, p.moyen]);
  await liftSuspension(tx, p.abonnement_id, day);
}

/**
 * Pays what subscription `uuid` (of an account `sub` acts for) asks for now, or its invoice
 * `invoiceId`: by card, an awaited payment for the provider's page (asked again, the same payment);
 * from the wallet, at once or not at all, once the card payment awaited is cancelled at the
 * provider. Payments of a subscription are created under its row lock. Gives the payment's id.
 */
export async function paySubscription(
  ctx: PaymentsContext,
  sub: string,
  uuid: string,
  territory: Territory,
  r: { moyen_paiement: MoyenPaiementAbonnement; id_facture?: number | null | undefined },
): Promise<{ paymentId: string; created: boolean }> {
  const { db } = ctx;
  const s = await subscriptionFor(db, sub, uuid);
  if (!s) throw notFound(SUBSCRIPTION_NOT_FOUND);
  if (s.territoire !== territory) throw otherTerritory('Cet abonnement', s.territoire, territory);
  const day = await parisToday(db);
  const target = await targetOf(db, s, r.id_facture ?? null, day);
  const invoiceId = target.invoice?.id ?? null;
  const owner: CardOwner = { column: 'abonnement_id', id: s.id, lock: (tx) => lockSubscription(tx, s.compte_client_id, s.id), name: 'cet abonnement' };

  if (r.moyen_paiement === 'CARTE_BANCAIRE') {
    const open = (await paymentsOf(db, s.id)).find(awaited);
    if (open) {
      if (open.facture_id === invoiceId) return { paymentId: open.id, created: false };
      throw new HttpError(409, 'Un paiement par carte de cet abonnement est en cours : terminez-le ou attendez son expiration.');
    }
    return createAwaitedCard(
      db,
      async (tx) => {
        await owner.lock(tx);
        // An awaited payment past its time leaves room for a new one.
        await tx.query(`update paiement set statut = 'EXPIRE', motif = 'Délai de paiement dépassé.', traite_le = now() where abonnement_id = $1 and statut = 'EN_ATTENTE' and expire_le <= now()`, [s.id]);
        return insertPayment(tx, { subscriptionId: s.id, invoiceId, accountId: s.compte_client_id, sub, moyen: 'CARTE_BANCAIRE', amount: target.amount, statut: 'EN_ATTENTE', ttlSeconds: ctx.config.sessionTtlSeconds });
      },
      async () => (await paymentsOf(db, s.id)).find(awaited),
    );
  }

  await cancelAwaitedCard(ctx, owner);
  const offer = offerName(s.code_offre);
  const payment = await db.transaction(
    async (tx) => {
      await owner.lock(tx);
      if (!(await stillDue(tx, s.id, invoiceId))) throw new HttpError(409, target.invoice ? `La facture ${target.invoice.numero} est déjà payée.` : 'Le premier mois de cet abonnement est déjà payé.');
      if (await hasAwaitedCard(tx, owner)) throw new HttpError(409, cardAwaited(owner));
      const p = await insertPayment(tx, { subscriptionId: s.id, invoiceId, accountId: s.compte_client_id, sub, moyen: 'PORTEFEUILLE_ELECTRONIQUE', amount: target.amount, statut: 'ACCEPTE', ttlSeconds: 0 });
      await wallet.spend(tx, s.compte_client_id, 'EUR', target.amount, p.id, {
        label: target.invoice ? `Paiement de la facture ${target.invoice.numero} (abonnement ${offer})` : `Paiement du premier mois de l'abonnement ${offer}`,
        orderId: null,
        what: target.invoice ? 'la facture' : 'le premier mois',
      });
      await settle(ctx, tx, p, { carte: null, transaction: null });
      return p;
    },
    { durable: true },
  );
  return { paymentId: payment.id, created: true };
}

/**
 * The provider's notification of a subscription's card payment, in `applyNotification`'s
 * transaction (the subscription, then the payment, locked), once: a refusal or an abandonment is
 * recorded and leaves the period unpaid, payable again; an acceptance, even after the portal
 * stopped waiting (the money was taken), pays the period, or, when it is paid already or the
 * subscription was given up, is recorded as a duplicate and refunded.
 */
export async function applySubscriptionOutcome(ctx: PaymentsContext, tx: Queryable, paymentId: string, n: PaymentNotification): Promise<Applied> {
  const p = await paymentById(tx, paymentId);
  if (!p) throw notFound('Paiement inconnu.');
  if (n.statut !== 'ACCEPTE') return recordCardFailure(tx, p, n);
  if (p.statut === 'ACCEPTE') return ALREADY;
  if (!(await stillDue(tx, p.abonnement_id, p.facture_id))) {
    await recordDuplicate(ctx, tx, p.id, n);
    return { alreadyApplied: false, mail: true };
  }
  await recordCardAcceptance(tx, p.id, n);
  await settle(ctx, tx, { ...p, statut: 'ACCEPTE' }, { carte: n.carte, transaction: n.transaction });
  return { alreadyApplied: false, mail: false };
}
