// The data needs of the page resuming a subscription, declared once: its loader (pages.tsx) and the page read them.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { subscriptionCall } from './api';
import { UUID } from './paths';

export const subscriptionResumeNeeds = dataNeeds(({ params, signedIn }) => {
  const uuid = params.uuid ?? '';
  const valid = UUID.test(uuid);
  return { valid, subscription: signedIn && valid ? subscriptionCall(uuid.toLowerCase()) : null };
});
