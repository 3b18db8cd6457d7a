import { normaliseProfile, personalDataFilename, profileProblems, profileValues, toProfileUpdate, type ProfileValues } from './profile';

const valid: ProfileValues = {
  firstName: 'Anne-Marie',
  lastName: "D'Arcy",
  address: '12 rue de la Paix',
  additionalAddress: '',
  zipCode: '75002',
  city: 'Paris',
  country: 'France',
  mobilePhone: '06 12 34 56 78',
  phone: '',
};

describe('contact details', () => {
  it('accepts a complete French address and names with hyphens and apostrophes', () => {
    expect(profileProblems(valid)).toEqual({});
  });

  it('requires the names and limits every field with the messages of SPEC §5', () => {
    expect(
      profileProblems({
        ...valid,
        firstName: ' ',
        lastName: 'X'.repeat(71),
        address: 'A'.repeat(39),
        additionalAddress: 'Bât. <B>',
        city: 'V'.repeat(33),
        country: 'Pays#',
      }),
    ).toEqual({
      firstName: 'Veuillez saisir votre prénom.',
      lastName: 'Limité à 70 caractères.',
      address: 'Limité à 38 caractères.',
      additionalAddress: 'Les caractères spéciaux ne sont pas autorisés',
      city: 'Limité à 32 caractères.',
      country: 'Les caractères spéciaux ne sont pas autorisés',
    });
    expect(profileProblems({ ...valid, firstName: 'Jean2' }).firstName).toBe('Les caractères spéciaux ne sont pas autorisés');
  });

  it('wants 5 digits for a French postcode (an empty country is France), and allows others abroad', () => {
    expect(profileProblems({ ...valid, zipCode: '7500' }).zipCode).toBe('Le code postal doit comporter 5 chiffres.');
    expect(profileProblems({ ...valid, country: '', zipCode: 'SW1A 1AA' }).zipCode).toBe('Le code postal doit comporter 5 chiffres.');
    expect(profileProblems({ ...valid, country: 'Royaume-Uni', zipCode: 'SW1A 1AA' })).toEqual({});
    expect(profileProblems({ ...valid, country: 'Belgique', zipCode: '1000#' }).zipCode).toBe('Les caractères spéciaux ne sont pas autorisés');
  });

  it('takes French numbers (a mobile starts with 06 or 07) and international ones', () => {
    for (const phone of ['01 23 45 67 89', '01.23.45.67.89', '+33 1 23 45 67 89', '0032 2 123 45 67']) expect(profileProblems({ ...valid, phone })).toEqual({});
    for (const phone of ['12345', '01 23 45 67', '+0 123 456 789', 'zéro un']) expect(profileProblems({ ...valid, phone }).phone).toMatch(/^Saisissez un numéro français/);
    expect(profileProblems({ ...valid, mobilePhone: '01 23 45 67 89' }).mobilePhone).toMatch(/^Saisissez un numéro de mobile/);
    expect(profileProblems({ ...valid, mobilePhone: '+32 470 12 34 56' })).toEqual({});
  });

  it('stores numbers one way and whitespace collapsed', () => {
    expect(normaliseProfile({ ...valid, firstName: '  Anne   Marie ', phone: '0123456789', mobilePhone: '0033 6 12 34 56 78' })).toMatchObject({
      firstName: 'Anne Marie',
      phone: '01 23 45 67 89',
      mobilePhone: '+33612345678',
    });
  });

  it('names the copy of the data after the day in Paris', () => {
    expect(personalDataFilename(new Date('2025-12-31T23:30:00Z'))).toBe('mes-donnees-2026-01-01.json');
    expect(personalDataFilename(new Date('2025-06-01T12:00:00Z'))).toBe('mes-donnees-2025-06-01.json');
  });

  it('leaves empty attributes out of the update, and reads the user info back', () => {
    const update = toProfileUpdate(valid);
    expect(update).toEqual({
      firstName: 'Anne-Marie',
      lastName: "D'Arcy",
      attributes: { address: '12 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'France', mobilePhone: '06 12 34 56 78' },
    });
    const info = { email: 'a@exemple.fr', firstName: 'Anne-Marie', lastName: "D'Arcy", prenom: '', nom: '', attributes: { city: ['Paris'] } };
    expect(profileValues(info)).toMatchObject({ firstName: 'Anne-Marie', city: 'Paris', address: '', phone: '' });
  });
});
