import { commonPasswordCount, isCommonPassword } from './commonPasswords';

describe('the list of common passwords', () => {
  it('holds the 10,000 passwords of the list the package ships', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(9_990);
    expect(commonPasswordCount()).toBeLessThanOrEqual(10_001);
  });

  it('knows a password whatever its case, and not a strong one', () => {
    for (const p of ['password', 'Password', 'qwerty', '123456', 'iloveyou', 'unbelievable', 'UNBELIEVABLE']) expect(isCommonPassword(p)).toBe(true);
    for (const p of ['Un-mot-de-passe-solide', 'correct horse battery staple 42']) expect(isCommonPassword(p)).toBe(false);
  });
});
