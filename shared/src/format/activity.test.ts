import { activityFromSector } from './activity';

describe('activityFromSector', () => {
  it('keeps the first two characters', () => {
    expect(activityFromSector('62.01Z')).toBe('62');
    expect(activityFromSector('0111Z')).toBe('01');
    expect(activityFromSector(' 47 ')).toBe('47');
  });

  it('handles short and missing codes', () => {
    expect(activityFromSector('9')).toBe('9');
    expect(activityFromSector('')).toBe('');
    expect(activityFromSector(null)).toBe('');
    expect(activityFromSector(undefined)).toBe('');
  });
});
