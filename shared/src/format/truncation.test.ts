import { DEFAULT_LIST_TEXT_WIDTH, truncate, truncationWidth } from './truncation';

describe('truncationWidth', () => {
  it.each([
    [0, 25],
    [1198, 25],
    [1199, 40],
    [1274, 40],
    [1275, 50],
    [1382, 50],
    [1383, 70],
    [1484, 70],
    [1485, 90],
    [2560, 90],
  ])('window %i px gives %i characters', (windowWidth, expected) => {
    expect(truncationWidth(windowWidth)).toBe(expected);
  });

  it('uses the narrowest width as the list default', () => {
    expect(truncationWidth(320)).toBe(DEFAULT_LIST_TEXT_WIDTH);
  });
});

describe('truncate', () => {
  it('leaves short texts unchanged', () => {
    expect(truncate('ACME', 25)).toBe('ACME');
    expect(truncate('x'.repeat(25), 25)).toBe('x'.repeat(25));
    expect(truncate('', 5)).toBe('');
  });

  it('cuts long texts to the width, ellipsis included', () => {
    const out = truncate('SOCIETE INDUSTRIELLE DE CONSTRUCTIONS METALLIQUES', 25);
    expect(out).toBe('SOCIETE INDUSTRIELLE DE…');
    expect(Array.from(out).length).toBeLessThanOrEqual(25);
    expect(truncate('abcdefghij', 5)).toBe('abcd…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('abc defgh', 5)).toBe('abc…');
  });

  it('never splits an astral character', () => {
    expect(truncate('😀😀😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('handles tiny widths', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
    expect(truncate('abc', -4)).toBe('');
  });
});
