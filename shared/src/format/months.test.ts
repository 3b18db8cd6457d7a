import { monthLabel } from './months';

describe('months', () => {
  it('gives the label of a month number', () => {
    expect(monthLabel(1)).toBe('Janvier');
    expect(monthLabel(2)).toBe('Février');
    expect(monthLabel(12)).toBe('Décembre');
    expect(monthLabel('08')).toBe('Août');
  });

  it('returns undefined outside 1-12', () => {
    expect(monthLabel(0)).toBeUndefined();
    expect(monthLabel(13)).toBeUndefined();
    expect(monthLabel(1.5)).toBeUndefined();
    expect(monthLabel('')).toBeUndefined();
    expect(monthLabel('mars')).toBeUndefined();
  });
});
