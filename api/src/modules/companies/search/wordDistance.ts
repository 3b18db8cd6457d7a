// Distances between words for the typo stage of the search, computed in the API: the words one
// edit away from a typed word, pg_trgm's similarity, and the optimal string alignment distance.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Every string one edit away from `w` (deletions, swaps of neighbours, substitutions, insertions). */
export function edits1(w: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= w.length; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (b) out.add(a + b.slice(1));
    if (b.length > 1) out.add(a + b[1] + b[0] + b.slice(2));
    for (const c of ALPHABET) {
      if (b) out.add(a + c + b.slice(1));
      out.add(a + c + b);
    }
  }
  out.delete(w);
  return [...out];
}

/** pg_trgm's similarity in JS: shared trigrams of the padded word over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (w: string) => {
    const p = `  ${w} `;
    const g = new Set<string>();
    for (let i = 0; i + 3 <= p.length; i++) g.add(p.slice(i, i + 3));
    return g;
  };
  const ga = grams(a);
  const gb = grams(b);
  let common = 0;
  for (const g of ga) if (gb.has(g)) common++;
  return common / (ga.size + gb.size - common);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
