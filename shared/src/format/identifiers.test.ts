import {
  establishmentNumberText,
  establishmentRouteNumber,
  formatIdentifier,
  formatRidet,
  formatSiren,
  formatSiret,
  isRidet,
  isValidLuhn,
  isValidSiren,
  isValidSiret,
  padNic,
  padPostcode,
  parseRidet,
  parseSirenOrSiret,
} from './identifiers';
import { parseIdentifier } from '../api/identifiers';

describe('isValidLuhn', () => {
  it('accepts numbers with a valid checksum', () => {
    expect(isValidLuhn('443061841')).toBe(true);
    expect(isValidLuhn('79927398713')).toBe(true);
    expect(isValidLuhn('0')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidLuhn('443061842')).toBe(false);
    expect(isValidLuhn('79927398710')).toBe(false);
  });

  it('rejects empty input and non-digits', () => {
    expect(isValidLuhn('')).toBe(false);
    expect(isValidLuhn('4430 61841')).toBe(false);
    expect(isValidLuhn('44306184a')).toBe(false);
    expect(isValidLuhn('-443061841')).toBe(false);
  });
});

describe('isValidSiren', () => {
  it('accepts valid SIREN numbers', () => {
    expect(isValidSiren('443061841')).toBe(true);
    expect(isValidSiren('732829320')).toBe(true);
  });

  it('takes digits only, so typed input is cleaned with parseSirenOrSiret first', () => {
    expect(isValidSiren('732 829 320')).toBe(false);
    expect(isValidSiren(parseSirenOrSiret(' 732 829 320 ')?.siren ?? '')).toBe(true);
  });

  it('rejects an invalid checksum', () => {
    expect(isValidSiren('123456789')).toBe(false);
    expect(isValidSiren('443061842')).toBe(false);
  });

  it('rejects wrong lengths and characters', () => {
    expect(isValidSiren('44306184')).toBe(false);
    expect(isValidSiren('44306184100047')).toBe(false);
    expect(isValidSiren('')).toBe(false);
    expect(isValidSiren('44306I841')).toBe(false);
  });
});

describe('isValidSiret', () => {
  it('accepts valid SIRET numbers', () => {
    expect(isValidSiret('44306184100047')).toBe(true);
    expect(isValidSiret('54210765113030')).toBe(true);
  });

  it('rejects spaces', () => {
    expect(isValidSiret('542 107 651 13030')).toBe(false);
  });

  it('rejects an invalid checksum', () => {
    expect(isValidSiret('44306184100048')).toBe(false);
    expect(isValidSiret('12345678900012')).toBe(false);
  });

  it('rejects wrong lengths', () => {
    expect(isValidSiret('443061841')).toBe(false);
    expect(isValidSiret('4430618410004')).toBe(false);
    expect(isValidSiret('443061841000470')).toBe(false);
  });

  it('applies the La Poste rule: digit sum multiple of 5', () => {
    // Head office, valid by Luhn as well.
    expect(isValidSiret('35600000000048')).toBe(true);
    // Fails Luhn, digit sum 45.
    expect(isValidSiret('35600000049837')).toBe(true);
    // Fails Luhn, digit sum 46.
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('keeps the digit-sum rule to La Poste only', () => {
    // Fails Luhn, digit sum 35, another SIREN.
    expect(isValidSiret('44306184100040')).toBe(false);
  });
});

describe('parseSirenOrSiret', () => {
  it('returns the SIREN alone for 9 digits', () => {
    expect(parseSirenOrSiret('443061841')).toEqual({ siren: '443061841' });
    expect(parseSirenOrSiret('443 061 841')).toEqual({ siren: '443061841' });
  });

  it('splits a SIRET into SIREN and NIC, spaces removed', () => {
    expect(parseSirenOrSiret('44306184100047')).toEqual({ siren: '443061841', nic: '00047' });
    expect(parseSirenOrSiret(' 443 061 841 00047 ')).toEqual({ siren: '443061841', nic: '00047' });
    expect(parseSirenOrSiret('443\u00A0061\u00A0841\t00047')).toEqual({ siren: '443061841', nic: '00047' });
  });

  it('does not check the checksum', () => {
    expect(parseSirenOrSiret('123456789')).toEqual({ siren: '123456789' });
  });

  it('returns null for anything else', () => {
    expect(parseSirenOrSiret('')).toBeNull();
    expect(parseSirenOrSiret('   ')).toBeNull();
    expect(parseSirenOrSiret('12345678')).toBeNull();
    expect(parseSirenOrSiret('4430618410')).toBeNull();
    expect(parseSirenOrSiret('443061841000471')).toBeNull();
    expect(parseSirenOrSiret('ACME SAS')).toBeNull();
    expect(parseSirenOrSiret('443-061-841')).toBeNull();
  });
});

describe('padding', () => {
  it('pads a NIC to 5 digits', () => {
    expect(padNic('12')).toBe('00012');
    expect(padNic(47)).toBe('00047');
    expect(padNic('13030')).toBe('13030');
    expect(padNic(' 1 ')).toBe('00001');
  });

  it('pads a post-code to 5 digits', () => {
    expect(padPostcode(1000)).toBe('01000');
    expect(padPostcode('6000')).toBe('06000');
    expect(padPostcode('75001')).toBe('75001');
  });
});

describe('formatSiren and formatSiret', () => {
  it('groups the SIREN by three', () => {
    expect(formatSiren('123456789')).toBe('123 456 789');
    expect(formatSiren('123 45 6789')).toBe('123 456 789');
  });

  it('groups the SIRET as SIREN plus NIC', () => {
    expect(formatSiret('12345678900012')).toBe('123 456 789 00012');
    expect(formatSiret('123456789 00012')).toBe('123 456 789 00012');
  });

  it('leaves other input as typed', () => {
    expect(formatSiren(' 12345 ')).toBe('12345');
    expect(formatSiret('123456789')).toBe('123456789');
    expect(formatSiret('')).toBe('');
  });
});

describe('establishmentRouteNumber', () => {
  it('appends the NIC padded to 5 digits', () => {
    expect(establishmentRouteNumber('443061841', '47')).toBe('44306184100047');
    expect(establishmentRouteNumber('443061841', 13030)).toBe('44306184113030');
    expect(establishmentRouteNumber('443 061 841', '00047')).toBe('44306184100047');
  });
});

describe('RIDET', () => {
  it('accepts 7 digits, optionally followed by a 3-digit rank', () => {
    expect(parseRidet('1234567')).toEqual({ ridet: '1234567' });
    expect(parseRidet('1234567001')).toEqual({ ridet: '1234567', rank: '001' });
  });

  it('accepts spaces, dots, hyphens and slashes as separators', () => {
    expect(parseRidet('1 234 567.001')).toEqual({ ridet: '1234567', rank: '001' });
    expect(parseRidet('1234567-002')).toEqual({ ridet: '1234567', rank: '002' });
    expect(parseRidet(' 1234567 / 003 ')).toEqual({ ridet: '1234567', rank: '003' });
    expect(isRidet('1.234.567')).toBe(true);
  });

  it('rejects other lengths and letters', () => {
    expect(isRidet('')).toBe(false);
    expect(isRidet('123456')).toBe(false);
    expect(isRidet('12345678')).toBe(false);
    expect(isRidet('1234567.01')).toBe(false);
    expect(isRidet('1234567.0012')).toBe(false);
    expect(isRidet('123456A')).toBe(false);
    expect(parseRidet('443061841')).toBeNull();
  });
});

describe('RIDET display', () => {
  it('shows a company RIDET as 7 digits and an establishment with its rank after a dot, however typed', () => {
    for (const typed of ['1234567', '1 234 567', '1.234.567']) expect(formatRidet(typed)).toBe('1234567');
    for (const typed of ['1234567001', '1234567.001', '1 234 567.001', '1234567-001']) expect(formatRidet(typed)).toBe('1234567.001');
    expect(formatRidet(' 12345 ')).toBe('12345');
  });

  it('names an establishment number by its scheme: SIRET with spaces, RIDET with its dotted rank', () => {
    expect(establishmentNumberText('55210055400013')).toEqual({ kind: 'SIRET', display: '552 100 554 00013' });
    expect(establishmentNumberText('1234567001')).toEqual({ kind: 'RIDET', display: '1234567.001' });
  });

  it('displays any typed identifier in its scheme', () => {
    expect(formatIdentifier('55210055400013')).toBe('552 100 554 00013');
    expect(formatIdentifier('552100554')).toBe('552 100 554');
    expect(formatIdentifier('1234567001')).toBe('1234567.001');
    expect(formatIdentifier(' 1 234 567 ')).toBe('1234567');
    expect(formatIdentifier(' abc ')).toBe('abc');
  });

  it('is the same parse the API applies to a typed identifier', () => {
    expect(parseIdentifier('1 234 567.001')).toEqual({ kind: 'RIDET', ridet: '1234567', rang: '001' });
    expect(parseIdentifier('1234567')).toEqual({ kind: 'RIDET', ridet: '1234567', rang: null });
  });
});
