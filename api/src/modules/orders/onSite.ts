// An order is shown and acted on from its territory's site only: asked for on the other site (with
// that site's X-Territoire), it is a 409 that names the site to go to.
import type { Queryable } from '../../db/types';
import { orNotFound } from '../../http/routes';
import { otherTerritory, type Territory } from '../basket';
import { findOrderFor, type OrderRow } from './orders';

/** `order` itself when it is of `territory`, the request's; a 409 naming its own site otherwise. */
export function orderOnSite<T extends Pick<OrderRow, 'reference' | 'territoire'>>(order: T, territory: Territory): T {
  if (order.territoire !== territory) throw otherTerritory(`La commande ${order.reference}`, order.territoire, territory);
  return order;
}

/**
 * The order `reference` (of `date`, when given) of an account `sub` acts for, on `territory`'s site:
 * a 404 when there is none (another's order included), a 409 when it is the other site's.
 */
export async function ownOrderOnSite(db: Queryable, sub: string, reference: string, territory: Territory, date?: string): Promise<OrderRow> {
  return orderOnSite(await orNotFound(findOrderFor(db, sub, reference, date), 'Commande introuvable.'), territory);
}
