import { companyIdentifier, companyNumber, copyLabel, establishmentIdentifier, establishmentNumberOf, identifierText } from './identifiers';

describe('record identifiers', () => {
  it('labels a mainland company by its SIREN and a New Caledonia one by its RIDET', () => {
    expect(identifierText(companyNumber({ type_identification: 'SIREN', numero_identification: '965165210' }))).toBe('SIREN 965 165 210');
    expect(identifierText(companyNumber({ type_identification: 'RIDET', numero_identification: '1234567' }))).toBe('RIDET 1234567');
    // A company summary without its scheme: told by the number's length.
    expect(companyNumber({ numero_identification: '1234567' }).kind).toBe('RIDET');
    expect(companyNumber({ numero_identification: '965165210' }).kind).toBe('SIREN');
  });

  it('labels an establishment by its SIRET, or its RIDET and rank', () => {
    expect(identifierText(establishmentNumberOf({ siret: '96516521000026', numero: '96516521000026' }))).toBe('SIRET 965 165 210 00026');
    expect(identifierText(establishmentNumberOf({ siret: null, numero: '1234567001' }))).toBe('RIDET 1234567.001');
  });

  it('names the copy button after the number as printed, and copies the digits', () => {
    const siret = establishmentNumberOf({ siret: '96516521000026', numero: '96516521000026' });
    expect(copyLabel(siret)).toBe('Copier le SIRET 965 165 210 00026');
    expect(siret.digits).toBe('96516521000026');
  });

  it('reads the same labels from a route segment', () => {
    expect(identifierText(companyIdentifier('965165210')!)).toBe('SIREN 965 165 210');
    expect(companyIdentifier('1234567')!.kind).toBe('RIDET');
    expect(identifierText(establishmentIdentifier('1234567001')!)).toBe('RIDET 1234567.001');
  });
});
