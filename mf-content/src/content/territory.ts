import type { PageSummary, Territory } from './model';

/** The variant's territory: the New Caledonia site is "nc". */
export function territoryOf(variant: 'fr' | 'nc'): Territory {
  return variant === 'nc' ? 'NC' : 'FR';
}

/** Whether a page exists on this territory's site. */
export function isOnTerritory(page: Pick<PageSummary, 'territories'>, territory: Territory): boolean {
  return !page.territories || page.territories.includes(territory);
}
