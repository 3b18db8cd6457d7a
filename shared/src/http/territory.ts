// Which territory a request to the API is about: mainland France or New Caledonia. Both sites call
// one API; a basket, an order, an invoice, a payment or a wallet belongs to one territory, and the
// API takes the request's from this header. The shells' servers set it on every request they pass
// to /api (overwriting whatever the visitor sent), the API client sends the page's own, and a
// caller that sends none is on the mainland site.
import type { Territory } from '../api/companies';
import { DEFAULT_VARIANT, VARIANTS, VARIANT_LIST, type Variant } from '../site/variants';

export type { Territory };

/** The request header naming the territory of the site a call comes from. */
export const TERRITORY_HEADER = 'X-Territoire';

/** The territory of a request without the header: the default site's. */
export const DEFAULT_TERRITORY: Territory = VARIANTS[DEFAULT_VARIANT].territory;

/** The site of a territory: its currency, its public price grid, its name. */
export function territoryVariant(territory: Territory): Variant {
  return VARIANT_LIST.find((v) => v.territory === territory)!;
}

/** The territory whose currency is `devise`: each territory has its own currency. */
export function territoryOfCurrency(devise: string): Territory | null {
  return VARIANT_LIST.find((v) => v.currency === devise)?.territory ?? null;
}

/** A header's value as a territory, in any case; null for anything else. */
export function parseTerritory(value: unknown): Territory | null {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return VARIANT_LIST.find((v) => v.territory === text)?.territory ?? null;
}
