// The orders service as checkout calls it: the order from the basket, then its payment.
import { CommandeSchema, IDEMPOTENCY_KEY_HEADER, MoyensPaiementSchema, PaiementSessionSchema, authApi, type AdressePostale, type Commande, type Devise, type MoyenAccepte, type MoyenPaiementOffert, type PaiementSession } from '@portail/shared';
import { siteGridCode } from '../prices';

export function fetchPaymentMeans(currency: Devise, signal?: AbortSignal): Promise<MoyenPaiementOffert[]> {
  return authApi().getJson(MoyensPaiementSchema, 'moyens_paiement', { devise: currency }, { signal });
}

export interface OrderRequest {
  libelle_facturation: string;
  adresse_facturation: AdressePostale;
  adresse_livraison: AdressePostale | null;
  moyen_paiement: MoyenAccepte;
}

/** The basket becomes an order; `key` makes a double click or a retry give the same order. */
export function placeOrder(o: OrderRequest, key: string): Promise<Commande> {
  return authApi().postJson(CommandeSchema, 'commandes', { ...o, uid_grille_tarifaire: siteGridCode() }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

/** Pays the order with `means`; asked again, gives the same payment. */
export function payOrder(reference: string, means: MoyenAccepte): Promise<PaiementSession> {
  return authApi().postJson(PaiementSessionSchema, 'paiements/sessions', { reference_commande: reference, moyen_paiement: means });
}

export function fetchPayment(id: string, signal?: AbortSignal): Promise<PaiementSession> {
  return authApi().getJson(PaiementSessionSchema, `paiements/sessions/${encodeURIComponent(id)}`, undefined, { signal });
}
