// Orders service (SPEC §7): orders (Commandes v2), payment sessions, payment means, the electronic
// wallet, invoices, receipts and payments received.
import * as z from 'zod/mini';
import { Cents, CURRENCIES, DELIVERY_MODES, IsoDate, pagedSchema } from './common';
import { CODES_ARTICLE, CritereDebiteurSchema, MontantsSchema } from './basket';
import { TERRITOIRES } from './companies';
import { REFUND_STATES } from '../payment/refunds';

// ---------- Payment means (SPEC §3) ----------

/** Every payment mean SPEC §3 names. */
export const PAYMENT_METHODS = [
  'CARTE_BANCAIRE',
  'CARTE_BLEUE',
  'PORTEFEUILLE_ELECTRONIQUE',
  'VIREMENT',
  'CARTE_PREPAYEE',
  'DIFFERE',
  'PORTEFEUILLE_COMPTE_PROVISIONNE',
  'INTERNET_PLUS',
  'INTERNET_PLUS_PRO',
  'PRELEVEMENT_BANCAIRE',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The means the portal accepts: card on the provider's hosted page, the wallet, monthly invoicing. */
export const MOYENS_ACCEPTES = ['CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE'] as const satisfies readonly PaymentMethod[];
export type MoyenAccepte = (typeof MOYENS_ACCEPTES)[number];

/** Payment-type code of each accepted mean; CR (card) is the default (SPEC §9). */
export const CODES_TYPE_PAIEMENT: Record<MoyenAccepte, string> = { CARTE_BANCAIRE: 'CR', PORTEFEUILLE_ELECTRONIQUE: 'PE', DIFFERE: 'DF' };
export const DEFAULT_PAYMENT_TYPE_CODE = 'CR';

/** Labels (intitulés) of the payment means. */
export const INTITULES_MOYEN_PAIEMENT: Record<PaymentMethod, string> = {
  CARTE_BANCAIRE: 'Carte bancaire',
  CARTE_BLEUE: 'Carte bleue',
  PORTEFEUILLE_ELECTRONIQUE: 'Portefeuille électronique',
  VIREMENT: 'Virement',
  CARTE_PREPAYEE: 'Carte prépayée',
  DIFFERE: 'Paiement différé (facture mensuelle)',
  PORTEFEUILLE_COMPTE_PROVISIONNE: 'Compte provisionné',
  INTERNET_PLUS: 'Internet+',
  INTERNET_PLUS_PRO: 'Internet+ Pro',
  PRELEVEMENT_BANCAIRE: 'Prélèvement bancaire',
};

/**
 * How an order or invoice was settled, as pages, mails and invoices say it: its payment means, or
 * that nothing was paid when it came to nothing (Kbis paid for by a subscription), whatever means
 * the checkout named.
 */
export function libelleReglement(moyen: PaymentMethod, montantTtc: number): string {
  return montantTtc === 0 ? 'Aucun paiement : rien à régler' : INTITULES_MOYEN_PAIEMENT[moyen];
}

/** Days an invoice to be paid later (monthly invoice, subscription) gives to pay: Code de commerce L441-10, 30 days by default. */
export const DELAI_PAIEMENT_FACTURE_JOURS = 30;

/** A payment mean as offered to the selected customer account. */
export const MoyenPaiementOffertSchema = z
  .object({
    code: z.enum(MOYENS_ACCEPTES),
    code_type: z.string(),
    intitule: z.string(),
    description: z.string(),
    /** Whether the account may use it now; otherwise `motif` says why. */
    disponible: z.boolean(),
    motif: z.nullable(z.string()),
    defaut: z.boolean(),
    /** Wallet balance in the site's currency, for the wallet. */
    solde: z.nullable(Cents),
  })
  .register(z.globalRegistry, { id: 'MoyenPaiementOffert' });
export type MoyenPaiementOffert = z.infer<typeof MoyenPaiementOffertSchema>;
export const MoyensPaiementSchema = z.array(MoyenPaiementOffertSchema).register(z.globalRegistry, { id: 'MoyensPaiement' });

// ---------- Orders ----------

/**
 * From awaiting payment to delivered. An order awaiting payment stays payable after a refused or
 * abandoned card payment, until the customer cancels it (ANNULEE) or it is left unpaid past
 * `DELAI_ABANDON_COMMANDE_HEURES` (ABANDONNEE). EN_ACHEMINEMENT: every document is produced but
 * copies sent by mail are not delivered yet. REFUSEE ended orders before a refusal left them payable.
 */
export const ORDER_STATUSES = [
  'EN_ATTENTE_PAIEMENT',
  'PAYEE',
  'VALIDEE',
  'EN_PREPARATION',
  'EN_ACHEMINEMENT',
  'LIVREE',
  'REFUSEE',
  'ANNULEE',
  'ABANDONNEE',
] as const;
export type StatutCommande = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<StatutCommande, string> = {
  EN_ATTENTE_PAIEMENT: 'En attente de paiement',
  PAYEE: 'Payée',
  VALIDEE: 'Validée (paiement différé)',
  EN_PREPARATION: 'En préparation',
  EN_ACHEMINEMENT: "En cours d'acheminement",
  LIVREE: 'Livrée',
  REFUSEE: 'Paiement refusé',
  ANNULEE: 'Annulée',
  ABANDONNEE: 'Abandonnée',
};

/** The statuses of an order that was paid (or accepted for monthly invoicing): its documents are produced. */
export const PAID_ORDER_STATUSES: readonly StatutCommande[] = ['PAYEE', 'VALIDEE', 'EN_PREPARATION', 'EN_ACHEMINEMENT', 'LIVREE'];

/** Hours an order may wait for its payment before it is abandoned (its documents stay in the basket). */
export const DELAI_ABANDON_COMMANDE_HEURES = 24;
/** What the customer is told of it, where an order awaits its payment. */
export const ABANDON_COMMANDE_AVIS = `Sans paiement sous ${DELAI_ABANDON_COMMANDE_HEURES} heures, la commande est abandonnée ; ses documents restent dans votre panier.`;

/** An order line's progress: waiting for the payment, then ready for production, then delivered. */
export const ORDER_LINE_STATUSES = ['EN_ATTENTE', 'A_PRODUIRE', 'EN_PRODUCTION', 'DISPONIBLE', 'EXPEDIE', 'ANNULE'] as const;
export type StatutLigne = (typeof ORDER_LINE_STATUSES)[number];

export const ORDER_LINE_STATUS_LABELS: Record<StatutLigne, string> = {
  EN_ATTENTE: 'En attente du paiement',
  A_PRODUIRE: 'À produire',
  EN_PRODUCTION: 'En production',
  DISPONIBLE: 'Disponible',
  EXPEDIE: 'Expédié',
  ANNULE: 'Annulé',
};

/** A postal address for billing or for delivery by mail (lines of at most 38 characters). */
export const AdressePostaleSchema = z
  .object({
    destinataire: z.string(),
    ligne1: z.string(),
    ligne2: z.nullable(z.string()),
    code_postal: z.string(),
    ville: z.string(),
    pays: z.string(),
  })
  .register(z.globalRegistry, { id: 'AdressePostale' });
export type AdressePostale = z.infer<typeof AdressePostaleSchema>;

/** An order line, at the price it was sold at. */
export const LigneCommandeSchema = z
  .object({
    id: z.int(),
    code_article: z.enum(CODES_ARTICLE),
    libelle: z.string(),
    /** The filed deed or accounts ordered, described. */
    document: z.nullable(z.string()),
    entite: z.object({
      id_entreprise: z.nullable(z.int()),
      siren: z.nullable(z.string()),
      denomination: z.string(),
      critere: z.nullable(CritereDebiteurSchema),
    }),
    diffusion: z.enum(DELIVERY_MODES),
    /** Copies (mail) or 1 (electronic). */
    quantite: z.int(),
    /** Deliveries of a periodic Kbis (1 otherwise), every `frequence_mois` months. */
    nombre_envois: z.int(),
    frequence_mois: z.nullable(z.int()),
    duree_mois: z.nullable(z.int()),
    prix_unitaire_ht: Cents,
    frais_envoi_unitaire: Cents,
    montants: MontantsSchema,
    statut: z.enum(ORDER_LINE_STATUSES),
  })
  .register(z.globalRegistry, { id: 'LigneCommande' });
export type LigneCommande = z.infer<typeof LigneCommandeSchema>;

/** An order as listed in the history. */
export const CommandeResumeSchema = z
  .object({
    reference: z.string(),
    date_commande: IsoDate,
    /** ISO date-time of the order. */
    cree_le: z.string(),
    statut: z.enum(ORDER_STATUSES),
    moyen_paiement: z.enum(MOYENS_ACCEPTES),
    devise: z.enum(CURRENCIES),
    /** The territory whose site it was placed on (the currency's). */
    territoire: z.enum(TERRITOIRES),
    montants: MontantsSchema,
    nombre_lignes: z.int(),
    /** Companies or debtors the order is about, for the list. */
    entites: z.array(z.string()),
    facture: z.nullable(z.object({ id: z.int(), numero: z.string() })),
  })
  .register(z.globalRegistry, { id: 'CommandeResume' });
export type CommandeResume = z.infer<typeof CommandeResumeSchema>;
export const CommandePageSchema = pagedSchema(CommandeResumeSchema).register(z.globalRegistry, { id: 'CommandePage' });
export type CommandePage = z.infer<typeof CommandePageSchema>;

/** GET commandes/{reference}?date_commande: the whole order. */
export const CommandeSchema = z
  .object({
    ...CommandeResumeSchema.shape,
    grille_tarifaire: z.string(),
    taux_tva: z.number(),
    libelle_facturation: z.string(),
    adresse_facturation: z.nullable(AdressePostaleSchema),
    adresse_livraison: z.nullable(AdressePostaleSchema),
    lignes: z.array(LigneCommandeSchema),
    /** Why the payment was refused or the order cancelled. */
    motif: z.nullable(z.string()),
    paiements: z.array(
      z.object({
        id: z.string(),
        moyen: z.enum(MOYENS_ACCEPTES),
        statut: z.string(),
        montant: Cents,
        carte: z.nullable(z.string()),
        motif: z.nullable(z.string()),
        /** A card payment received when the order was already paid: where its refund stands; null otherwise. */
        remboursement: z.nullable(z.enum(REFUND_STATES)),
        cree_le: z.string(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'Commande' });
export type Commande = z.infer<typeof CommandeSchema>;

// ---------- Payment sessions ----------

export const PAYMENT_STATUSES = ['EN_ATTENTE', 'ACCEPTE', 'REFUSE', 'ABANDONNE', 'EXPIRE'] as const;
export type StatutPaiement = (typeof PAYMENT_STATUSES)[number];
export const FINAL_PAYMENT_STATUSES: readonly StatutPaiement[] = ['ACCEPTE', 'REFUSE', 'ABANDONNE', 'EXPIRE'];

/** A payment: of an order, a top-up of the wallet, or a period of a subscription. */
export const PaiementSessionSchema = z
  .object({
    id: z.string(),
    objet: z.enum(['COMMANDE', 'RECHARGE', 'ABONNEMENT', 'FACTURE']),
    moyen: z.enum(MOYENS_ACCEPTES),
    statut: z.enum(PAYMENT_STATUSES),
    montant: Cents,
    devise: z.enum(CURRENCIES),
    /** The order paid, when it is one. */
    commande: z.nullable(z.object({ reference: z.string(), date_commande: IsoDate, statut: z.enum(ORDER_STATUSES) })),
    /** For a card: the provider's hosted page, while the payment is awaited. */
    redirection: z.nullable(z.string()),
    carte: z.nullable(z.string()),
    motif: z.nullable(z.string()),
    /** A card payment accepted for what was already paid (or given up): where its refund stands; null otherwise. */
    remboursement: z.nullable(z.enum(REFUND_STATES)),
    expire_le: z.string(),
  })
  .register(z.globalRegistry, { id: 'PaiementSession' });
export type PaiementSession = z.infer<typeof PaiementSessionSchema>;

/** The notification the card provider POSTs (signed): it alone confirms a card payment. */
export const PaymentNotificationSchema = z
  .object({
    session: z.uuid(),
    transaction: z.string().check(z.minLength(1), z.maxLength(100)),
    statut: z.enum(['ACCEPTE', 'REFUSE', 'ABANDONNE']),
    montant: z.int().check(z.gte(0)),
    devise: z.enum(CURRENCIES),
    carte: z.nullable(z.string().check(z.maxLength(32))),
    motif: z.nullable(z.string().check(z.maxLength(300))),
    horodatage: z.int(),
  })
  .register(z.globalRegistry, { id: 'PaymentNotification' });

export const NotificationAckSchema = z.object({ recu: z.literal(true), deja_traitee: z.boolean() });

// ---------- Wallet ----------

export const WALLET_MOVEMENT_TYPES = ['RECHARGE', 'PAIEMENT', 'REMBOURSEMENT'] as const;

export const MouvementPortefeuilleSchema = z
  .object({
    id: z.int(),
    type: z.enum(WALLET_MOVEMENT_TYPES),
    libelle: z.string(),
    /** Positive for a top-up, negative for a payment. */
    montant: z.int(),
    solde_apres: Cents,
    cree_le: z.string(),
    reference_commande: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'MouvementPortefeuille' });
export type MouvementPortefeuille = z.infer<typeof MouvementPortefeuilleSchema>;

/** Top-ups of the wallet: from 10 € (or 1,000 XPF) to 1,000 € (or 120,000 XPF). */
export const RECHARGE_LIMITES: Record<(typeof CURRENCIES)[number], { min: number; max: number }> = {
  EUR: { min: 1_000, max: 100_000 },
  XPF: { min: 100_000, max: 12_000_000 },
};

export const PortefeuilleSchema = z
  .object({
    devise: z.enum(CURRENCIES),
    solde: Cents,
    mouvements: pagedSchema(MouvementPortefeuilleSchema),
  })
  .register(z.globalRegistry, { id: 'Portefeuille' });
export type Portefeuille = z.infer<typeof PortefeuilleSchema>;

// ---------- Invoices, payments received, receipts ----------

export const FactureResumeSchema = z
  .object({
    id: z.int(),
    numero: z.string(),
    type: z.enum(['COMMANDE', 'MENSUELLE', 'ABONNEMENT']),
    date_emission: IsoDate,
    /** For a monthly invoice: the month it covers (first day). */
    mois: z.nullable(IsoDate),
    /** For a subscription invoice: the offer and the monthly period it covers (both days included). */
    abonnement: z.nullable(z.object({ code_offre: z.string(), libelle_offre: z.string(), debut: IsoDate, fin: IsoDate })),
    devise: z.enum(CURRENCIES),
    montants: MontantsSchema,
    statut: z.enum(['PAYEE', 'A_PAYER']),
    /** How it was paid (a bank transfer too), or is to be paid. */
    moyen_paiement: z.enum(PAYMENT_METHODS),
    /** When an invoice to be paid later is due; null for one paid at the order. */
    echeance: z.nullable(IsoDate),
    /** Unpaid past its due date, by its territory's day. */
    en_retard: z.boolean(),
    references_commandes: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'FactureResume' });
export type FactureResume = z.infer<typeof FactureResumeSchema>;
export const FacturePageSchema = pagedSchema(FactureResumeSchema).register(z.globalRegistry, { id: 'FacturePage' });
export type FacturePage = z.infer<typeof FacturePageSchema>;

/** A payment received (encaissement): a card payment or a wallet top-up. */
export const EncaissementSchema = z
  .object({
    id: z.int(),
    /** The receipt's number ("JU2026-000001"). */
    numero: z.string(),
    date: z.string(),
    moyen: z.enum(PAYMENT_METHODS),
    objet: z.enum(['COMMANDE', 'RECHARGE', 'FACTURE']),
    montant: Cents,
    devise: z.enum(CURRENCIES),
    carte: z.nullable(z.string()),
    transaction: z.nullable(z.string()),
    reference_commande: z.nullable(z.string()),
    facture: z.nullable(z.object({ id: z.int(), numero: z.string() })),
  })
  .register(z.globalRegistry, { id: 'Encaissement' });
export type Encaissement = z.infer<typeof EncaissementSchema>;
export const EncaissementPageSchema = pagedSchema(EncaissementSchema).register(z.globalRegistry, { id: 'EncaissementPage' });
