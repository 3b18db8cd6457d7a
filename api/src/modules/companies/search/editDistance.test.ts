import { editDistance } from './postgres';

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
