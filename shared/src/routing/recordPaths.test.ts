import { companyPath, establishmentListPath, establishmentPath, executivePath, registryPath, verificationPath } from './recordPaths';
import { matchPattern } from './routeTable';
import routes from './routes/mf-records.json';

describe('record paths', () => {
  const company = { id: 12, numero_identification: '552100554', denomination: 'Dupont & Fils' };

  it("fill the records' route manifest, so that the records app routes what every app links", () => {
    expect(matchPattern(routes.company, companyPath(company))).toEqual({ slug: 'dupont-fils', siren: '552100554', id: '12' });
    expect(matchPattern(routes.establishmentList, establishmentListPath(company))).toEqual({ name: 'dupont-fils', siren: '552100554', id: '12' });
    expect(matchPattern(routes.establishment, establishmentPath({ id: 4, numero: '', siret: '55210055400013', nic: '13' }, company.denomination))).toEqual({
      slug: 'dupont-fils',
      number: '55210055400013',
      id: '4',
    });
    expect(matchPattern(routes.executive, executivePath({ id: 9, nom: 'Dupont', prenoms: 'Léa Marie' }))).toEqual({ slug: 'dupont-lea', id: '9' });
    expect(matchPattern(routes.registry, registryPath({ code: '7501', nom: 'Greffe du tribunal de commerce de Paris' }))).toEqual({ slug: 'paris', code: '7501' });
  });

  it('give a company without a name, and a person without a slug, their fallback segment', () => {
    expect(companyPath({ ...company, denomination: null })).toBe('/entreprise/entreprise/552100554/12');
    expect(executivePath({ id: 9, nom: '—', prenoms: null })).toBe('/dirigeant/dirigeant/9');
  });

  it('encode a verification code as one segment', () => {
    expect(verificationPath('7KQ2-M4XP-9TR3-HW6D')).toBe('/verification-document/7KQ2-M4XP-9TR3-HW6D');
    expect(verificationPath('a/b')).toBe('/verification-document/a%2Fb');
  });
});
