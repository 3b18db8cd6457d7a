// The pages' loaders: the calls each page's first render shows, started before the page mounts in
// the browser (the shell's early start), and made on the server before the page renders once.
import { screen, waitFor } from '@testing-library/react';
import { dataOriginCall } from '@portail/shared';
import { placeServerPage, runLifecycle } from '@portail/shared/remote/testing';
import { mockFetch, ok, servePerTest, type Call, type Reply } from '@portail/shared/testing/fetchMock';
import { companySearchParams } from './features/results/query';
import { companySearchCall } from './features/results/calls';
import { legalFormsCall } from './features/results/useFilterLists';
import { seoCommunesCall, seoCompaniesCall } from './features/by-department/calls';
import { departmentsCall, nafCodeCall, nafDivisionsCall, provincesCall } from './reference/lists';
import { mount, unmount } from './exposes/app';
import { SEARCH_PAGES } from './pages';
import { preloadLazyPages } from '@portail/shared/remote/lazyPage';
import { render } from './server';
import { hit, paged, person, seoListing, withReference } from './testing/fixtures';

const RESULTS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
const FORMS = { items: [{ code: '5710', libelle: 'SAS, société par actions simplifiée' }, { code: '5499', libelle: 'SARL' }] };
const LISTS = ['/api/reference/formes_juridiques', '/api/reference/departements', '/api/reference/secteurs'];
/** Whether the companies listed are generated, which the results page says above them. */
const ORIGIN = '/api/provenance-donnees';

const mockApi = servePerTest(mockFetch);

/** The API: the reference lists, the legal forms, the searches and the by-department listings. */
function serve(answer: (call: Call) => Reply | undefined = () => undefined) {
  return mockApi(
    withReference((call) => {
      const found = answer(call);
      if (found) return found;
      switch (call.url.pathname) {
        case '/api/reference/formes_juridiques':
          return ok(FORMS);
        case '/api/recherche/entreprises_etablissements':
          return ok(paged([hit()], 1));
        case '/api/recherche/personnes':
          return ok(paged([person()], 1));
        default:
          return seoListing(call.url);
      }
    }),
  );
}

const urls = (api: ReturnType<typeof serve>) => api.calls.map(({ url }) => `${url.pathname}${url.search}`);


// The forms download on demand in the browser: their code is there before the tests render them.
beforeAll(preloadLazyPages);
describe('in the browser, before the page mounts', () => {
  const preload = (pathname: string, search = '', searchBoost: 'NC' | null = null) => SEARCH_PAGES.preload({ pathname, search }, { variant: searchBoost === 'NC' ? 'nc' : 'fr', product: 'registre', searchBoost });

  it("starts the results page's company search, with the parameters the page sends, and its filter lists", async () => {
    const api = serve();
    const search = '?recherche=entreprises&phrase=boulangerie+dupont&page=2&orderBy=denomination';
    preload(RESULTS, search);
    await waitFor(() => expect(api.calls).toHaveLength(5));
    expect(urls(api)).toEqual(['/api/recherche/entreprises_etablissements?phrase=boulangerie+dupont&tri=denomination&limit=10&offset=20', ...LISTS, ORIGIN]);
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual(
      Object.fromEntries(Object.entries(companySearchParams(new URLSearchParams(search), null)).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])),
    );
  });

  it('carries the variant boost', async () => {
    const api = serve();
    preload(RESULTS, '?phrase=nickel', 'NC');
    await waitFor(() => expect(api.calls).toHaveLength(5));
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ phrase: 'nickel', boost: 'NC', limit: '10', offset: '0' });
  });

  it('starts the executives search on the executives tab', async () => {
    const api = serve();
    preload(RESULTS, '?recherche=dirigeants&nom=Martin&dirigeantPage=1');
    await waitFor(() => expect(api.calls).toHaveLength(5));
    expect(urls(api)[0]).toBe('/api/recherche/personnes?nom=Martin&limit=10&offset=10');
  });

  it('accepts a trailing slash', async () => {
    const api = serve();
    preload(`${RESULTS}/`, '?phrase=acme');
    await waitFor(() => expect(api.calls).toHaveLength(5));
    expect(urls(api)[0]).toBe('/api/recherche/entreprises_etablissements?phrase=acme&limit=10&offset=0');
  });

  it('starts no search without a query, nor one the page would refuse, and nothing on a form page', async () => {
    const api = serve();
    preload(RESULTS, '');
    preload(RESULTS, '?recherche=dirigeants&phrase=%20');
    preload(RESULTS, '?sirenOrSiret=552100555');
    preload('/recherche-entreprise-dirigeant/recherche-avancee', '?phrase=acme');
    preload('/rechercher-un-greffe', '?q=75011');
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(urls(api)).toEqual([...LISTS, ORIGIN]);
  });

  it("starts a by-department page's lists, then the listing of the department and sector they know", async () => {
    const api = serve();
    preload('/recherche-par-departement/75/47/47.11F', '?page=1');
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(urls(api)).toEqual([
      '/api/reference/departements',
      '/api/reference/secteurs',
      '/api/reference/naf/47.11F',
      '/api/seo/entreprises?numero_departement=75&code_naf=47.11F&offset=50&limit=50',
    ]);
  });

  it('stops at an unknown department', async () => {
    const api = serve();
    preload('/recherche-par-departement/00');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls(api)).toEqual(['/api/reference/departements']);
  });
});

describe('on the server', () => {
  const renderPage = (url: string, searchBoost: 'NC' | null = null) => render({ url, site: { origin: 'https://exemple.fr', searchBoost }, deadlineMs: 2_000 });

  async function page(url: string, searchBoost: 'NC' | null = null) {
    const result = await renderPage(url, searchBoost);
    expect(result).not.toBeNull();
    return result!;
  }

  it('renders the results page once with its search, its filter lists and the labels of the filters', async () => {
    const api = serve();
    const result = await page(`${RESULTS}?phrase=boulangerie&legalForm=5710&department=75`);
    expect(result.html).toContain('href="/entreprise/boulangerie-dupont/552100554/41"');
    expect(result.html).toContain('1 entreprise');
    // The filter panel's options and the chips' labels come from the lists.
    expect(result.html).toContain('Paris (75)');
    expect(result.html).toContain('Retirer le filtre Forme juridique : SAS, société par actions simplifiée');
    expect(result.html).not.toContain('Recherche des entreprises…');
    expect(Object.keys(result.data).sort()).toEqual(
      [departmentsCall.key, legalFormsCall.key, nafDivisionsCall.key, dataOriginCall.key, companySearchCall(new URLSearchParams('phrase=boulangerie&legalForm=5710&department=75'), null)!.key].sort(),
    );
    // Each call once.
    expect(urls(api)).toHaveLength(5);
    expect(result.head.title).toBe('Résultats de recherche pour « boulangerie »');
  });

  it('searches with the boost of the variant', async () => {
    const api = serve();
    await page(`${RESULTS}?phrase=noumea`, 'NC');
    expect(api.calls.find(({ url }) => url.pathname === '/api/recherche/entreprises_etablissements')!.url.searchParams.get('boost')).toBe('NC');
  });

  it('renders the executives tab with its search', async () => {
    const api = serve();
    const result = await page(`${RESULTS}?recherche=dirigeants&nom=Martin`);
    expect(result.html).toContain('href="/dirigeant/martin-claire/7"');
    expect(urls(api).filter((u) => u.startsWith('/api/recherche/'))).toEqual(['/api/recherche/personnes?nom=Martin&limit=10&offset=0']);
  });

  it('says what is wrong with the query without asking the API to search', async () => {
    const api = serve();
    const result = await page(`${RESULTS}?sirenOrSiret=552100555`);
    expect(result.html).toContain("Ce SIREN n&#x27;existe pas");
    expect(urls(api).filter((u) => u.startsWith('/api/recherche/'))).toEqual([]);
  });

  it('renders the departments, a department, a sector and a NAF code with their listings', async () => {
    serve(({ url }) =>
      url.pathname === '/api/seo/departements' ? ok({ items: [{ code: '2A', libelle: 'Corse-du-Sud', nombre_entreprises: 12 }] }) : undefined,
    );
    expect((await page('/recherche-par-departement')).html).toContain('href="/recherche-par-departement/2A"');
    const department = await page('/recherche-par-departement/75');
    expect(department.html).toContain('href="/recherche-par-departement/75/47"');
    expect(department.head.title).toBe("Entreprises par secteur d'activité – Paris (75)");
    expect((await page('/recherche-par-departement/75/47')).html).toContain('href="/recherche-par-departement/75/47/47.11F"');
    const naf = await page('/recherche-par-departement/75/47/47.11F?page=1');
    expect(naf.html).toContain('Hyper Paris');
    expect(naf.html).toContain(' : Hypermarchés');
    expect(Object.keys(naf.data).sort()).toEqual([seoCompaniesCall('75', '47.11F', 1).key, departmentsCall.key, nafCodeCall('47.11F').key, nafDivisionsCall.key].sort());
  });

  it("renders New Caledonia's list pages by province and commune, from its own lists only", async () => {
    const api = serve(({ url }) =>
      url.pathname === '/api/seo/communes' ? ok({ items: [{ code: '98800', libelle: 'Nouméa', nombre_entreprises: 120 }] }) : undefined,
    );
    const provinces = await page('/recherche-par-departement', 'NC');
    expect(provinces.html).toContain('href="/recherche-par-departement/PS"');
    expect(provinces.html).toContain('href="/recherche-par-departement/98800"');
    expect(provinces.html).not.toMatch(/département/i);
    expect(Object.keys(provinces.data).sort()).toEqual([seoCommunesCall.key, provincesCall.key].sort());
    const south = await page('/recherche-par-departement/PS/47', 'NC');
    expect(south.head.title).toBe('Commerce de détail, à l’exception des automobiles et des motocycles – Province Sud');
    expect(south.html).toContain('href="/recherche-par-departement/PS/47/47.11F"');
    expect((await page('/recherche-par-departement/75', 'NC')).head.status).toBe(404);
    expect(urls(api).filter((u) => u.includes('departement') && !u.includes('numero_departement'))).toEqual([]);
  });

  it('answers 404 for a department, a sector or a NAF code the lists do not have, without asking for listings', async () => {
    const api = serve();
    for (const url of ['/recherche-par-departement/00', '/recherche-par-departement/75/99', '/recherche-par-departement/75/47/10.71C']) {
      const result = await page(url);
      expect(result.head.status).toBe(404);
      expect(result.html).toContain('Page introuvable');
    }
    expect(urls(api).filter((u) => u.startsWith('/api/seo/'))).toEqual([]);
  });

  it('answers 404 for a NAF code of the sector that the nomenclature does not have, and hands the answer over', async () => {
    serve();
    const result = await page('/recherche-par-departement/75/47/47.19Z');
    expect(result.head.status).toBe(404);
    expect(result.html).toContain('Page introuvable');
    expect(Object.keys(result.data)).toContain(nafCodeCall('47.19Z').key);
  });

  it('renders the case detail and the not-found page, and leaves the forms to the browser', async () => {
    serve();
    expect((await page('/services/detail-affaire/2024B01234')).html).toContain("Détail de l&#x27;affaire n° 2024B01234");
    expect((await page('/recherche-entreprise-dirigeant/inconnu')).head.status).toBe(404);
    for (const url of [
      '/recherche-entreprise-dirigeant?phrase=acme',
      '/recherche-entreprise-dirigeant/recherche-avancee',
      '/rechercher-un-greffe',
      '/services/recherche-gage-sans-depossession',
      '/services/consulter-une-affaire',
    ]) {
      expect(await renderPage(url)).toBeNull();
    }
  });

  it('hands its answers to the browser, which shows the page without calling the API again', async () => {
    const url = `${RESULTS}?phrase=boulangerie&department=75`;
    const api = serve();
    const result = await page(url);
    window.history.pushState({}, '', url);
    const container = placeServerPage('mf-search', result);
    const link = container.querySelector('a[href="/entreprise/boulangerie-dupont/552100554/41"]');
    api.calls.length = 0;
    await runLifecycle(mount, container);
    expect(container.querySelector('a[href="/entreprise/boulangerie-dupont/552100554/41"]')).toBe(link);
    expect(screen.getByRole('option', { name: 'Paris (75)' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await runLifecycle(unmount, container);
    container.remove();
  });
});
