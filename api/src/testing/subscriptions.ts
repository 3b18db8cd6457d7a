// Subscriptions in the tests: the billing contact the subscription form sends, and a subscription in
// force written straight to the database, as the tests that need one without subscribing set it up.
import type { Queryable } from '../db/types';
import { addSubscription } from '../modules/accounts';

export interface BillingContact {
  libelle_facturation: string;
  contact_prenom: string;
  contact_nom: string;
  numero_voie_facturation: string;
  complement_adresse_facturation: string;
  code_postal_facturation: string;
  ville_facturation: string;
}

/** The billing contact of a subscription as its form sends it: Alice Martin of MARTIN SAS in Nantes, but for `over`. */
export function billingContact(over: Partial<BillingContact> = {}): BillingContact {
  return {
    libelle_facturation: 'MARTIN SAS',
    contact_prenom: 'Alice',
    contact_nom: 'Martin',
    numero_voie_facturation: '1 rue Haute',
    complement_adresse_facturation: '',
    code_postal_facturation: '44000',
    ville_facturation: 'Nantes',
    ...over,
  };
}

/** A subscription of the account to `offer` from `start`, with no end, billed to `billingContact(over)` in France. */
export function addTestSubscription(db: Queryable, accountId: number, offer: string, start: string, over: Partial<BillingContact> = {}): Promise<void> {
  return addSubscription(db, accountId, { code_offre: offer, date_debut: start, date_fin: null, ...billingContact(over), complement_adresse_facturation: null, pays_facturation: 'France' });
}
