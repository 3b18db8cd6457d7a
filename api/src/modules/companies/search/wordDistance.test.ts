import { editDistance, edits1, trigramSimilarity } from './wordDistance';

describe('editDistance', () => {
  it.each([
    ['bernard', 'bernard', 0],
    ['bernerd', 'bernard', 1], // substitution
    ['michlin', 'michelin', 1], // deletion
    ['boulangeriie', 'boulangerie', 1], // insertion
    ['tullnis', 'tullins', 1], // neighbours swapped
    ['couein', 'cousin', 1],
    ['berner', 'bernard', 2],
    ['', 'sci', 3],
  ])('%s -> %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('edits1', () => {
  it('lists every word one edit away, and only those', () => {
    const e = edits1('pichon');
    // deletion, insertion, substitution, swap
    for (const w of ['pichn', 'pichons', 'pachon', 'ipchon']) expect(e).toContain(w);
    expect(e).not.toContain('pichon');
    for (const w of e) expect(editDistance('pichon', w)).toBe(1);
  });

  it('reaches the word a swapped pair of letters came from', () => {
    expect(edits1('picohn')).toContain('pichon');
    expect(edits1('cnetre')).toContain('centre');
  });
});

describe('trigramSimilarity', () => {
  it('matches pg_trgm for simple words', () => {
    expect(trigramSimilarity('michlin', 'michelin')).toBeCloseTo(6 / 11, 5);
    expect(trigramSimilarity('bernard', 'bernard')).toBe(1);
  });
});
