// Settling an invoice to be paid later (a monthly invoice of deferred orders, a subscription
// invoice): by card on the provider's hosted page or from the wallet (POST factures/{id}/paiements),
// or by bank transfer to the seller's account with the invoice's creditor reference, which an
// operator records on its receipt (POST exploitation/virements). An unpaid invoice past its due
// date, by its territory's day, is « En retard ».
import * as z from 'zod/mini';
import { Cents, CURRENCIES, IsoDate } from './common';
import { MOYENS_PAIEMENT_ABONNEMENT } from './subscriptions';

/** The means a customer settles an invoice with online: the card or the wallet. */
export const MOYENS_REGLEMENT_FACTURE = MOYENS_PAIEMENT_ABONNEMENT;

/** Days past its due date an unpaid invoice is reminded by mail, once. */
export const DELAI_RELANCE_FACTURE_JOURS = 7;

/** How an invoice's settlement stands, as « Mes factures » names it. */
export const INVOICE_STATUS_LABELS = { PAYEE: 'Payée', A_PAYER: 'À payer', EN_RETARD: 'En retard' } as const;

export const PaiementFactureBodySchema = z.object({
  moyen_paiement: z.enum(MOYENS_REGLEMENT_FACTURE, { error: 'Choisissez la carte bancaire ou le portefeuille électronique.' }),
});
export type PaiementFactureBody = z.infer<typeof PaiementFactureBodySchema>;

/** GET factures/{id}/reglement: what an unpaid invoice asks and how it may be paid. */
export const ReglementFactureSchema = z
  .object({
    id: z.int(),
    numero: z.string(),
    statut: z.enum(['PAYEE', 'A_PAYER']),
    montant: Cents,
    devise: z.enum(CURRENCIES),
    echeance: z.nullable(IsoDate),
    en_retard: z.boolean(),
    /** The wallet's balance in the invoice's currency: it pays the invoice only when it covers it. */
    solde_portefeuille: Cents,
    /** A card payment of it is awaited on the provider's page. */
    paiement_en_cours: z.boolean(),
    /** Where to send a transfer, and the reference it must carry; null when transfers are not taken (`virement_motif` says why). */
    virement: z.nullable(z.object({ beneficiaire: z.string(), iban: z.string(), bic: z.string(), reference: z.string() })),
    virement_motif: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'ReglementFacture' });
export type ReglementFacture = z.infer<typeof ReglementFactureSchema>;

const required = (field: string) => ({ error: `Le champ ${field} est obligatoire.` });

/** POST exploitation/virements: a transfer the bank reports received. */
export const VirementRecuBodySchema = z.object({
  /** The creditor reference the transfer carried (spaces and case ignored). */
  reference: z.string(required('reference')).check(z.minLength(5, required('reference')), z.maxLength(40, { error: 'La référence est trop longue.' })),
  montant: z.int(required('montant')).check(z.positive({ error: 'Le montant doit être positif (en centimes, ou en francs CFP).' })),
  devise: z.enum(CURRENCIES, { error: 'Le champ devise doit valoir EUR ou XPF.' }),
  /** The bank's id of the transaction: recording it again changes nothing. */
  transaction: z.string(required('transaction')).check(z.minLength(1, required('transaction')), z.maxLength(100, { error: "L'identifiant de transaction est trop long." })),
});
export type VirementRecuBody = z.infer<typeof VirementRecuBodySchema>;

export const VirementRecuSchema = z
  .object({
    transaction: z.string(),
    facture: z.object({ id: z.int(), numero: z.string(), statut: z.literal('PAYEE') }),
    montant: Cents,
    devise: z.enum(CURRENCIES),
    /** The receipt of the payment received. */
    justificatif: z.string(),
    /** Recorded before under the same bank transaction: nothing was done again. */
    deja_enregistre: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'VirementRecu' });
export type VirementRecu = z.infer<typeof VirementRecuSchema>;
