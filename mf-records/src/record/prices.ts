// Prices of the order panel: the site's public grid, read from the basket service with the shared
// path and grid helpers (the same grid /tarifs shows).
import { formatAmount, startingPrice, useResource, useSite, type OrderShortcut, type SynthesesArticles } from '@portail/shared';
import { sitePricesCall } from './api';

/** The site's price grid; a server render reads it too (the order panel arrives with its prices). */
export function useSitePrices() {
  return useResource(sitePricesCall(useSite((site) => site)));
}

/** "3,20 € TTC" or "382 XPF": what the shortcut's document costs, from its electronic delivery; null when unknown. */
export function shortcutPrice(grid: SynthesesArticles | undefined, shortcut: OrderShortcut): string | null {
  const price = grid ? startingPrice(grid, shortcut) : null;
  if (!price) return null;
  const amount = formatAmount(price.prix_ttc, { thousandsSeparator: true, currency: price.devise });
  return price.taux_tva > 0 ? `${amount} TTC` : amount;
}
