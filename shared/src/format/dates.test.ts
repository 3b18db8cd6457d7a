import { formatDateFr, formatDateParis, formatDateTimeParis, formatMonthYear, parisDay } from './dates';

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

describe('Paris dates of official documents', () => {
  it('writes an instant in Paris time, summer and winter, whatever the machine zone', () => {
    expect(formatDateTimeParis('2026-12-03T09:15:00Z')).toBe('03/12/2026 à 10:15');
    expect(formatDateTimeParis('2026-07-01T22:30:00Z')).toBe('02/07/2026 à 00:30');
    expect(formatDateParis('2026-07-01T22:30:00Z')).toBe('02/07/2026');
  });
  it('keeps a calendar date as it is, and gives nothing for a missing or invalid value', () => {
    expect(formatDateParis('2026-02-28')).toBe('28/02/2026');
    expect(formatDateTimeParis('2026-02-28')).toBe('28/02/2026');
    expect(formatDateTimeParis(null)).toBe('');
    expect(formatDateParis('pas une date')).toBe('');
  });
});

describe('parisDay', () => {
  it('gives the calendar day in Paris, whatever the time zone', () => {
    expect(parisDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
