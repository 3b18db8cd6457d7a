// What the subscriptions in force of a basket's customer account pay for: the rule is the
// catalogue's (`couvertParAbonnement`, shared/src/api/subscriptions.ts), "in force" is the
// subscriptions module's, on today's Paris day. Subscriptions are sold on the mainland site only:
// a guest's basket, or a basket of another territory, has nothing covered.
import { couvertParAbonnement } from '@portail/shared/api';
import { PARIS_TODAY } from '../../db/days';
import type { Queryable } from '../../db/types';
import { SUBSCRIPTION_TERRITORY, offersInForce } from '../accounts';
import { NOTHING_COVERED, type Coverage } from './pricing';
import type { Territory } from './territory';

/** What a subscription in force of `accountId` (null: a guest) pays for in its basket of `territory`. */
export async function subscriptionCoverage(db: Queryable, accountId: number | null, territory: Territory): Promise<Coverage> {
  if (accountId === null || territory !== SUBSCRIPTION_TERRITORY) return NOTHING_COVERED;
  const [today] = await db.query<{ d: string }>(`select ${PARIS_TODAY}::text as d`);
  const offers = await offersInForce(db, accountId, today!.d);
  if (offers.length === 0) return NOTHING_COVERED;
  return (code_article, diffusion, frequence_mois) => couvertParAbonnement(offers, { code_article, diffusion, frequence_mois });
}
