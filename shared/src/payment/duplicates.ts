// Card payments received for something already paid (duplicates): an order paid by another
// payment, a subscription period paid by another payment, or a subscription given up before the
// payment. Each is refunded through the provider, or credited to the customer account's wallet when
// the provider refuses. What the customer and staff are told about it is written here once.
import * as z from 'zod/mini';
import { REFUND_STATES } from './refunds';

export { REFUND_STATES, REFUND_STATE_LABELS, REFUND_STATE_SENTENCES, type RefundState } from './refunds';

export const DoublonPaiementSchema = z
  .object({
    paiement: z.string(),
    /** What the payment paid: an order, or a subscription's first month or invoice. */
    objet: z.enum(['COMMANDE', 'ABONNEMENT', 'FACTURE']),
    /** The order paid, for an order's payment. */
    reference_commande: z.nullable(z.string()),
    /** The subscription paid, for a subscription's payment: its offer, and the invoice paid (none for a first month). */
    abonnement: z.nullable(z.object({ uuid: z.string(), code_offre: z.string(), numero_facture: z.nullable(z.string()) })),
    /** The invoice paid, for an invoice's payment. */
    numero_facture: z.nullable(z.string()),
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
