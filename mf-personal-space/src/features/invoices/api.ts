// Settling an invoice: how it may be paid, and its payment by card or from the wallet.
import { PaiementSessionSchema, ReglementFactureSchema, authApi, type MoyenPaiementAbonnement, type PaiementSession, type ReglementFacture } from '@portail/shared';

export function fetchSettlement(id: number, signal: AbortSignal): Promise<ReglementFacture> {
  return authApi().getJson(ReglementFactureSchema, `factures/${id}/reglement`, undefined, { signal });
}

/** Card: the provider's page to go to; wallet: paid at once, or refused with nothing debited. */
export function payInvoice(id: number, moyen: MoyenPaiementAbonnement): Promise<PaiementSession> {
  return authApi().postJson(PaiementSessionSchema, `factures/${id}/paiements`, { moyen_paiement: moyen });
}
