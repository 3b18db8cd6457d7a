// Test helper: the customer account the app tests select when they need a subscriber.
import { CustomerAccountSchema, withBilling } from '../auth/contracts';

/** Subscriber account no. 5, open and selected, whose subscription holds `offres` (« KBIS,SURV »). */
export function subscriberAccount(offres: string) {
  return withBilling(CustomerAccountSchema.parse({ id: 5, version: 1, type_compte: 'ABONNE', position: 'OUVERT', offres_de_service: offres, selectionne: true }), []);
}
