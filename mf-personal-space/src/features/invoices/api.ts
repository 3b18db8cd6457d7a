// Settling an invoice: how it may be paid, and its payment by card or from the wallet.
import { PaiementSessionSchema, ReglementFactureSchema, apiCall, authApi, type MoyenPaiementAbonnement, type PaiementSession } from '@portail/shared';

export const settlementCall = (id: number) => apiCall(ReglementFactureSchema, `factures/${id}/reglement`);

/** Card: the provider's page to go to; wallet: paid at once, or refused with nothing debited. */
export function payInvoice(id: number, moyen: MoyenPaiementAbonnement): Promise<PaiementSession> {
  return authApi().postJson(PaiementSessionSchema, `factures/${id}/paiements`, { moyen_paiement: moyen });
}
