// What an invoice and a payment receipt print: snapshots taken when they are issued, never read
// again from live tables, so that a document printed twice is the same document.
import type { Devise, Diffusion, MoyenAccepte, Montants, PaymentMethod } from '@portail/shared/api';
import type { InvoiceCustomer, SellerIdentity } from '../../pdf';

export interface InvoiceLine {
  /** "Extrait Kbis", "Comptes annuels"… */
  libelle: string;
  /** The company or debtor and the document: "DANONE (552 032 534) – comptes clos le 31/12/2023". */
  detail: string | null;
  diffusion: Diffusion;
  quantite: number;
  nombre_envois: number;
  prix_unitaire_ht: number;
  frais_envoi_unitaire: number;
  montants: Montants;
  /** On a monthly invoice: the order the line belongs to. */
  reference_commande: string | null;
}

export interface InvoiceSubscription {
  code_offre: string;
  /** "Surveillance". */
  libelle_offre: string;
  debut: string;
  fin: string;
}

export interface InvoiceData {
  /** "FA2026-000001": an unbroken sequence per year. */
  numero: string;
  type: 'COMMANDE' | 'MENSUELLE' | 'ABONNEMENT';
  /** ISO date (YYYY-MM-DD). */
  date_emission: string;
  /** Monthly invoice: the first day of the month it covers. */
  mois: string | null;
  /** Subscription invoice: the offer and the period it covers (ISO dates, both days included). */
  abonnement?: InvoiceSubscription | null;
  vendeur: SellerIdentity;
  client: InvoiceCustomer;
  references_commandes: string[];
  devise: Devise;
  /** Percent (20 for 20 %); 0 where no VAT applies (New Caledonia). */
  taux_tva: number;
  lignes: InvoiceLine[];
  totaux: Montants;
  paiement: {
    moyen: MoyenAccepte;
    intitule: string;
    statut: 'PAYEE' | 'A_PAYER';
    /** ISO date-time of the payment, when paid. */
    date: string | null;
    carte: string | null;
    transaction: string | null;
    /** ISO date by which an unpaid (monthly) invoice is due. */
    echeance: string | null;
  };
}

/** A receipt (justificatif) for a payment received. */
export interface ReceiptData {
  /** "JU2026-000001". */
  numero: string;
  /** ISO date-time of the payment. */
  date: string;
  vendeur: SellerIdentity;
  client: InvoiceCustomer;
  objet: 'COMMANDE' | 'RECHARGE' | 'FACTURE';
  /** The order reference, the top-up's, or the invoice's number. */
  reference: string;
  montant: number;
  devise: Devise;
  moyen: PaymentMethod;
  intitule_moyen: string;
  carte: string | null;
  transaction: string | null;
  /** The invoice of the order paid, when there is one. */
  numero_facture: string | null;
}
