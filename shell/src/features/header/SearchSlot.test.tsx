import { headerSearchTarget } from './SearchSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../federation/startFederation', () => ({ federationReady: Promise.resolve(false) }));

describe('headerSearchTarget', () => {
  it('sends a SIREN or a SIRET to the search by identifier', () => {
    expect(headerSearchTarget(' 552 100 554 ')).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&sirenOrSiret=552100554');
    expect(headerSearchTarget('552 100 554 00013')).toBe(
      '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&sirenOrSiret=55210055400013',
    );
  });
  it('sends text to the company results and an empty box to the advanced search', () => {
    expect(headerSearchTarget('Boulangerie Dupont & fils')).toBe(
      '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=Boulangerie+Dupont+%26+fils',
    );
    expect(headerSearchTarget('   ')).toBe('/recherche-entreprise-dirigeant/recherche-avancee');
  });
});
