// What the other features of this app use of this one: they import it from here, not from its files.
export { subscriptionsInForceCall, terminate } from './api';
export { SubscriptionStatus, subscriptionPrice } from './labels';
export { SUBSCRIPTION_CRUMB, SUBSCRIPTION_PATH, resumePath, stepPath } from './paths';
