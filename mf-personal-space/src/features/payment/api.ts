// Payment means, the wallet and its top-ups, invoices and payments received.
import {
  EncaissementPageSchema,
  FacturePageSchema,
  IDEMPOTENCY_KEY_HEADER,
  MoyensPaiementSchema,
  PaiementSessionSchema,
  PortefeuilleSchema,
  apiCall,
  authApi,
  pageSite,
  type Devise,
  type PaiementSession,
} from '@portail/shared';
import { VARIANTS } from '@portail/shared/site/variants';

export const WALLET_PAGE_SIZE = 10;
export const INVOICES_PAGE_SIZE = 10;

/** The currency of the site: CFP francs in New Caledonia. */
export function siteCurrency(): Devise {
  return currencyOf(pageSite());
}

/** The currency of the site `site`, as a page's data needs read it. */
export function currencyOf(site: { variant: keyof typeof VARIANTS }): Devise {
  return VARIANTS[site.variant].currency;
}

/** The payment means offered in `currency` (the site's). */
export const paymentMeansCall = (currency: Devise) => apiCall(MoyensPaiementSchema, 'moyens_paiement', { devise: currency });

/** The wallet in `currency` (the site's), with page `page` (0-based) of its movements. */
export const walletCall = (currency: Devise, page: number) =>
  apiCall(PortefeuilleSchema, 'portefeuille', { devise: currency, limit: WALLET_PAGE_SIZE, offset: page * WALLET_PAGE_SIZE });

/** A top-up paid on the provider's page; `key` makes a double click give one top-up. */
export function startTopUp(amount: number, key: string): Promise<PaiementSession> {
  return authApi().postJson(PaiementSessionSchema, 'portefeuille/recharges', { montant: amount, devise: siteCurrency() }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

export function fetchPayment(id: string, signal: AbortSignal): Promise<PaiementSession> {
  return authApi().getJson(PaiementSessionSchema, `paiements/sessions/${encodeURIComponent(id)}`, undefined, { signal });
}

export const invoicesCall = (page: number) => apiCall(FacturePageSchema, 'factures', { limit: INVOICES_PAGE_SIZE, offset: page * INVOICES_PAGE_SIZE });

export const receiptsCall = (page: number) => apiCall(EncaissementPageSchema, 'encaissements', { limit: INVOICES_PAGE_SIZE, offset: page * INVOICES_PAGE_SIZE });
