// Payments of subscriptions: the first period of a subscription (which starts it) or one of its
// unpaid invoices (which lifts a suspension it caused), by card on the provider's hosted page or
// from the wallet. A card payment is decided by the provider's signed notification alone
// (payments.ts `applyNotification` hands it here); a wallet payment is debited under the wallet's
// row lock and applied in the same durable transaction. A refused or abandoned card payment changes
// nothing: the period stays unpaid, and payable again.
import { randomUUID } from 'node:crypto';
import { offreAbonnement, type MoyenPaiementAbonnement, type PaiementSession, type StatutPaiement } from '@portail/shared/api';
import { paymentPageUrl, type PaymentNotification } from '@portail/shared/payment/protocol';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import type { Queryable } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { parisToday } from '../orders/invoices';
import { isoTimestamp } from '../orders/orders';
import { issueSubscriptionInvoice, liftSuspension } from '../orders/subscriptionInvoices';
import { lockAccount, periodAmounts, startPaidSubscription, statusOn, subscriptionFor, unpaidInvoice, SUBSCRIPTION_NOT_FOUND, type SubscriptionRecord } from '../users/subscriptions';
import type { PaymentsContext } from './payments';
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

const UNIQUE_VIOLATION = '23505';

/** Where the provider sends the customer back: the subscription page. */
const RETURN_PATH = REMOTE_ROUTES['mf-personal-space'].subscription;

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

function view(ctx: PaymentsContext, p: SubscriptionPaymentRow, target: Pick<Target, 'reference' | 'libelle'>, origin: string): PaiementSession {
  const redirection = awaited(p)
    ? paymentPageUrl(
        ctx.config.pageUrl,
        {
          marchand: ctx.config.merchantId,
          session: p.id,
          reference: target.reference,
          libelle: target.libelle,
          montant: String(p.montant),
          devise: p.devise,
          url_retour: `${origin}${RETURN_PATH}`,
          horodatage: String(Math.floor(Date.now() / 1000)),
          expiration: String(Math.floor(new Date(p.expire_le).getTime() / 1000)),
        },
        ctx.config.secret,
      )
    : null;
  return { id: p.id, objet: 'ABONNEMENT', moyen: p.moyen, statut: p.statut, montant: p.montant, devise: p.devise, commande: null, redirection, carte: p.carte, motif: p.motif, expire_le: p.expire_le };
}

/** What is to be paid: the invoice `invoiceId` of the subscription, else what it asks for now. */
async function targetOf(q: Queryable, s: SubscriptionRecord, invoiceId: number | null, day: string): Promise<Target> {
  const offer = offreAbonnement(s.code_offre)?.libelle ?? s.code_offre;
  const ofInvoice = (i: { id: number; numero: string; montant_ttc: number }): Target => ({
    invoice: { id: i.id, numero: i.numero },
    amount: i.montant_ttc,
    reference: i.numero,
    libelle: `Abonnement ${offer} – facture ${i.numero}`,
  });
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
    return { invoice: null, amount: periodAmounts(s.prix_mensuel_ht).montant_ttc, reference: `ABONNEMENT-${s.uuid.slice(0, 8).toUpperCase()}`, libelle: `Abonnement ${offer} – premier mois` };
  }
  const unpaid = unpaidInvoice(s);
  if (!unpaid) throw new HttpError(409, "Cet abonnement n'a rien à payer : ses factures sont réglées.");
  return ofInvoice(unpaid);
}

/** Whether the target is still unpaid, read under the subscription's row lock. */
async function stillDue(tx: Queryable, subscriptionId: number, invoiceId: number | null): Promise<boolean> {
  if (invoiceId === null) {
    const [row] = await tx.query('select 1 from abonnement where id = $1 and demarre_le is null and date_fin is null for update', [subscriptionId]);
    return !!row;
  }
  await tx.query('select 1 from abonnement where id = $1 for update', [subscriptionId]);
  const [row] = await tx.query(`select 1 from facture where id = $1 and statut = 'A_PAYER'`, [invoiceId]);
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
 * What an accepted payment entails, in its transaction (the account's subscriptions locked): the
 * first period paid starts the subscription and issues its invoice, paid; an invoice paid is marked
 * so and lifts the suspension it caused. A payment of something paid meanwhile (or of a subscription
 * given up) changes nothing and says so. Returns whether it applied.
 */
async function settle(ctx: PaymentsContext, tx: Queryable, p: SubscriptionPaymentRow, paid: { carte: string | null; transaction: string | null }): Promise<boolean> {
  const day = await parisToday(tx);
  if (p.facture_id === null) {
    if (!(await startPaidSubscription(tx, p.abonnement_id, day))) {
      await tx.query('update paiement set motif = $2 where id = $1', [p.id, "Premier mois déjà payé par un autre paiement, ou abonnement abandonné avant ce paiement."]);
      return false;
    }
    const [now] = await tx.query<{ t: string }>(`select ${isoTimestamp('now()')} as t`);
    const invoice = await issueSubscriptionInvoice(tx, p.abonnement_id, ctx.seller, day, { moyen: p.moyen, date: now!.t, ...paid });
    if (invoice) await tx.query('update paiement set facture_id = $2 where id = $1', [p.id, invoice.id]);
    return true;
  }
  const marked = await tx.query(`update facture set statut = 'PAYEE', moyen_paiement = $2 where id = $1 and statut = 'A_PAYER' returning id`, [p.facture_id, p.moyen]);
  if (marked.length === 0) {
    await tx.query('update paiement set motif = $2 where id = $1', [p.id, 'Facture déjà payée par un autre paiement.']);
    return false;
  }
  await liftSuspension(tx, p.abonnement_id, day);
  return true;
}

/**
 * Pays what subscription `uuid` (of an account `sub` acts for) asks for now, or its invoice
 * `invoiceId`: by card, an awaited payment and the provider's page (asked again, the same payment);
 * from the wallet, at once or not at all.
 */
export async function paySubscription(
  ctx: PaymentsContext,
  sub: string,
  uuid: string,
  r: { moyen_paiement: MoyenPaiementAbonnement; id_facture?: number | null | undefined },
  origin: string,
): Promise<{ session: PaiementSession; created: boolean }> {
  const { db } = ctx;
  const s = await subscriptionFor(db, sub, uuid);
  if (!s) throw notFound(SUBSCRIPTION_NOT_FOUND);
  const day = await parisToday(db);
  const target = await targetOf(db, s, r.id_facture ?? null, day);
  const invoiceId = target.invoice?.id ?? null;
  const open = (await paymentsOf(db, s.id)).find(awaited);
  if (open) {
    if (open.facture_id === invoiceId && open.moyen === r.moyen_paiement) return { session: view(ctx, open, target, origin), created: false };
    throw new HttpError(409, 'Un paiement par carte de cet abonnement est en cours : terminez-le ou attendez son expiration.');
  }

  if (r.moyen_paiement === 'CARTE_BANCAIRE') {
    try {
      const created = await db.transaction(async (tx) => {
        // An awaited payment past its time leaves room for a new one.
        await tx.query(`update paiement set statut = 'EXPIRE', motif = 'Délai de paiement dépassé.', traite_le = now() where abonnement_id = $1 and statut = 'EN_ATTENTE' and expire_le <= now()`, [s.id]);
        return insertPayment(tx, { subscriptionId: s.id, invoiceId, accountId: s.compte_client_id, sub, moyen: 'CARTE_BANCAIRE', amount: target.amount, statut: 'EN_ATTENTE', ttlSeconds: ctx.config.sessionTtlSeconds });
      });
      return { session: view(ctx, created, target, origin), created: true };
    } catch (e) {
      // A double click: the other request created the awaited payment.
      if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
      const again = (await paymentsOf(db, s.id)).find(awaited);
      if (!again) throw e;
      return { session: view(ctx, again, target, origin), created: false };
    }
  }

  const offer = offreAbonnement(s.code_offre)?.libelle ?? s.code_offre;
  const payment = await db.transaction(
    async (tx) => {
      await lockAccount(tx, s.compte_client_id);
      if (!(await stillDue(tx, s.id, invoiceId))) throw new HttpError(409, target.invoice ? `La facture ${target.invoice.numero} est déjà payée.` : 'Le premier mois de cet abonnement est déjà payé.');
      const p = await insertPayment(tx, { subscriptionId: s.id, invoiceId, accountId: s.compte_client_id, sub, moyen: 'PORTEFEUILLE_ELECTRONIQUE', amount: target.amount, statut: 'ACCEPTE', ttlSeconds: 0 });
      await wallet.spend(tx, s.compte_client_id, 'EUR', target.amount, p.id, {
        label: target.invoice ? `Paiement de la facture ${target.invoice.numero} (abonnement ${offer})` : `Paiement du premier mois de l'abonnement ${offer}`,
        orderId: null,
        what: target.invoice ? 'la facture' : 'le premier mois',
      });
      await settle(ctx, tx, p, { carte: null, transaction: null });
      return (await paymentById(tx, p.id))!;
    },
    { durable: true },
  );
  return { session: view(ctx, payment, target, origin), created: true };
}

/**
 * The provider's notification of a subscription's card payment, in `applyNotification`'s
 * transaction (the payment row locked), once: a refusal or an abandonment is recorded and leaves the
 * period unpaid, payable again; an acceptance, even after the portal stopped waiting (the money was
 * taken), is recorded and applied.
 */
export async function applySubscriptionOutcome(ctx: PaymentsContext, tx: Queryable, paymentId: string, n: PaymentNotification): Promise<{ alreadyApplied: boolean; mail: boolean }> {
  const p = await paymentById(tx, paymentId);
  if (!p) throw notFound('Paiement inconnu.');
  const open = p.statut === 'EN_ATTENTE' || (p.statut !== 'ACCEPTE' && n.statut === 'ACCEPTE');
  if (!open) return { alreadyApplied: true, mail: false };
  await tx.query(`update paiement set statut = $2, transaction = $3, carte = $4, motif = $5, traite_le = now() where id = $1`, [p.id, n.statut, n.transaction, n.carte, n.motif]);
  if (n.statut === 'ACCEPTE') {
    await lockAccount(tx, p.compte_client_id);
    await tx.query('select 1 from abonnement where id = $1 for update', [p.abonnement_id]);
    await settle(ctx, tx, p, { carte: n.carte, transaction: n.transaction });
  }
  return { alreadyApplied: false, mail: false };
}
