// What the provider's notification of a card payment does to the payment itself, whatever it pays
// (an invoice, a subscription period): a refusal or an abandonment is recorded once, on a payment
// still awaited; an acceptance records the transaction and the card. What the acceptance pays is
// up to the caller, in the same transaction.
import type { PaymentNotification } from '@portail/shared/payment/protocol';
import type { Queryable } from '../../db/types';

/** What applying a notification did: nothing (applied before), and whether a mail is owed. */
export interface Applied {
  alreadyApplied: boolean;
  mail: boolean;
}

export const ALREADY: Applied = { alreadyApplied: true, mail: false };

/** Records a refusal or an abandonment on payment `p`, unless it is no longer awaited. */
export async function recordCardFailure(tx: Queryable, p: { id: string; statut: string }, n: PaymentNotification): Promise<Applied> {
  if (p.statut !== 'EN_ATTENTE') return ALREADY;
  await tx.query(`update paiement set statut = $2, transaction = $3, carte = $4, motif = $5, traite_le = now() where id = $1`, [p.id, n.statut, n.transaction, n.carte, n.motif]);
  return { alreadyApplied: false, mail: false };
}

/** Records the acceptance of payment `id`: the provider's transaction and the card's mask. */
export async function recordCardAcceptance(tx: Queryable, id: string, n: PaymentNotification): Promise<void> {
  await tx.query(`update paiement set statut = 'ACCEPTE', transaction = $2, carte = $3, motif = $4, traite_le = now() where id = $1`, [id, n.transaction, n.carte, n.motif]);
}
