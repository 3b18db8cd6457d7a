// An order is shown and acted on from its territory's site only: asked for on the other site (with
// that site's X-Territoire), it is a 409 that names the site to go to.
import { otherTerritory, type Territory } from '../basket';
import type { OrderRow } from './orders';

/** `order` itself when it is of `territory`, the request's; a 409 naming its own site otherwise. */
export function orderOnSite<T extends Pick<OrderRow, 'reference' | 'territoire'>>(order: T, territory: Territory): T {
  if (order.territoire !== territory) throw otherTerritory(`La commande ${order.reference}`, order.territoire, territory);
  return order;
}
