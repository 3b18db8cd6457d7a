// Settling an invoice to be paid later: a monthly invoice of deferred orders, or a subscription
// invoice (paid through its subscription, subscriptionPayments.ts, whose payment also lifts the
// suspension it caused). Online by card on the provider's hosted page, decided by the provider's
// signed notification alone (payments.ts `applyNotification` hands it here, the invoice locked), or
// from the wallet, debited under its row lock in the same durable transaction, once the card
// payment awaited (if any) is cancelled at the provider. Offline by bank transfer, which an
// operator records by the invoice's creditor reference, its amount and the bank's transaction id.
// Each payment marks the invoice « Payée » and records its receipt, once; a card acceptance for an
// invoice paid meanwhile is a duplicate, refunded as an order's is (duplicates.ts).
import { randomUUID } from 'node:crypto';
import { formatAmount } from '@portail/shared/format/amounts';
import type { MoyenPaiementAbonnement, PaymentMethod, ReglementFacture, StatutPaiement, VirementRecu, VirementRecuBody } from '@portail/shared/api';
import type { PaymentNotification } from '@portail/shared/payment/protocol';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { grouped, dueDateOf, overdue, parisToday, invoiceNumberOfReference, invoicePaymentReference, isoTimestamp, liftSuspension } from '../orders';
import { otherTerritory, type Territory } from '../basket';
import { cancelAwaitedCard, cardAwaited, createAwaitedCard, hasAwaitedCard, type CardOwner } from './awaitedCard';
import { ALREADY, recordCardAcceptance, recordCardFailure, type Applied } from './cardOutcome';
import { recordDuplicate } from './duplicates';
import type { PaymentsContext } from './payments';
import { recordReceipt } from './receipts';
import { INVOICE_NOT_FOUND, lockSubscription, paySubscription } from './subscriptionPayments';
import * as wallet from './wallet';

const UNIQUE_VIOLATION = '23505';

interface InvoiceRow {
  id: number;
  numero: string;
  type: 'COMMANDE' | 'MENSUELLE' | 'ABONNEMENT';
  compte_client_id: number;
  abonnement_id: number | null;
  abonnement_uuid: string | null;
  statut: 'PAYEE' | 'A_PAYER';
  montant_ttc: number;
  devise: 'EUR' | 'XPF';
  territoire: Territory;
  echeance: string | null;
  en_retard: boolean;
}

const INVOICE_COLUMNS = `f.id, f.numero, f.type, f.compte_client_id, f.abonnement_id, (select a.uuid::text from abonnement a where a.id = f.abonnement_id) as abonnement_uuid,
  f.statut, f.montant_ttc, f.devise, f.territoire, ${dueDateOf('f')}::text as echeance, ${overdue('f')} as en_retard`;

interface InvoicePaymentRow {
  id: string;
  facture_id: number;
  compte_client_id: number;
  moyen: PaymentMethod;
  montant: number;
  devise: 'EUR' | 'XPF';
  statut: StatutPaiement;
  expire_le: string;
}

const PAYMENT_COLUMNS = `p.id, p.facture_id, p.compte_client_id, p.moyen, p.montant, p.devise, p.statut, ${isoTimestamp('p.expire_le')} as expire_le`;

export const alreadyPaid = (numero: string) => `La facture ${numero} est déjà payée.`;

/** An invoice of an account `sub` acts for. */
async function invoiceFor(q: Queryable, sub: string, id: number): Promise<InvoiceRow | null> {
  const [row] = await q.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from facture f
      where f.id = $2 and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = f.compte_client_id and u.sujet = $1)`,
    [sub, id],
  );
  return row ?? null;
}

/**
 * Locks invoice `id` for its payment, in the order every payment of it takes its rows: a
 * subscription invoice's account and subscription first (as its subscription's payments do),
 * then the invoice. Gives it as it stands under the lock.
 */
export async function lockInvoice(tx: Queryable, id: number): Promise<InvoiceRow | null> {
  const [head] = await tx.query<{ compte_client_id: number; abonnement_id: number | null }>('select compte_client_id, abonnement_id from facture where id = $1', [id]);
  if (!head) return null;
  if (head.abonnement_id !== null) await lockSubscription(tx, head.compte_client_id, head.abonnement_id);
  await tx.query('select 1 from facture where id = $1 for update', [id]);
  const [row] = await tx.query<InvoiceRow>(`select ${INVOICE_COLUMNS} from facture f where f.id = $1`, [id]);
  return row ?? null;
}

/** How the provider's page names an invoice's payment. */
export async function invoicePaymentNamed(q: Queryable, invoiceId: number): Promise<{ reference: string; libelle: string }> {
  const [row] = await q.query<{ numero: string }>('select numero from facture where id = $1', [invoiceId]);
  return { reference: row!.numero, libelle: `Facture ${row!.numero}` };
}

const invoiceOwner = (invoice: Pick<InvoiceRow, 'id' | 'numero'>): CardOwner => ({
  column: 'facture_id',
  id: invoice.id,
  lock: (tx) => lockInvoice(tx, invoice.id),
  name: `la facture ${invoice.numero}`,
});

const awaited = (p: InvoicePaymentRow) => p.statut === 'EN_ATTENTE' && new Date(p.expire_le).getTime() > Date.now();

async function cardPaymentsOf(q: Queryable, invoiceId: number): Promise<InvoicePaymentRow[]> {
  return q.query<InvoicePaymentRow>(`select ${PAYMENT_COLUMNS} from paiement p where p.objet = 'FACTURE' and p.facture_id = $1 order by p.cree_le, p.id`, [invoiceId]);
}

async function insertPayment(
  tx: Queryable,
  v: { invoice: InvoiceRow; sub: string; moyen: PaymentMethod; statut: StatutPaiement; ttlSeconds: number; transaction?: string | null },
): Promise<InvoicePaymentRow> {
  const id = randomUUID();
  await tx.query(
    `insert into paiement (id, objet, facture_id, compte_client_id, sujet, moyen, montant, devise, statut, transaction, expire_le, traite_le)
     values ($1, 'FACTURE', $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10), case when $8 = 'EN_ATTENTE' then null else now() end)`,
    [id, v.invoice.id, v.invoice.compte_client_id, v.sub, v.moyen, v.invoice.montant_ttc, v.invoice.devise, v.statut, v.transaction ?? null, v.ttlSeconds],
  );
  const [row] = await tx.query<InvoicePaymentRow>(`select ${PAYMENT_COLUMNS} from paiement p where p.id = $1`, [id]);
  return row!;
}

/**
 * What a payment accepted for an invoice entails, in its transaction (the invoice locked, checked
 * still unpaid): the invoice « Payée » by the means used, a subscription's suspension lifted, the
 * receipt of the money received. Gives the receipt's number.
 */
async function settle(ctx: PaymentsContext, tx: Queryable, invoice: InvoiceRow, p: InvoicePaymentRow, paid: { carte: string | null; transaction: string | null }): Promise<string> {
  const done = await tx.query(`update facture set statut = 'PAYEE', moyen_paiement = $2 where id = $1 and statut = 'A_PAYER' returning id`, [invoice.id, p.moyen]);
  if (done.length === 0) throw new Error(`facture ${invoice.numero} : déjà payée sous son verrou`);
  if (invoice.abonnement_id !== null) await liftSuspension(tx, invoice.abonnement_id, await parisToday(tx));
  const [now] = await tx.query<{ t: string }>(`select ${isoTimestamp('now()')} as t`);
  await recordReceipt(
    tx,
    { paymentId: p.id, accountId: invoice.compte_client_id, objet: 'FACTURE', moyen: p.moyen, amount: p.montant, devise: p.devise, ...paid, order: null, invoice: { id: invoice.id, numero: invoice.numero }, date: now!.t },
    ctx.seller,
  );
  const [receipt] = await tx.query<{ numero_justificatif: string }>('select numero_justificatif from encaissement where paiement_id = $1', [p.id]);
  return receipt!.numero_justificatif;
}

/** An invoice the request's site may settle: the customer's, of this territory, unpaid. */
async function payableInvoice(ctx: PaymentsContext, sub: string, id: number, territory: Territory): Promise<InvoiceRow> {
  const invoice = await invoiceFor(ctx.db, sub, id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  if (invoice.territoire !== territory) throw otherTerritory(`La facture ${invoice.numero}`, invoice.territoire, territory);
  if (invoice.statut !== 'A_PAYER') throw new HttpError(409, alreadyPaid(invoice.numero));
  return invoice;
}

/**
 * Pays invoice `id` (of an account `sub` acts for) by card, an awaited payment for the provider's
 * page (asked again, the same payment), or from the wallet, at once or not at all. A subscription
 * invoice is paid through its subscription. Gives the payment's id.
 */
export async function payInvoice(ctx: PaymentsContext, sub: string, id: number, territory: Territory, moyen: MoyenPaiementAbonnement): Promise<{ paymentId: string; created: boolean }> {
  const { db } = ctx;
  const invoice = await payableInvoice(ctx, sub, id, territory);
  if (invoice.abonnement_uuid !== null) return paySubscription(ctx, sub, invoice.abonnement_uuid, territory, { moyen_paiement: moyen, id_facture: invoice.id });
  const owner = invoiceOwner(invoice);

  if (moyen === 'CARTE_BANCAIRE') {
    const open = (await cardPaymentsOf(db, invoice.id)).find(awaited);
    if (open) return { paymentId: open.id, created: false };
    return createAwaitedCard(
      db,
      async (tx) => {
        const locked = await lockInvoice(tx, invoice.id);
        if (locked?.statut !== 'A_PAYER') throw new HttpError(409, alreadyPaid(invoice.numero));
        // An awaited payment past its time leaves room for a new one (the provider's page closed with it).
        await tx.query(
          `update paiement set statut = 'EXPIRE', motif = 'Délai de paiement dépassé.', traite_le = now() where objet = 'FACTURE' and facture_id = $1 and statut = 'EN_ATTENTE' and expire_le <= now()`,
          [invoice.id],
        );
        return insertPayment(tx, { invoice: locked, sub, moyen: 'CARTE_BANCAIRE', statut: 'EN_ATTENTE', ttlSeconds: ctx.config.sessionTtlSeconds });
      },
      async () => (await cardPaymentsOf(db, invoice.id)).find(awaited),
    );
  }

  await cancelAwaitedCard(ctx, owner);
  const payment = await db.transaction(
    async (tx) => {
      const locked = await lockInvoice(tx, invoice.id);
      if (locked?.statut !== 'A_PAYER') throw new HttpError(409, alreadyPaid(invoice.numero));
      if (await hasAwaitedCard(tx, owner)) throw new HttpError(409, cardAwaited(owner));
      const p = await insertPayment(tx, { invoice: locked, sub, moyen: 'PORTEFEUILLE_ELECTRONIQUE', statut: 'ACCEPTE', ttlSeconds: 0 });
      await wallet.spend(tx, locked.compte_client_id, locked.devise, locked.montant_ttc, p.id, { label: `Paiement de la facture ${locked.numero}`, orderId: null, what: 'la facture' });
      await settle(ctx, tx, locked, p, { carte: null, transaction: null });
      return p;
    },
    { durable: true },
  );
  return { paymentId: payment.id, created: true };
}

/**
 * The provider's notification of an invoice's card payment, in `applyNotification`'s transaction
 * (the invoice, then the payment, locked), once: a refusal or an abandonment is recorded and leaves
 * the invoice payable; an acceptance, even after the portal stopped waiting, pays it, or, when it
 * was paid meanwhile (wallet, transfer), is recorded as a duplicate and refunded.
 */
export async function applyInvoiceOutcome(ctx: PaymentsContext, tx: Queryable, paymentId: string, n: PaymentNotification): Promise<Applied> {
  const [p] = await tx.query<InvoicePaymentRow>(`select ${PAYMENT_COLUMNS} from paiement p where p.id = $1 and p.objet = 'FACTURE'`, [paymentId]);
  if (!p) throw notFound('Paiement inconnu.');
  if (n.statut !== 'ACCEPTE') return recordCardFailure(tx, p, n);
  if (p.statut === 'ACCEPTE') return ALREADY;
  const [invoice] = await tx.query<InvoiceRow>(`select ${INVOICE_COLUMNS} from facture f where f.id = $1`, [p.facture_id]);
  if (invoice!.statut !== 'A_PAYER') {
    await recordDuplicate(ctx, tx, p.id, n);
    return { alreadyApplied: false, mail: true };
  }
  await recordCardAcceptance(tx, p.id, n);
  await settle(ctx, tx, invoice!, { ...p, statut: 'ACCEPTE' }, { carte: n.carte, transaction: n.transaction });
  return { alreadyApplied: false, mail: false };
}

/** Why an invoice takes no transfer: the seller has no bank account configured. */
export function noTransferReason(ctx: PaymentsContext): string {
  return ctx.seller.demonstration
    ? "Les virements ne sont pas acceptés dans l'environnement de démonstration : réglez cette facture par carte bancaire ou portefeuille électronique."
    : 'Cette facture ne se règle pas par virement : réglez-la par carte bancaire ou portefeuille électronique.';
}

/** How invoice `id` (of an account `sub` acts for, on this site) stands and may be paid. */
export async function invoiceSettlement(ctx: PaymentsContext, sub: string, id: number, territory: Territory): Promise<ReglementFacture> {
  const invoice = await invoiceFor(ctx.db, sub, id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  if (invoice.territoire !== territory) throw otherTerritory(`La facture ${invoice.numero}`, invoice.territoire, territory);
  const bank = ctx.seller.banque ?? null;
  const card = invoice.abonnement_id === null ? ['facture_id', invoice.id] : ['abonnement_id', invoice.abonnement_id];
  const [pending] = await ctx.db.query(`select 1 from paiement where ${card[0]} = $1 and statut = 'EN_ATTENTE' and expire_le > now()`, [card[1]]);
  return {
    id: invoice.id,
    numero: invoice.numero,
    statut: invoice.statut,
    montant: invoice.montant_ttc,
    devise: invoice.devise,
    echeance: invoice.echeance,
    en_retard: invoice.en_retard,
    solde_portefeuille: await wallet.balance(ctx.db, invoice.compte_client_id, invoice.devise),
    paiement_en_cours: !!pending,
    virement: bank ? { beneficiaire: ctx.seller.denomination, iban: grouped(bank.iban), bic: bank.bic, reference: grouped(invoicePaymentReference(invoice.numero)) } : null,
    virement_motif: bank ? null : noTransferReason(ctx),
  };
}

const money = (v: number, devise: 'EUR' | 'XPF') => formatAmount(v, { thousandsSeparator: true, currency: devise });

/** A transfer recorded before under the bank's transaction `transaction`, as the operator is answered. */
async function recordedTransfer(q: Queryable, transaction: string): Promise<VirementRecu | null> {
  const [row] = await q.query<{ facture_id: number; numero: string; montant: number; devise: 'EUR' | 'XPF'; justificatif: string }>(
    `select v.facture_id, f.numero, v.montant, v.devise, e.numero_justificatif as justificatif
       from virement_recu v join facture f on f.id = v.facture_id join encaissement e on e.paiement_id = v.paiement_id
      where v.transaction_banque = $1`,
    [transaction],
  );
  if (!row) return null;
  return { transaction, facture: { id: row.facture_id, numero: row.numero, statut: 'PAYEE' }, montant: row.montant, devise: row.devise, justificatif: row.justificatif, deja_enregistre: true };
}

/** The same transaction recorded again: the same answer, or 409 when it came with another invoice or amount. */
function replayOf(previous: VirementRecu, numero: string, t: VirementRecuBody): VirementRecu {
  if (previous.facture.numero !== numero || previous.montant !== t.montant || previous.devise !== t.devise) {
    throw new HttpError(
      409,
      `La transaction bancaire ${t.transaction} est déjà enregistrée pour la facture ${previous.facture.numero} (${money(previous.montant, previous.devise)}) : une transaction ne règle qu'une facture, une fois.`,
    );
  }
  return previous;
}

/**
 * Records a bank transfer received for an invoice, by its creditor reference, as an operator reads
 * it on the bank's statement: its exact amount pays the invoice (« Payée », with its receipt);
 * another amount, or an invoice already paid, is refused with nothing recorded (409), for the
 * operator to settle with the customer. Recorded again under the bank's transaction id, it changes
 * nothing and gives the same answer.
 */
export async function recordTransfer(ctx: PaymentsContext, t: VirementRecuBody): Promise<{ created: boolean; transfer: VirementRecu }> {
  const numero = invoiceNumberOfReference(t.reference);
  if (numero === null) throw badRequest(`« ${t.reference} » n'est pas une référence de paiement valide : une référence RF suivie de sa clé de contrôle est attendue.`);
  const previous = await recordedTransfer(ctx.db, t.transaction);
  if (previous) return { created: false, transfer: replayOf(previous, numero, t) };
  const [found] = await ctx.db.query<{ id: number }>('select id from facture where numero = $1', [numero]);
  if (!found) throw notFound(`Aucune facture ne porte la référence ${grouped(t.reference)}.`);
  try {
    const transfer = await ctx.db.transaction(
      async (tx): Promise<VirementRecu> => {
        const invoice = (await lockInvoice(tx, found.id))!;
        const again = await recordedTransfer(tx, t.transaction);
        if (again) return replayOf(again, numero, t);
        if (t.devise !== invoice.devise || t.montant !== invoice.montant_ttc) {
          throw new HttpError(
            409,
            `Le virement de ${money(t.montant, t.devise)} ne correspond pas au montant de la facture ${invoice.numero} (${money(invoice.montant_ttc, invoice.devise)}) : rien n'est enregistré ; voyez avec le client.`,
          );
        }
        if (invoice.statut !== 'A_PAYER') throw new HttpError(409, `${alreadyPaid(invoice.numero)} Ce virement n'est pas enregistré : il est à rembourser au client.`);
        const p = await insertPayment(tx, { invoice, sub: 'exploitation', moyen: 'VIREMENT', statut: 'ACCEPTE', ttlSeconds: 0 });
        await tx.query('insert into virement_recu (transaction_banque, facture_id, paiement_id, reference, montant, devise) values ($1, $2, $3, $4, $5, $6)', [
          t.transaction,
          invoice.id,
          p.id,
          t.reference,
          t.montant,
          t.devise,
        ]);
        const justificatif = await settle(ctx, tx, invoice, p, { carte: null, transaction: t.transaction });
        return { transaction: t.transaction, facture: { id: invoice.id, numero: invoice.numero, statut: 'PAYEE' }, montant: t.montant, devise: t.devise, justificatif, deja_enregistre: false };
      },
      { durable: true },
    );
    return { created: !transfer.deja_enregistre, transfer };
  } catch (e) {
    // The same transaction recorded twice at once: the other request recorded it.
    if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
    const winner = await recordedTransfer(ctx.db, t.transaction);
    if (!winner) throw e;
    return { created: false, transfer: replayOf(winner, numero, t) };
  }
}
