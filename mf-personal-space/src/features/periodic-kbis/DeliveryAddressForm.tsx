import { PostalAddressForm, type KbisPeriodique } from '@portail/shared';
import { changeDeliveryAddress } from './api';

/** Where the remaining deliveries of a periodic Kbis by mail go; what the API refuses, it says why. */
export function DeliveryAddressForm({ kbis, onSaved }: { kbis: KbisPeriodique; onSaved: (updated: KbisPeriodique) => void }) {
  return (
    <PostalAddressForm
      address={kbis.adresse_livraison}
      legend="Nouvelle adresse de livraison des envois restants"
      prefix="adresse-livraison"
      autoCompletePrefix="section-livraison shipping"
      label="Enregistrer l'adresse de livraison"
      busyLabel="Enregistrement…"
      problemTitle="L'adresse n'a pas été modifiée"
      save={async (to) => onSaved(await changeDeliveryAddress(kbis.id, to))}
    />
  );
}
