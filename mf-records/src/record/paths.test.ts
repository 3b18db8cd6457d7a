import { companyPath, establishmentNumber, executivePath, nameSlug, registryPath } from './paths';
import { birthLabel } from './labels';

describe('record paths', () => {
  it('builds canonical paths with slugs and padded NIC', () => {
    expect(companyPath({ id: 3, numero_identification: '552100554', denomination: "L'Oréal S.A." })).toBe('/entreprise/l-oreal-s-a/552100554/3');
    expect(nameSlug(null)).toBe('entreprise');
    expect(establishmentNumber({ id: 1, numero: '55210055400013', siret: '55210055400013', nic: '13' })).toBe('55210055400013');
    expect(establishmentNumber({ id: 1, numero: '1234567001', siret: null, nic: null })).toBe('1234567001');
    expect(executivePath({ id: 9, nom: 'Dupont-Aïgner', prenoms: 'Élise Marie' })).toBe('/dirigeant/dupont-aigner-elise/9');
    expect(registryPath({ code: '0302', nom: 'Greffe du tribunal de commerce de Montluçon' })).toBe('/fiche-greffe/montlucon/0302');
    expect(registryPath({ code: '7501', slug: 'paris' })).toBe('/fiche-greffe/paris/7501');
  });

  it('never shows the day of birth', () => {
    expect(birthLabel(2, 1950)).toBe('février 1950');
    expect(birthLabel(null, 1950)).toBe('1950');
    expect(birthLabel(null, null)).toBe('Non communiquée');
  });
});
