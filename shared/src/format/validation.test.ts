import { dateRangeProblem, maxLengthMessage, minLengthMessage } from './validation';

describe('validation messages', () => {
  it('inserts the limit', () => {
    expect(minLengthMessage(5)).toBe('Minimum 5 caractères requis.');
    expect(maxLengthMessage(38)).toBe('Limité à 38 caractères.');
    expect(maxLengthMessage(70)).toBe('Limité à 70 caractères.');
  });
});

describe('date range', () => {
  it('refuses a start after the end, and accepts an open bound or a single day', () => {
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toBe('La date de début doit précéder la date de fin.');
    expect(dateRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateRangeProblem('', '2026-03-01')).toBeNull();
    expect(dateRangeProblem('2026-03-01', '')).toBeNull();
  });
});
