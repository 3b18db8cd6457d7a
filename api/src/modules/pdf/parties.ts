// Who a document is between, as its header and its customer block print them: the seller (the
// portal's operator) and the customer, snapshots taken when the document is issued.
import type { AdressePostale } from '@portail/shared/api';

/** Who sells: the portal's operator, from configuration (seller.ts). */
export interface SellerIdentity {
  denomination: string;
  /** Address lines, as printed. */
  adresse: string[];
  siren: string | null;
  /** Registration mention, e.g. "RCS Paris 123 456 789". */
  rcs: string | null;
  tva_intracommunautaire: string | null;
  /** The embedded default: the documents say they have no value. */
  demonstration: boolean;
  /** The account transfers are paid to (SELLER_IBAN, SELLER_BIC); none: invoices take no transfer. */
  banque?: { iban: string; bic: string } | null;
}

export interface InvoiceCustomer {
  libelle_facturation: string;
  numero_client: string;
  adresse: AdressePostale | null;
  siren: string | null;
  tva_intracommunautaire: string | null;
}
