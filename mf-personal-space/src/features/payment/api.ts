// Payment means, the wallet and its top-ups, invoices and payments received.
import {
  EncaissementPageSchema,
  FacturePageSchema,
  IDEMPOTENCY_KEY_HEADER,
  MoyensPaiementSchema,
  PaiementSessionSchema,
  PortefeuilleSchema,
  authApi,
  pageSite,
  type Devise,
  type MoyenPaiementOffert,
  type PaiementSession,
  type Portefeuille,
} from '@portail/shared';
import { VARIANTS } from '@portail/shared/site/variants';

export const WALLET_PAGE_SIZE = 10;
export const INVOICES_PAGE_SIZE = 10;

/** The currency of the site: CFP francs in New Caledonia. */
export function siteCurrency(): Devise {
  return VARIANTS[pageSite().variant].currency;
}

export function fetchPaymentMeans(signal: AbortSignal): Promise<MoyenPaiementOffert[]> {
  return authApi().getJson(MoyensPaiementSchema, 'moyens_paiement', { devise: siteCurrency() }, { signal });
}

export function fetchWallet(page: number, signal: AbortSignal): Promise<Portefeuille> {
  return authApi().getJson(PortefeuilleSchema, 'portefeuille', { devise: siteCurrency(), limit: WALLET_PAGE_SIZE, offset: page * WALLET_PAGE_SIZE }, { signal });
}

/** A top-up paid on the provider's page; `key` makes a double click give one top-up. */
export function startTopUp(amount: number, key: string): Promise<PaiementSession> {
  return authApi().postJson(PaiementSessionSchema, 'portefeuille/recharges', { montant: amount, devise: siteCurrency() }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

export function fetchPayment(id: string, signal: AbortSignal): Promise<PaiementSession> {
  return authApi().getJson(PaiementSessionSchema, `paiements/sessions/${encodeURIComponent(id)}`, undefined, { signal });
}

export function fetchInvoices(page: number, signal: AbortSignal) {
  return authApi().getJson(FacturePageSchema, 'factures', { limit: INVOICES_PAGE_SIZE, offset: page * INVOICES_PAGE_SIZE }, { signal });
}

export function fetchReceipts(page: number, signal: AbortSignal) {
  return authApi().getJson(EncaissementPageSchema, 'encaissements', { limit: INVOICES_PAGE_SIZE, offset: page * INVOICES_PAGE_SIZE }, { signal });
}
