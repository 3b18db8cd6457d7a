// The subscriptions of the selected customer account: those in force today, all of them, one by
// its uuid, the three changes (subscribe, ask for the end, resume) and paying one (its first month
// or an unpaid invoice). After a change the shell is told, so that the selected account (its
// offers, its billing contact) is reloaded.
import {
  AbonnementSchema,
  AbonnementsSchema,
  MoyensPaiementSchema,
  PaiementSessionSchema,
  apiCall,
  authApi,
  parisDay,
  publish,
  type Abonnement,
  type FacturationAbonnement,
  type MoyenPaiementAbonnement,
  type PaiementSession,
  type SubscriptionOfferCode,
} from '@portail/shared';

/** GET abonnements/{id}?date: in force today, oldest first. */
export const subscriptionsInForceCall = (accountId: number) => apiCall(AbonnementsSchema, `abonnements/${accountId}`, { date: parisDay() });

/** Every subscription of the account, newest first. */
export const accountSubscriptionsCall = (accountId: number) => apiCall(AbonnementsSchema, 'commandes/abonnements', { id_compte_client: accountId });

export const subscriptionCall = (uuid: string) => apiCall(AbonnementSchema, `commandes/abonnements/${encodeURIComponent(uuid)}`);

function changed(a: Abonnement): Abonnement {
  publish('account:changed', { v: 1, accountId: a.id_compte_client });
  return a;
}

export interface Subscribe extends FacturationAbonnement {
  id_compte_client: number;
  code_offre: SubscriptionOfferCode;
  remplace: string | null;
}

export async function subscribe(body: Subscribe): Promise<Abonnement> {
  return changed(await authApi().postJson(AbonnementSchema, 'commandes/abonnements', body));
}

/** Ends the subscription at the end of its current period (asking twice changes nothing). */
export async function terminate(uuid: string): Promise<Abonnement> {
  return changed(await authApi().postJson(AbonnementSchema, `commandes/abonnements/${encodeURIComponent(uuid)}/resiliation`));
}

/** Runs on with no end, or, once ended, subscribes again (a new subscription). */
export async function resume(uuid: string): Promise<Abonnement> {
  return changed(await authApi().postJson(AbonnementSchema, `commandes/abonnements/${encodeURIComponent(uuid)}/reprise`));
}

/** Tells the shell the account's subscriptions changed (a payment may have opened or closed an offer). */
export function subscriptionsChanged(accountId: number): void {
  publish('account:changed', { v: 1, accountId });
}

/**
 * Pays what the subscription asks for now (its first month, or the invoice `invoiceId`): by card,
 * an awaited payment whose `redirection` is the provider's page; from the wallet, paid at once.
 */
export function paySubscription(uuid: string, moyen: MoyenPaiementAbonnement, invoiceId: number | null): Promise<PaiementSession> {
  return authApi().postJson(PaiementSessionSchema, `commandes/abonnements/${encodeURIComponent(uuid)}/paiements`, { moyen_paiement: moyen, id_facture: invoiceId });
}

/** The selected account's payment means in euros, the currency subscriptions are sold in (with the wallet's balance). */
export const euroPaymentMeansCall = apiCall(MoyensPaiementSchema, 'moyens_paiement', { devise: 'EUR' });
