// Before another means pays what a card payment awaits (an order, a subscription period, an invoice), that card
// payment is cancelled at the provider, under the row lock of what it pays: then the provider's
// page takes no card, and no acceptance can follow the other payment. A provider that says the card
// was paid already, or does not answer, leaves everything as it was (409).
import type { Database, Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { PaymentConfig } from './config';
import { ProviderUnavailable, cancelSession } from './provider';

const PROVIDER_UNREACHABLE =
  "Le paiement par carte en cours n'a pas pu être annulé auprès du prestataire de paiement : réessayez dans un instant, ou terminez le paiement par carte.";
const CARD_CANCELLED_MOTIF = 'Paiement par carte annulé : un autre moyen de paiement a été choisi.';
const UNIQUE_VIOLATION = '23505';

/** What a card payment pays: its column in `paiement`, its id, how to lock it, and how the customer names it ("cette commande"). */
export interface CardOwner {
  column: 'commande_id' | 'abonnement_id' | 'facture_id';
  id: number;
  lock: (tx: Queryable) => Promise<unknown>;
  name: string;
}

export const cardAlreadyPaid = (owner: Pick<CardOwner, 'name'>) =>
  `Le paiement par carte de ${owner.name} a déjà été accepté par le prestataire : sa confirmation est en cours, aucun autre moyen de paiement ne peut être utilisé.`;

/** Refused when a card payment was opened since its cancellation: the customer chooses again. */
export const cardAwaited = (owner: Pick<CardOwner, 'name'>) =>
  `Un paiement par carte de ${owner.name} vient de commencer : terminez-le, ou redemandez le paiement par un autre moyen.`;

/** Whether `owner` has a card payment awaited, read under its lock. */
export async function hasAwaitedCard(tx: Queryable, owner: Pick<CardOwner, 'column' | 'id'>): Promise<boolean> {
  return (await tx.query(`select 1 from paiement where ${owner.column} = $1 and statut = 'EN_ATTENTE'`, [owner.id])).length > 0;
}

export async function cancelAwaitedCard(ctx: { db: Database; config: PaymentConfig }, owner: CardOwner, motif = CARD_CANCELLED_MOTIF): Promise<void> {
  await ctx.db.transaction(
    async (tx) => {
      await owner.lock(tx);
      const [awaited] = await tx.query<{ id: string }>(`select id from paiement where ${owner.column} = $1 and statut = 'EN_ATTENTE' for update`, [owner.id]);
      if (!awaited) return;
      let answer;
      try {
        answer = await cancelSession(ctx.config, awaited.id);
      } catch (e) {
        if (e instanceof ProviderUnavailable) throw new HttpError(409, PROVIDER_UNREACHABLE);
        throw e;
      }
      if (answer.statut === 'PAYEE') throw new HttpError(409, cardAlreadyPaid(owner));
      await tx.query(`update paiement set statut = 'ABANDONNE', motif = $2, traite_le = now() where id = $1 and statut = 'EN_ATTENTE'`, [awaited.id, motif]);
    },
    { durable: true },
  );
}

/**
 * Creates, in one transaction, the awaited card payment `create` inserts, or, when the twin request
 * of a double click inserted it first (the unique index on awaited card payments refuses a second
 * one), gives that one, which `twin` finds.
 */
export async function createAwaitedCard(
  db: Database,
  create: (tx: Queryable) => Promise<{ id: string }>,
  twin: () => Promise<{ id: string } | undefined>,
): Promise<{ paymentId: string; created: boolean }> {
  try {
    const created = await db.transaction(create);
    return { paymentId: created.id, created: true };
  } catch (e) {
    if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
    const again = await twin();
    if (!again) throw e;
    return { paymentId: again.id, created: false };
  }
}
