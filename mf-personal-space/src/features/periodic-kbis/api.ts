// The periodic Kbis of the selected customer account: the list, one with its deliveries, the
// change of its delivery address and its stop.
import { KbisPeriodiqueSchema, authApi, downloadFile, type AdressePostale, type EnvoiKbis, type KbisPeriodique } from '@portail/shared';


/** Where the remaining deliveries go (mail subscriptions in progress only: 409 otherwise). */
export function changeDeliveryAddress(id: number, address: AdressePostale): Promise<KbisPeriodique> {
  return authApi().putJson(KbisPeriodiqueSchema, `kbis_periodiques/${id}/adresse_livraison`, address);
}

/** Stops the subscription: its remaining deliveries are cancelled (asking twice changes nothing). */
export function stopPeriodicKbis(id: number): Promise<KbisPeriodique> {
  return authApi().postJson(KbisPeriodiqueSchema, `kbis_periodiques/${id}/annulations`);
}

/** The Kbis issued for a delivery. */
export function downloadDelivery(kbis: KbisPeriodique, delivery: EnvoiKbis & { id_visualisation: number }): Promise<void> {
  return downloadFile(`visualisations/${delivery.id_visualisation}`, `kbis-${kbis.entite.siren ?? kbis.id}-envoi-${delivery.rang}.pdf`);
}
