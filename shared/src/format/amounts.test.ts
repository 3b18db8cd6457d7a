import { AMOUNT_SPACE, COUNT_SPACE, formatAmount, formatCount } from './amounts';

const S = AMOUNT_SPACE;

describe('formatAmount', () => {
  it('divides cents by 100 with a comma and two decimals', () => {
    expect(formatAmount(123456)).toBe('1234,56');
    expect(formatAmount(1990)).toBe('19,90');
    expect(formatAmount(500)).toBe('5,00');
  });

  it('pads amounts under one euro', () => {
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(99)).toBe('0,99');
  });

  it('groups thousands with a no-break space when asked', () => {
    expect(formatAmount(123456, { thousandsSeparator: true })).toBe('1\u00A0234,56');
    expect(formatAmount(99999, { thousandsSeparator: true })).toBe('999,99');
    expect(formatAmount(100000, { thousandsSeparator: true })).toBe(`1${S}000,00`);
    expect(formatAmount(123456789012, { thousandsSeparator: true })).toBe(`1${S}234${S}567${S}890,12`);
  });

  it('appends the euro sign after a no-break space', () => {
    expect(formatAmount(1990, { currency: true })).toBe(`19,90${S}€`);
    expect(formatAmount(123456, { currency: true, thousandsSeparator: true })).toBe(`1${S}234,56${S}€`);
  });

  it('formats negative amounts with a leading minus', () => {
    expect(formatAmount(-1)).toBe('-0,01');
    expect(formatAmount(-123456, { thousandsSeparator: true, currency: true })).toBe(`-1${S}234,56${S}€`);
  });

  it('does not print a negative zero', () => {
    expect(formatAmount(-0)).toBe('0,00');
    expect(formatAmount(-0.4)).toBe('0,00');
  });

  it('rounds fractions of a cent without floating-point drift', () => {
    expect(formatAmount(1234.5)).toBe('12,35');
    expect(formatAmount(0.1 + 0.2)).toBe('0,00');
    expect(formatAmount(1005)).toBe('10,05');
  });

  it('keeps every digit of very large amounts', () => {
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409,91');
    expect(formatAmount(1e21, { thousandsSeparator: true })).toBe(
      ['10', '000', '000', '000', '000', '000', '000'].join(S) + ',00',
    );
  });

  it('returns an empty string for non-finite input', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY, { currency: true })).toBe('');
    expect(formatAmount(Number.NaN, { currency: 'XPF' })).toBe('');
  });

  it("names the euro when asked for 'EUR'", () => {
    expect(formatAmount(320, { currency: 'EUR' })).toBe(`3,20${S}€`);
    expect(formatAmount(123456, { currency: 'EUR', thousandsSeparator: true })).toBe(`1${S}234,56${S}€`);
  });

  it('shows CFP francs in whole francs, rounded, without decimals', () => {
    expect(formatAmount(31900, { currency: 'XPF' })).toBe(`319${S}XPF`);
    expect(formatAmount(0, { currency: 'XPF' })).toBe(`0${S}XPF`);
    expect(formatAmount(123450, { currency: 'XPF', thousandsSeparator: true })).toBe(`1${S}235${S}XPF`);
    expect(formatAmount(123449, { currency: 'XPF', thousandsSeparator: true })).toBe(`1${S}234${S}XPF`);
    expect(formatAmount(123400, { currency: 'XPF' })).toBe(`1234${S}XPF`);
    expect(formatAmount(-50000, { currency: 'XPF', thousandsSeparator: true })).toBe(`-500${S}XPF`);
    expect(formatAmount(-40, { currency: 'XPF' })).toBe(`0${S}XPF`);
  });
});

describe('formatCount', () => {
  it('groups thousands with a narrow no-break space', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe(`1${COUNT_SPACE}000`);
    expect(formatCount(1234567)).toBe(`1${COUNT_SPACE}234${COUNT_SPACE}567`);
  });

  it('prints what the French locale prints for whole numbers', () => {
    for (const n of [0, 7, 42, 999, 1000, 12345, 999999, 1000000, 28_000_000, -1500]) {
      expect(formatCount(n)).toBe(n.toLocaleString('fr-FR'));
    }
  });

  it('rounds fractions and rejects what is not a number', () => {
    expect(formatCount(1234.6)).toBe(`1${COUNT_SPACE}235`);
    expect(formatCount(-0.2)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('');
  });
});
