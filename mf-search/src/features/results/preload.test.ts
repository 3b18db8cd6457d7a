import { apiUrl } from '@portail/shared';
import { COMPANY_SEARCH_PATH, PERSON_SEARCH_PATH } from '../../api/searchApi';
import { firstSearchCall } from './preload';
import { companySearchParams, personSearchParams } from './query';

const RESULTS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
const at = (search: string, pathname = RESULTS) => ({ pathname, search });

describe('firstSearchCall', () => {
  it('is the company search of the results page, with the parameters the page sends', () => {
    const search = '?recherche=entreprises&phrase=boulangerie+dupont&page=2&orderBy=denomination';
    const call = firstSearchCall(at(search), { searchBoost: null });
    expect(call).toEqual({ path: COMPANY_SEARCH_PATH, params: companySearchParams(new URLSearchParams(search), null) });
    expect(apiUrl(call!.path, call!.params)).toBe(
      'http://localhost/api/recherche/entreprises_etablissements?phrase=boulangerie+dupont&tri=denomination&limit=10&offset=20',
    );
  });

  it('carries the variant boost', () => {
    const call = firstSearchCall(at('?phrase=nickel'), { searchBoost: 'NC' });
    expect(call?.params).toMatchObject({ phrase: 'nickel', boost: 'NC', limit: 10, offset: 0 });
  });

  it('is the executives search on the executives tab', () => {
    const search = '?recherche=dirigeants&nom=Martin&dirigeantPage=1';
    expect(firstSearchCall(at(search), { searchBoost: null })).toEqual({
      path: PERSON_SEARCH_PATH,
      params: personSearchParams(new URLSearchParams(search)),
    });
  });

  it('accepts a trailing slash', () => {
    expect(firstSearchCall(at('?phrase=acme', `${RESULTS}/`), { searchBoost: null })?.path).toBe(COMPANY_SEARCH_PATH);
  });

  it('is nothing without a query or on another page', () => {
    expect(firstSearchCall(at(''), { searchBoost: null })).toBeNull();
    expect(firstSearchCall(at('?recherche=dirigeants&phrase=%20'), { searchBoost: null })).toBeNull();
    expect(firstSearchCall(at('?phrase=acme', '/recherche-entreprise-dirigeant/recherche-avancee'), { searchBoost: null })).toBeNull();
  });
});
