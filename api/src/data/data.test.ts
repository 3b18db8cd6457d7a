import { COMMUNES, COMMUNE_BY_CODE, COVERED_DEPARTEMENTS, DEPARTEMENTS, REGIONS } from './geo';
import { normaliseNafCode } from '@portail/shared/format';
import { DIVISIONS, NAF, NAF_BY_CODE, SOUS_CLASSES } from './naf';
import { GREFFES, GREFFE_BY_CODE, greffeForCommune } from './greffes';
import { GREFFE_SOURCES } from './greffes.data';
import { ALL_FIXTURES } from '../testing/fixtures';
import { ACTIVITES } from '../corpus/words';

describe('NAF rev. 2', () => {
  it('has the 21 sections, divisions 01..99 and 732 sub-classes with parents', () => {
    expect(NAF.filter((n) => n.niveau === 'SECTION')).toHaveLength(21);
    expect(DIVISIONS).toHaveLength(88);
    expect(DIVISIONS.every((d) => /^\d{2}$/.test(d.code) && d.parent && /^[A-U]$/.test(d.parent))).toBe(true);
    expect(SOUS_CLASSES).toHaveLength(732);
    expect(NAF_BY_CODE.get('62.01Z')).toMatchObject({ libelle: 'Programmation informatique', niveau: 'SOUS_CLASSE', parent: '62.01' });
    expect(NAF_BY_CODE.get('62')?.parent).toBe('J');
    expect(normaliseNafCode('6201z')).toBe('62.01Z');
    expect(normaliseNafCode('62')).toBeNull();
  });

  it('knows every NAF code used by the generator and the fixtures', () => {
    for (const code of [...ACTIVITES.map((a) => a.naf), ...ALL_FIXTURES.map((f) => f.naf)]) expect(NAF_BY_CODE.has(code)).toBe(true);
  });
});

describe('administrative geography', () => {
  it('includes overseas departments and New Caledonia', () => {
    expect(REGIONS.length).toBeGreaterThanOrEqual(18);
    expect(DEPARTEMENTS.map((d) => d.code)).toEqual(expect.arrayContaining(['01', '2A', '2B', '971', '976', '988']));
    expect(COMMUNES.filter((c) => c.departement === '988')).toHaveLength(33);
    expect(COMMUNE_BY_CODE.get('75104')).toMatchObject({ nom: 'Paris 4e Arrondissement', arrondissementMunicipal: true, communeParente: '75056' });
  });

  it("covers in mainland France's site the mainland, the overseas departments, Saint-Pierre-et-Miquelon, Saint-Barthélemy and Saint-Martin, not New Caledonia, which has its own", () => {
    const codes = COVERED_DEPARTEMENTS.map((d) => d.code);
    expect(codes.filter((c) => c.length === 2)).toHaveLength(96);
    expect(codes.filter((c) => c.length === 3)).toEqual(['971', '972', '973', '974', '976', '975', '977', '978']);
    expect(COVERED_DEPARTEMENTS.find((d) => d.code === '2A')?.nom).toBe('Corse-du-Sud');
  });
});

describe('commercial-court registries', () => {
  it('resolves every seat and gives unique 4-digit codes', () => {
    expect(GREFFES).toHaveLength(GREFFE_SOURCES.length);
    expect(new Set(GREFFES.map((g) => g.code)).size).toBe(GREFFES.length);
    for (const g of GREFFES) expect(g.code).toMatch(/^\d{4}$/);
    expect(GREFFE_BY_CODE.get('7501')).toMatchObject({ ville: 'Paris', adresse: { ligne: '1 quai de la Corse', code_postal: '75004' } });
  });

  it('has the three kinds: commercial courts, Alsace-Moselle chambers, mixed courts overseas and Nouméa', () => {
    const kinds = (t: string) => GREFFES.filter((g) => g.type === t).map((g) => g.ville);
    expect(kinds('CHAMBRE_COMMERCIALE_TJ').sort()).toEqual(['Colmar', 'Metz', 'Mulhouse', 'Sarreguemines', 'Saverne', 'Strasbourg', 'Thionville']);
    expect(kinds('TRIBUNAL_MIXTE_DE_COMMERCE')).toEqual(expect.arrayContaining(['Nouméa', 'Fort-de-France', 'Cayenne', 'Mamoudzou', 'Saint-Denis']));
    expect(kinds('TRIBUNAL_DE_COMMERCE').length).toBeGreaterThan(120);
  });

  it('covers every commune of France, overseas departments and New Caledonia exactly once', () => {
    const uncovered = COMMUNES.filter((c) => !['975', '984', '986', '989'].includes(c.departement) && !greffeForCommune(c.code));
    expect(uncovered.map((c) => c.code)).toEqual([]);
    const total = GREFFES.reduce((n, g) => n + g.communes.length, 0);
    expect(new Set(GREFFES.flatMap((g) => g.communes)).size).toBe(total);
  });

  it('sends communes to the expected registry', () => {
    expect(greffeForCommune('75104')?.ville).toBe('Paris');
    expect(greffeForCommune('98818')?.ville).toBe('Nouméa');
    expect(greffeForCommune('67482')?.ville).toBe('Strasbourg');
    expect(greffeForCommune('25388')?.ville).toBe('Belfort'); // Montbéliard
    expect(greffeForCommune('06029')?.ville).toBe('Cannes');
    expect(greffeForCommune('97801')?.ville).toBe('Basse-Terre'); // Saint-Martin
    expect(greffeForCommune('13055')?.ville).toBe('Marseille');
  });
});
