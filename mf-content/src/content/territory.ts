import { VARIANTS, type VariantId } from '@portail/shared/site/variants';
import type { PageSummary, Territory } from './model';

/** The variant's territory (the New Caledonia site is "nc"). */
export function territoryOf(variant: VariantId): Territory {
  return VARIANTS[variant].territory;
}

/** Whether a page exists on this territory's site. */
export function isOnTerritory(page: Pick<PageSummary, 'territories'>, territory: Territory): boolean {
  return !page.territories || page.territories.includes(territory);
}
