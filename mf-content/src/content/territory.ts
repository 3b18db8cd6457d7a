import { VARIANTS, type VariantId } from '@portail/shared/site/variants';
import type { Territory } from './model';

export { isOnTerritory } from './model';

/** The variant's territory (the New Caledonia site is "nc"). */
export function territoryOf(variant: VariantId): Territory {
  return VARIANTS[variant].territory;
}
