import { formatDateFr, formatMonthYear } from './dates';

describe('formatDateFr', () => {
  it('formats a calendar date without time-zone shift', () => {
    expect(formatDateFr('2025-01-16')).toBe('16/01/2025');
    expect(formatDateFr('1970-12-31')).toBe('31/12/1970');
  });

  it('formats a date-time in local time', () => {
    const noonUtc = '2025-01-16T12:00:00Z';
    const local = new Date(noonUtc);
    const expected = `${String(local.getDate()).padStart(2, '0')}/${String(local.getMonth() + 1).padStart(2, '0')}/${local.getFullYear()}`;
    expect(formatDateFr(noonUtc)).toBe(expected);
    expect(formatDateFr(new Date(2024, 1, 29, 23, 59))).toBe('29/02/2024');
  });

  it('returns an empty string for invalid or missing dates', () => {
    expect(formatDateFr('2025-02-30')).toBe('');
    expect(formatDateFr('2025-13-01')).toBe('');
    expect(formatDateFr('pas une date')).toBe('');
    expect(formatDateFr(new Date(Number.NaN))).toBe('');
    expect(formatDateFr('')).toBe('');
    expect(formatDateFr(null)).toBe('');
    expect(formatDateFr(undefined)).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('gives the lowercase month name and the year', () => {
    expect(formatMonthYear(1, 1970)).toBe('janvier 1970');
    expect(formatMonthYear(8, 2024)).toBe('août 2024');
    expect(formatMonthYear(12, 1999)).toBe('décembre 1999');
  });

  it('returns an empty string for an invalid month or year', () => {
    expect(formatMonthYear(0, 1970)).toBe('');
    expect(formatMonthYear(13, 1970)).toBe('');
    expect(formatMonthYear(3, Number.NaN)).toBe('');
  });
});
