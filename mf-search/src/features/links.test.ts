import { matchPattern } from '@portail/shared';
import recordRoutes from '@portail/shared/routing/routes/mf-records.json';
import { companyPath, executivePath } from './links';

describe('links of the search pages', () => {
  it("links an executive with the records app's own path, whatever the spaces of the given names", () => {
    expect(executivePath({ id: 7, nom: 'Dupont', prenoms: ' Jean  Paul' })).toBe('/dirigeant/dupont-jean/7');
    expect(executivePath({ id: 8, nom: 'Lefèvre', prenoms: null })).toBe('/dirigeant/lefevre/8');
  });

  it('links a company with the path the records app routes', () => {
    const path = companyPath({ id: 3, numero_identification: '552100554', denomination: "L'Oréal S.A." });
    expect(path).toBe('/entreprise/l-oreal-s-a/552100554/3');
    expect(matchPattern(recordRoutes.company, path)).toEqual({ slug: 'l-oreal-s-a', siren: '552100554', id: '3' });
  });
});
