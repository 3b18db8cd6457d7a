// Web-vital samples are counted in the classes of a fixed logarithmic scale, so that a percentile
// can be read from daily counts without keeping any sample. Eight classes per doubling: a class's
// upper bound is 2^(1/8) ≈ 1.09 times its lower one, and the value a class stands for (the
// geometric middle of its bounds) is within 4.5 % of every sample in it.
import type { MetriqueVitale } from '@portail/shared/api/measures';

/** Classes per doubling of the value. */
export const CLASSES_PER_DOUBLING = 8;

/** CLS is unitless and small: it is counted in thousandths, the others in milliseconds. */
function unitsOf(metrique: MetriqueVitale): number {
  return metrique === 'CLS' ? 1000 : 1;
}

/**
 * The class of a value: 0 below one unit (1 ms, or a CLS under 0.001), then k ≥ 1 for values in
 * [2^((k-1)/8), 2^(k/8)) units.
 */
export function classOf(metrique: MetriqueVitale, valeur: number): number {
  const units = valeur * unitsOf(metrique);
  if (!(units >= 1)) return 0;
  return 1 + Math.floor(CLASSES_PER_DOUBLING * Math.log2(units));
}

/** The value a class stands for: the geometric middle of its bounds (0 for class 0). */
export function classValue(metrique: MetriqueVitale, classe: number): number {
  if (classe <= 0) return 0;
  return 2 ** ((classe - 0.5) / CLASSES_PER_DOUBLING) / unitsOf(metrique);
}

/**
 * The `q` quantile (0 < q ≤ 1) of a histogram, nearest rank: the value of the class holding the
 * ⌈q·n⌉-th smallest sample. Null without samples. Milliseconds are rounded to the unit, CLS to
 * the thousandth.
 */
export function quantileFromClasses(metrique: MetriqueVitale, classes: ReadonlyArray<{ classe: number; nombre: number }>, q = 0.75): number | null {
  const sorted = [...classes].filter((c) => c.nombre > 0).sort((a, b) => a.classe - b.classe);
  const total = sorted.reduce((s, c) => s + c.nombre, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const c of sorted) {
    seen += c.nombre;
    if (seen >= rank) {
      const v = classValue(metrique, c.classe);
      return metrique === 'CLS' ? Math.round(v * 1000) / 1000 : Math.round(v);
    }
  }
  return null;
}
