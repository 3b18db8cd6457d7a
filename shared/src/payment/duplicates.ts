// Card payments received for an order already paid (duplicates), as staff see them: each is refunded
// through the provider, or credited to the customer account's wallet when the provider refuses.
import * as z from 'zod/mini';

export const REFUND_STATES = ['A_REMBOURSER', 'REMBOURSE', 'CREDITE_PORTEFEUILLE'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const DoublonPaiementSchema = z
  .object({
    paiement: z.string(),
    reference_commande: z.string(),
    numero_client: z.nullable(z.string()),
    montant: z.int(),
    devise: z.enum(['EUR', 'XPF']),
    transaction: z.string(),
    carte: z.nullable(z.string()),
    /** When the acceptance was received. */
    recu_le: z.string(),
    remboursement: z.enum(REFUND_STATES),
    /** Why the provider refused the refund (then the wallet was credited). */
    motif_refus: z.nullable(z.string()),
    rembourse_le: z.nullable(z.string()),
    /** The refund job: its attempts and last error while it is retried. */
    tentatives: z.int(),
    derniere_erreur: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'DoublonPaiement' });
export type DoublonPaiement = z.infer<typeof DoublonPaiementSchema>;

export const DoublonsPaiementSchema = z.object({ total: z.int(), items: z.array(DoublonPaiementSchema) });
