import { BREAKPOINTS, mediaQuery } from './breakpoints';

describe('mediaQuery', () => {
  it('builds min-width queries from the breakpoints', () => {
    expect(mediaQuery('xs')).toBe('(min-width: 360px)');
    expect(mediaQuery('md', 'up')).toBe(`(min-width: ${BREAKPOINTS.md}px)`);
  });

  it('builds non-overlapping max-width queries', () => {
    expect(mediaQuery('sm', 'down')).toBe('(max-width: 699.98px)');
    expect(mediaQuery('lg', 'down')).toBe('(max-width: 1439.98px)');
  });
});
