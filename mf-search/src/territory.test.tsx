// The search pages on New Caledonia's site: by province and commune, its one registry, RIDETs as
// Caledonians write them; nothing of mainland France's departments or registries.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EtablissementDetailSchema, siteStore } from '@portail/shared';
import { ok, type FetchMock } from '@portail/shared/testing/fetchMock';
import { SearchBar } from './exposes/SearchBar';
import { hit, paged } from './testing/fixtures';
import { searchTest } from './testing/searchTest';

const { serve, renderAt } = searchTest();
let fetchMock: FetchMock | null = null;

beforeEach(() => {
  act(() => siteStore.setState({ variant: 'nc', product: 'nouvelle-caledonie', siteName: 'Registre des entreprises de Nouvelle-Calédonie', searchBoost: 'NC' }));
});
afterEach(() => {
  act(() => siteStore.setState({ variant: 'fr', product: 'registre', siteName: 'Registre des entreprises' }));
});

/** Nothing of mainland France's departments on the page. */
function expectNoDepartment() {
  expect(document.body.textContent).not.toMatch(/départements?\b|Paris \(75\)|Corse/i);
}

const COMMUNE_COUNTS = [
  { code: '98800', libelle: 'Nouméa', nombre_entreprises: 120 },
  { code: '98835', libelle: 'Dumbéa', nombre_entreprises: 30 },
  { code: '98859', libelle: 'Koné', nombre_entreprises: 12 },
];


describe('lists on the New Caledonia site', () => {
  it('starts from the provinces and their communes, with their counts', async () => {
    fetchMock = serve(({ path }) => (path === 'seo/communes' ? ok({ items: COMMUNE_COUNTS }) : undefined));
    renderAt('/recherche-par-departement');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Recherche d'entreprises par province et commune");
    const south = await screen.findByRole('region', { name: /Province Sud/ });
    expect(within(south).getByRole('heading', { level: 2 })).toHaveTextContent('Province Sud (150)');
    expect(within(south).getByRole('link', { name: 'Province Sud' })).toHaveAttribute('href', '/recherche-par-departement/PS');
    expect(within(south).getByRole('link', { name: 'Nouméa (98800)' })).toHaveAttribute('href', '/recherche-par-departement/98800');
    expect(screen.getByRole('region', { name: /Province des Îles Loyauté/ })).toHaveTextContent('Aucune entreprise active');
    expect(fetchMock.calls.map((c) => c.path)).not.toContain('seo/departements');
    expectNoDepartment();
  });

  it("lists a province's sectors by its code, and its communes", async () => {
    fetchMock = serve(({ path }) =>
      path === 'seo/secteurs' ? ok({ items: [{ code: '03', libelle: 'Pêche et aquaculture', nombre_entreprises: 4 }] }) : path === 'seo/communes' ? ok({ items: COMMUNE_COUNTS }) : undefined,
    );
    renderAt('/recherche-par-departement/PS');
    expect(await screen.findByRole('link', { name: '03 – Pêche et aquaculture' })).toHaveAttribute('href', '/recherche-par-departement/PS/03');
    expect(fetchMock.calls.find((c) => c.path === 'seo/secteurs')!.url.searchParams.get('numero_departement')).toBe('PS');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Entreprises par secteur d'activité – Province Sud");
    const communes = screen.getByRole('region', { name: 'Communes de la province' });
    expect(within(communes).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dumbéa (98835)', 'Nouméa (98800)']);
    expect(screen.getByRole('navigation', { name: /fil d'ariane/i })).toHaveTextContent('Recherche par province');
    expectNoDepartment();
  });
});

describe('filters on the New Caledonia site', () => {
  it('filter by province or commune, and search with that place', async () => {
    fetchMock = serve(({ url }) => (url.pathname === '/api/recherche/entreprises_etablissements' ? ok(paged([hit({ territoire: 'NC' })])) : undefined));
    renderAt('/recherche-entreprise-dirigeant/recherche-avancee');
    const select = screen.getByLabelText('Province ou commune');
    await screen.findByRole('option', { name: 'Nouméa (98800)' });
    const south = within(select).getByRole('group', { name: 'Province Sud' });
    expect(within(south).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['Toute la Province Sud', 'PS'],
      ['Dumbéa (98835)', '98835'],
      ['Nouméa (98800)', '98800'],
    ]);
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Toute la Nouvelle-Calédonie');
    expect(fetchMock.calls.map((c) => c.path)).not.toContain('reference/departements');
    expectNoDepartment();

    fireEvent.change(screen.getByLabelText('Dénomination'), { target: { value: 'pêche' } });
    fireEvent.change(select, { target: { value: 'PS' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    });
    expect(window.location.search).toBe('?recherche=entreprises&denomination=p%C3%AAche&department=PS');
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    const sent = fetchMock.calls.find(({ url }) => url.pathname === '/api/recherche/entreprises_etablissements')!.url.searchParams;
    expect(sent.get('critere_geographique')).toBe('PS');
    expect(sent.get('boost')).toBe('NC');
    expect(screen.getByRole('link', { name: 'Retirer le filtre Province ou commune : Province Sud' })).toBeInTheDocument();
  });

  it('names a Caledonian establishment by its RIDET and dotted rank in the results', async () => {
    fetchMock = serve(({ url }) =>
      url.pathname === '/api/recherche/entreprises_etablissements'
        ? ok(paged([hit({ territoire: 'NC', numero_identification: '1234567', type_entite: 'ETABLISSEMENT', id_etablissement: 77, siret: '1234567001', siege: false })]))
        : undefined,
    );
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=dupont');
    const link = await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    expect(link).toHaveAttribute('href', '/etablissement/boulangerie-dupont/1234567001/77');
    const card = link.closest('article') ?? link.closest('li')!;
    expect(card).toHaveTextContent('RIDET');
    expect(card).toHaveTextContent('1234567.001');
    expect(card).not.toHaveTextContent('SIRET');
  });

  it('shows the RIDET searched with its dotted rank', async () => {
    fetchMock = serve(({ url }) => (url.pathname === '/api/recherche/entreprises_etablissements' ? ok(paged([])) : undefined));
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&sirenOrSiret=1234567001');
    await waitFor(() => expect(fetchMock!.calls.some(({ url }) => url.pathname === '/api/recherche/entreprises_etablissements')).toBe(true));
    const term = screen.getByText('RIDET, SIREN ou SIRET', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('1234567.001');
  });
});

describe('registry on the New Caledonia site', () => {
  it('shows its one registry, from the directory, and no search among the mainland registries', async () => {
    fetchMock = serve(({ path }) =>
      path === 'greffes'
        ? ok(
            paged([
              {
                code: '9881',
                nom: 'Greffe du tribunal mixte de commerce de Nouméa',
                ville: 'Nouméa',
                slug: 'noumea',
                type: 'TRIBUNAL_MIXTE_DE_COMMERCE',
                adresse: { ligne: '2 boulevard Extérieur', code_postal: '98800', ville: 'Nouméa' },
                departements: ['988'],
                nombre_communes: 33,
              },
            ]),
          )
        : undefined,
    );
    renderAt('/rechercher-un-greffe');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le greffe de Nouvelle-Calédonie');
    expect(await screen.findByRole('link', { name: 'Greffe du tribunal mixte de commerce de Nouméa' })).toHaveAttribute('href', '/fiche-greffe/noumea/9881');
    expect(fetchMock.calls.find((c) => c.path === 'greffes')!.url.searchParams.get('territoire')).toBe('NC');
    expect(screen.queryByRole('search')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Alsace|tribunaux? de commerce\b|département/i);
  });
});

describe('search bar on the New Caledonia site', () => {
  it('opens the establishment of a RIDET and rank typed with spaces and a dot', async () => {
    fetchMock = serve(({ url }) =>
      url.pathname === '/api/etablissements' && url.searchParams.get('numero_identification') === '1234567001'
        ? ok(
            EtablissementDetailSchema.parse({
              id: 77,
              entreprise_id: 9,
              numero: '1234567001',
              siret: null,
              nic: null,
              siege: false,
              enseignes: [],
              denomination_usuelle: null,
              activite: { code_naf: null, libelle: null, secteur: null },
              adresse: { numero_voie: null, indice_repetition: null, type_voie: null, libelle_voie: null, complement: null, code_postal: '98800', commune: 'Nouméa', code_commune: '98818', departement: '988', pays: 'NOUVELLE-CALÉDONIE', ligne: '98800 Nouméa' },
              date_creation: null,
              date_fermeture: null,
              etat: 'ACTIF',
              entreprise: { id: 9, numero_identification: '1234567', denomination: 'Nouméa Pêche Lagon', etat: 'ACTIVE', statut_entreprise: 'ACTIF' },
            }),
          )
        : undefined,
    );
    window.history.pushState({}, '', '/');
    render(<SearchBar />);
    fireEvent.change(screen.getByRole('combobox', { name: /RIDET/ }), { target: { value: '1 234 567.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(window.location.pathname).toBe('/etablissement/noumea-peche-lagon/1234567001/77'));
  });
});
