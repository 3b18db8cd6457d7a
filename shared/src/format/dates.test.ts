import {
  DOCUMENT_TIME_ZONE,
  dayIn,
  formatDateFr,
  formatDateIn,
  formatDateParis,
  formatDateTimeIn,
  formatDateTimeParis,
  formatMonthYear,
  ofMonthYear,
  formatTimestampIn,
  parisDay,
  timeZoneLabel,
  timeZoneOf,
} from './dates';

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

describe('ofMonthYear', () => {
  it('puts « de » before a month, elided before a vowel', () => {
    expect(ofMonthYear(1, 2026)).toBe('de janvier 2026');
    expect(ofMonthYear(4, 2026)).toBe("d'avril 2026");
    expect(ofMonthYear(8, 2026)).toBe("d'août 2026");
    expect(ofMonthYear(10, 2026)).toBe("d'octobre 2026");
    expect(ofMonthYear(13, 2026)).toBe('');
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
  const PARIS = { formatDateParis, formatDateTimeParis };
  it.each<[keyof typeof PARIS, string | null, string]>([
    // An instant is written in Paris time, summer and winter, whatever the machine zone.
    ['formatDateTimeParis', '2026-12-03T09:15:00Z', '03/12/2026 à 10:15'], ['formatDateTimeParis', '2026-07-01T22:30:00Z', '02/07/2026 à 00:30'], ['formatDateParis', '2026-07-01T22:30:00Z', '02/07/2026'],
    // A calendar date is kept as it is; a missing or invalid value gives nothing.
    ['formatDateParis', '2026-02-28', '28/02/2026'], ['formatDateTimeParis', '2026-02-28', '28/02/2026'], ['formatDateTimeParis', null, ''], ['formatDateParis', 'pas une date', ''],
  ])('%s(%p) writes %p', (name, value, text) => {
    expect(PARIS[name](value)).toBe(text);
  });
});

describe('parisDay', () => {
  it('gives the calendar day in Paris, whatever the time zone', () => {
    expect(parisDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('each territory its clock', () => {
  it('names the time zone and its label of each territory: Nouméa in New Caledonia, Paris on the mainland', () => {
    expect(timeZoneOf('NC')).toBe('Pacific/Noumea');
    expect(timeZoneOf('FR')).toBe('Europe/Paris');
    expect(timeZoneLabel('NC')).toBe('heure de Nouméa');
    expect(timeZoneLabel('FR')).toBe('heure de Paris');
    // The business day stays Paris's.
    expect(DOCUMENT_TIME_ZONE).toBe('Europe/Paris');
  });

  it('writes an instant in Nouméa time (UTC+11, all year) for New Caledonia, in Paris time for the mainland', () => {
    expect(formatDateTimeIn('2026-12-03T09:15:00Z', 'NC')).toBe('03/12/2026 à 20:15');
    expect(formatDateTimeIn('2026-07-01T09:15:00Z', 'NC')).toBe('01/07/2026 à 20:15');
    expect(formatDateTimeIn('2026-12-03T09:15:00Z', 'FR')).toBe('03/12/2026 à 10:15');
    expect(formatTimestampIn('2026-12-03T09:15:00Z', 'NC')).toBe('03/12/2026 à 20:15 (heure de Nouméa)');
    expect(formatTimestampIn('2026-12-03T09:15:00Z', 'FR')).toBe('03/12/2026 à 10:15 (heure de Paris)');
    expect(formatTimestampIn(null, 'NC')).toBe('');
  });

  it("dates an instant on the territory's own day: already tomorrow in Nouméa when it is still today in Paris", () => {
    expect(formatDateIn('2026-12-03T14:00:00Z', 'NC')).toBe('04/12/2026');
    expect(formatDateIn('2026-12-03T14:00:00Z', 'FR')).toBe('03/12/2026');
    expect(dayIn('NC', new Date('2026-12-03T14:00:00Z'))).toBe('2026-12-04');
    expect(dayIn('FR', new Date('2026-12-03T14:00:00Z'))).toBe('2026-12-03');
    // A calendar date is the same day everywhere.
    expect(formatDateIn('2026-02-28', 'NC')).toBe('28/02/2026');
  });
});
