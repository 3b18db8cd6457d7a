import { companyPath, establishmentNumber, executivePath, nameSlug, registryPath } from './paths';
import { chartBars } from '../company/KeyFigures';
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

describe('key-figure chart', () => {
  const ex = (annee: number, ca: number | null, res: number | null, confidentiel = false) => ({
    annee,
    date_cloture: `${annee}-12-31`,
    duree_mois: 12,
    chiffre_affaires: ca,
    resultat: res,
    effectif: null,
    confidentiel,
  });

  it('scales bars on one axis, negative results below the zero line, confidential years left out', () => {
    const { bars, zeroY } = chartBars([ex(2021, 1000, -500), ex(2020, 500, 100), ex(2022, null, null, true)]);
    expect(bars.map((b) => `${b.year}:${b.key}`)).toEqual(['2020:chiffre_affaires', '2020:resultat', '2021:chiffre_affaires', '2021:resultat']);
    const ca2021 = bars[2]!;
    const res2021 = bars[3]!;
    expect(ca2021.y + ca2021.height).toBeCloseTo(zeroY);
    expect(res2021.negative).toBe(true);
    expect(res2021.y).toBeCloseTo(zeroY);
    expect(res2021.height).toBeCloseTo(ca2021.height / 2);
  });
});
