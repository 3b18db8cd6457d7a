// The data needs of the unsubscribe page, declared once: its loader (pages.tsx) and the page read
// them. The subscriptions in force are the selected account's, keyed by it.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { subscriptionsInForceCall } from '../subscription';

export const unsubscribeNeeds = dataNeeds(({ signedIn, account }) => ({ inForce: signedIn && account ? subscriptionsInForceCall(account.id) : null }));
