import { maxLengthMessage, minLengthMessage } from './validation';

describe('validation messages', () => {
  it('inserts the limit', () => {
    expect(minLengthMessage(5)).toBe('Minimum 5 caractères requis.');
    expect(maxLengthMessage(38)).toBe('Limité à 38 caractères.');
    expect(maxLengthMessage(70)).toBe('Limité à 70 caractères.');
  });
});
