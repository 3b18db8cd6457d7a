import { resetAuthApi } from '../auth/apiClient';
import { searchResultsTarget, suggestCompanies } from './companySearch';
import { searchHitName, searchHitPath } from './hitPath';
import type { SearchHit } from '../api/companies';

const HIT: SearchHit = {
  type_entite: 'ENTREPRISE',
  id_entreprise: 12,
  id_etablissement: null,
  numero_identification: '552100554',
  siret: null,
  denomination: 'Boulangerie Dupont',
  sigle: null,
  enseigne: null,
  forme_juridique: null,
  activite: { code_naf: null, libelle_naf: null, secteur: null } as unknown as SearchHit['activite'],
  adresse: { code_postal: '75001', commune: 'Paris', departement: '75', ligne: '1 rue de Rivoli, 75001 Paris' },
  etat: 'ACTIVE',
  statut: 'ACTIF',
  statut_entreprise: 'ACTIVE',
  date_creation: null,
  territoire: 'FR',
  siege: true,
  matchedOn: [],
  matched_text: null,
} as unknown as SearchHit;

describe('searchResultsTarget', () => {
  it('searches a SIREN or SIRET by identifier, text as a phrase, nothing in the advanced search', () => {
    expect(searchResultsTarget(' 552 100 554 ')).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&sirenOrSiret=552100554');
    expect(searchResultsTarget('Dupont & fils')).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=Dupont+%26+fils');
    expect(searchResultsTarget('  ')).toBe('/recherche-entreprise-dirigeant/recherche-avancee');
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
