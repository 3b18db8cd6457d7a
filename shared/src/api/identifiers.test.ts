import { isValidSiren, isValidSiret, luhnCheckDigit, parseIdentifier } from './identifiers';
import { SearchCompaniesQuerySchema } from './requests';

describe('company identifiers', () => {
  it('checks SIREN and SIRET Luhn keys', () => {
    expect(isValidSiren('552032534')).toBe(true);
    expect(isValidSiren('552032535')).toBe(false);
    expect(isValidSiren('55203253')).toBe(false);
    expect(isValidSiret('55203253400054'.slice(0, 13) + luhnCheckDigit('5520325340005'))).toBe(true);
    expect(isValidSiret('55203253400055'.slice(0, 13) + ((Number(luhnCheckDigit('5520325340005')) + 1) % 10))).toBe(false);
  });

  it("accepts La Poste's establishments by their digit-sum rule", () => {
    // 356000000 + NIC whose digits sum to a multiple of 5.
    expect(isValidSiret('35600000000001')).toBe(true); // digit sum 15, Luhn invalid
    expect(isValidSiret('35600000000002')).toBe(false);
  });

  it('parses what users type', () => {
    expect(parseIdentifier('552 032 534')).toEqual({ kind: 'SIREN', siren: '552032534' });
    expect(parseIdentifier('1 234 567.001')).toEqual({ kind: 'RIDET', ridet: '1234567', rang: '001' });
    expect(parseIdentifier('abc')).toEqual({ error: 'FORMAT' });
    expect(parseIdentifier('552032535')).toEqual({ error: 'CHECKSUM' });
    const siret = '5520325340005' + luhnCheckDigit('5520325340005');
    expect(parseIdentifier(siret)).toEqual({ kind: 'SIRET', siren: '552032534', nic: siret.slice(9), siret });
  });

  it('validates search queries with French messages and SPEC defaults', () => {
    expect(SearchCompaniesQuerySchema.parse({ phrase: ' Boulangerie\u0000  Martin ' })).toMatchObject({ phrase: 'Boulangerie Martin', limit: 10, offset: 0 });
    const tooMany = SearchCompaniesQuerySchema.safeParse({ limit: '101' });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe('Le paramètre limit doit être inférieur ou égal à 100.');
    expect(SearchCompaniesQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(SearchCompaniesQuerySchema.parse({ nic: '12', critere_geographique: '2a' })).toMatchObject({ nic: '00012', critere_geographique: '2A' });
  });
});
