// Percentiles and the way the benchmarks print a duration in milliseconds.

/** The p-th percentile (nearest rank) of values sorted in increasing order; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds with two decimals under 10, one above; « — » for no value. */
export const ms = (v: number): string => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
