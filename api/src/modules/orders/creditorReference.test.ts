import { creditorReference, creditorReferenceBody, grouped, mod97, validBic, validIban } from './creditorReference';

describe('ISO 11649 creditor references', () => {
  it('gives the check digits of the standard example and of short bodies', () => {
    // ISO 11649's own example: RF18 5390 0754 7034.
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(creditorReference('2348231')).toBe('RF712348231');
    // "A" spells 10, "RF00" 271500: 10271500 mod 97 = 73, so 98 - 73 = 25.
    expect(creditorReference('a')).toBe('RF25A');
    expect(creditorReference('FA2026000123')).toBe('RF31FA2026000123');
  });

  it('checks what it builds, and refuses a reference with a wrong digit, a swap, or a bad form', () => {
    const ref = creditorReference('FA2026000123');
    expect(mod97(`${ref.slice(4)}${ref.slice(0, 4)}`)).toBe(1);
    expect(creditorReferenceBody(ref)).toBe('FA2026000123');
    expect(creditorReferenceBody(grouped(ref).toLowerCase())).toBe('FA2026000123');
    expect(creditorReferenceBody('RF18 5390 0754 7034')).toBe('539007547034');
    expect(creditorReferenceBody('RF18 5390 0754 7035')).toBeNull();
    expect(creditorReferenceBody('RF18 5390 0754 7043')).toBeNull();
    expect(creditorReferenceBody('RF81 5390 0754 7034')).toBeNull();
    expect(creditorReferenceBody('XX18539007547034')).toBeNull();
    expect(creditorReferenceBody('RF18')).toBeNull();
    expect(() => creditorReference('FA2026-000123/extra-characters-too-long')).toThrow();
  });

  it('prints in groups of four', () => {
    expect(grouped('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('checks IBANs and BICs', () => {
    expect(validIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(validIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(validIban('FR76')).toBe(false);
    expect(validBic('AGRIFRPP')).toBe(true);
    expect(validBic('BNPAFRPPXXX')).toBe(true);
    expect(validBic('BNPA')).toBe(false);
  });
});
