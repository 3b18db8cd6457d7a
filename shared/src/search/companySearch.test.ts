import { resetAuthApi } from '../auth/apiClient';
import { searchResultsTarget, suggestCompanies, typedIdentifier } from './companySearch';
import { searchHitName, searchHitNumber, searchHitPath } from './hitPath';
import { searchHit } from './testing';

const HIT = searchHit({ id_entreprise: 12 });

describe('searchResultsTarget', () => {
  it('searches a SIREN or SIRET by identifier, text as a phrase, nothing in the advanced search', () => {
    expect(searchResultsTarget(' 552 100 554 ')).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&sirenOrSiret=552100554');
    expect(searchResultsTarget('Dupont & fils')).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=Dupont+%26+fils');
    expect(searchResultsTarget('  ')).toBe('/recherche-entreprise-dirigeant/recherche-avancee');
  });

  it('searches a RIDET by identifier however a Caledonian writes it', () => {
    const results = '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&sirenOrSiret=';
    for (const typed of ['1234567', '1 234 567', '1.234.567']) expect(searchResultsTarget(typed)).toBe(`${results}1234567`);
    for (const typed of ['1234567.001', '1 234 567.001', '1234567001', '1234567-001']) expect(searchResultsTarget(typed)).toBe(`${results}1234567001`);
    expect(typedIdentifier('1234567.01')).toBeNull();
    expect(typedIdentifier('Boulangerie 1234567')).toBeNull();
  });
});

describe('searchHitPath', () => {
  it('leads a company hit to its record and an establishment hit to the establishment', () => {
    expect(searchHitPath(HIT)).toBe('/entreprise/boulangerie-dupont/552100554/12');
    expect(searchHitPath({ ...HIT, type_entite: 'ETABLISSEMENT', id_etablissement: 40, siret: '55210055400013' })).toBe(
      '/etablissement/boulangerie-dupont/55210055400013/40',
    );
    expect(searchHitName({ ...HIT, denomination: null, enseigne: null })).toBe('Entreprise non diffusible');
  });

  it('leads a New Caledonia establishment hit to the page of its RIDET and rank', () => {
    const nc = { ...HIT, numero_identification: '1234567', territoire: 'NC' as const, type_entite: 'ETABLISSEMENT' as const, id_etablissement: 41, siret: '1234567001' };
    expect(searchHitPath(nc)).toBe('/etablissement/boulangerie-dupont/1234567001/41');
  });
});

describe('searchHitNumber', () => {
  it('names a hit by its number and scheme, a New Caledonia establishment by its RIDET and dotted rank', () => {
    expect(searchHitNumber(HIT)).toEqual({ label: 'SIREN', value: '552 100 554' });
    expect(searchHitNumber({ ...HIT, type_entite: 'ETABLISSEMENT', id_etablissement: 40, siret: '55210055400013' })).toEqual({ label: 'SIRET', value: '552 100 554 00013' });
    const nc = { ...HIT, numero_identification: '1234567', territoire: 'NC' as const };
    expect(searchHitNumber(nc)).toEqual({ label: 'RIDET', value: '1234567' });
    expect(searchHitNumber({ ...nc, type_entite: 'ETABLISSEMENT', id_etablissement: 41, siret: '1234567001' })).toEqual({ label: 'RIDET', value: '1234567.001' });
  });
});

describe('suggestCompanies', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetAuthApi();
  });

  it('asks the search API for the first five hits with the variant boost', async () => {
    const urls: URL[] = [];
    jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      urls.push(new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, window.location.href));
      return new Response(JSON.stringify({ total: 1, limit: 5, offset: 0, items: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const r = await suggestCompanies('dupont', 'NC');
    expect(r.total).toBe(1);
    expect(urls[0]!.pathname).toBe('/api/recherche/entreprises_etablissements');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ phrase: 'dupont', limit: '5', offset: '0', boost: 'NC' });
  });
});
