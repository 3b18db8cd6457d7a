// The data needs of the subscription pages, declared once: their loaders (pages.tsx) and the pages read them.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { accountSubscriptionsCall, subscriptionCall } from './api';
import { UUID } from './paths';

export const subscriptionResumeNeeds = dataNeeds(({ params, signedIn }) => {
  const uuid = params.uuid ?? '';
  const valid = UUID.test(uuid);
  return { valid, subscription: signedIn && valid ? subscriptionCall(uuid.toLowerCase()) : null };
});

/** Every subscription of the selected account, keyed by it. */
export const subscriptionNeeds = dataNeeds(({ signedIn, account }) => ({ all: signedIn && account ? accountSubscriptionsCall(account.id) : null }));
