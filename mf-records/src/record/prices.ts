// Prices of the order panel: the site's public grid, read from the basket service with the shared
// path and grid helpers (the same grid /tarifs shows).
import { useStore } from 'zustand';
import {
  couvertParAbonnement,
  formatAmount,
  selectedAccountStore,
  splitCodes,
  startingPrice,
  useResource,
  useSite,
  type OrderShortcut,
  type SynthesesArticles,
} from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
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

/** What a shortcut's document costs the visitor: the grid's price, or included in the customer's subscription. */
export interface ShortcutCost {
  /** The electronic document is included in the selected customer account's subscription (mainland). */
  included: boolean;
  /** The grid's price ("3,20 € TTC"); null while the grid is unknown. */
  price: string | null;
}

/** The cost of each shortcut for the visitor at hand: the order list and the order bar say the same. */
export function useShortcutCosts(): (shortcut: OrderShortcut) => ShortcutCost {
  const prices = useSitePrices();
  const grid = prices.status === 'ready' ? prices.data : undefined;
  const offers = useStore(selectedAccountStore, (s) => s.account?.offres_de_service);
  const mainland = useSite((site) => siteVariant(site).territory === 'FR');
  const codes = splitCodes(offers);
  return (shortcut) => ({
    included: mainland && couvertParAbonnement(codes, { code_article: shortcut, diffusion: 'ELEC', frequence_mois: null }),
    price: shortcutPrice(grid, shortcut),
  });
}
