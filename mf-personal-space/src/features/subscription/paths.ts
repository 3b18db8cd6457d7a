import { fillPattern, type SubscriptionOfferCode, type Crumb } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';

export const SUBSCRIPTION_PATH = routes.subscription;
export const UNSUBSCRIBE_PATH = routes.unsubscribe;
export const SUBSCRIPTION_CRUMB: Crumb = { label: 'Mon abonnement', href: SUBSCRIPTION_PATH };

/** The steps of subscribing, as the `etape` query names them. */
export const STEP_NAMES = ['offre', 'coordonnees', 'confirmation'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export interface StepQuery {
  offre?: SubscriptionOfferCode | null;
  /** The subscription the new one replaces (change of offer). */
  remplace?: string | null;
}

/** /mon-abonnement?etape=…&offre=…&remplace=… */
export function stepPath(step: StepName, q: StepQuery = {}): string {
  const params = new URLSearchParams({ etape: step });
  if (q.offre) params.set('offre', q.offre);
  if (q.remplace) params.set('remplace', q.remplace);
  return `${SUBSCRIPTION_PATH}?${params}`;
}

/** /mon-abonnement/reprise/{uuid} */
export function resumePath(uuid: string): string {
  return fillPattern(routes.subscriptionResume, { uuid });
}

/** /demande-desabonnement?abonnement={uuid} */
export function unsubscribePath(uuid?: string): string {
  return uuid ? `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ abonnement: uuid })}` : UNSUBSCRIBE_PATH;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
