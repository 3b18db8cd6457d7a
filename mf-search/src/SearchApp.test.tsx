import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EntrepriseSchema, isValidSiren, siteStore } from '@portail/shared';
import { SearchBar } from './exposes/SearchBar';
import { ok, refused, type FetchMock } from '@portail/shared/testing/fetchMock';
import { hit, paged, person, reference, seoListing } from './testing/fixtures';
import { searchTest } from './testing/searchTest';

const { mockApi, serve, renderAt } = searchTest();
let fetchMock: FetchMock | null = null;

function h1() {
  return screen.getByRole('heading', { level: 1 });
}


describe('advanced search', () => {
  it('redirects the bare search path to the advanced search', () => {
    renderAt('/recherche-entreprise-dirigeant');
    expect(h1()).toHaveTextContent("Recherche avancée d'entreprises et de dirigeants");
    expect(window.location.pathname).toBe('/recherche-entreprise-dirigeant/recherche-avancee');
  });

  it('says the department list is loading, then why it failed, with Réessayer, which loads it', async () => {
    let fail = true;
    fetchMock = mockApi((call) => (call.path === 'reference/departements' && fail ? refused(503, 'x') : reference(call)));
    renderAt('/recherche-entreprise-dirigeant/recherche-avancee');
    expect(screen.getByText('Chargement des départements…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('option', { name: 'Corse-du-Sud (2A)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits to the results page, empty values omitted, and searches with the API parameters', async () => {
    fetchMock = serve(({ url }) => (url.pathname === '/api/recherche/entreprises_etablissements' ? ok(paged([hit()])) : undefined));
    renderAt('/recherche-entreprise-dirigeant/recherche-avancee');
    // The department and activity options come from the API's reference lists.
    await screen.findByRole('option', { name: 'Paris (75)' });
    await screen.findByRole('option', { name: /^47 – Commerce de détail/ });
    fireEvent.change(screen.getByLabelText('Dénomination'), { target: { value: ' Dupont ' } });
    fireEvent.change(screen.getByLabelText(/SIREN ou SIRET/), { target: { value: '552 100 554 00013' } });
    fireEvent.change(screen.getByLabelText("Domaine d'activité"), { target: { value: '47' } });
    fireEvent.change(screen.getByLabelText('Département'), { target: { value: '75' } });
    // The router runs the results page's loader before it shows the page.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    });
    expect(window.location.pathname).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche');
    expect(window.location.search).toBe('?recherche=entreprises&denomination=Dupont&sirenOrSiret=55210055400013&activityDomain=47&department=75');
    expect(await screen.findByRole('link', { name: 'Boulangerie Dupont' })).toHaveAttribute('href', '/entreprise/boulangerie-dupont/552100554/41');
    const sent = fetchMock.calls.find(({ url }) => url.pathname === '/api/recherche/entreprises_etablissements')!.url.searchParams;
    // SPEC §5: the SIREN is the first 9 characters, the NIC characters 10 to 15.
    expect(Object.fromEntries(sent)).toEqual({
      nom_entreprise: 'Dupont',
      numero_identification: '552100554',
      nic: '00013',
      activite: '47',
      critere_geographique: '75',
      limit: '10',
      offset: '0',
    });
  });

  it('refuses an empty search and a malformed SIREN', () => {
    renderAt('/recherche-entreprise-dirigeant/recherche-avancee');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Renseignez au moins un critère de recherche.');
    fireEvent.change(screen.getByLabelText(/SIREN ou SIRET/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    // The summary at the top links to the field, which says the same under it.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'Saisissez un SIREN (9 chiffres) ou un SIRET (14 chiffres).' });
    expect(link).toHaveAttribute('href', '#advanced-search-sirenOrSiret');
    fireEvent.click(link);
    expect(screen.getByLabelText(/SIREN ou SIRET/)).toHaveFocus();
    expect(screen.getByLabelText(/SIREN ou SIRET/)).toHaveAccessibleDescription(/Saisissez un SIREN \(9 chiffres\) ou un SIRET \(14 chiffres\)\./);
    expect(window.location.pathname).toBe('/recherche-entreprise-dirigeant/recherche-avancee');
  });
});

describe('results page', () => {
  it('shows why each hit matched, its status and a link to its record', async () => {
    fetchMock = serve(() =>
      ok(
        paged(
          [
            hit({ id_entreprise: 1, denomination: 'Alpha Conseil', matchedOn: ['former_name'], matched_text: 'Alpha Études' }),
            hit({ id_entreprise: 2, numero_identification: '732829320', denomination: 'Beta', matchedOn: ['executive'], matched_text: 'Jean Dupont', etat: 'RADIEE', statut_entreprise: 'RADIE' }),
            hit({
              type_entite: 'ETABLISSEMENT',
              id_entreprise: 3,
              id_etablissement: 9,
              siret: '55210055400013',
              denomination: 'Gamma',
              enseigne: 'Chez Gamma',
              matchedOn: ['sign'],
              matched_text: 'Chez Gamma',
            }),
          ],
          3,
        ),
      ),
    );
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=alpha');
    const list = await screen.findByRole('list', { name: 'Entreprises trouvées' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Ancienne dénomination : Alpha Études');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[1]).toHaveTextContent('Dirigeant : Jean Dupont');
    expect(items[1]).toHaveTextContent('Radiée');
    expect(items[2]).toHaveTextContent('Enseigne ou sigle : Chez Gamma');
    expect(within(items[2]!).getByRole('link', { name: 'Gamma' })).toHaveAttribute('href', '/etablissement/gamma/55210055400013/9');
    expect(screen.getByText('3 entreprises')).toBeInTheDocument();
    expect(document.title).toBe('Résultats de recherche pour « alpha »');
  });

  it('pages with page and pageSize, and writes the page in the URL', async () => {
    fetchMock = serve(({ url }) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return ok(
        paged(
          Array.from({ length: limit }, (_, i) => hit({ id_entreprise: offset + i + 1, denomination: `Société ${offset + i + 1}` })),
          45,
          offset,
          limit,
        ),
      );
    });
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=societe&pageSize=20');
    await screen.findByRole('link', { name: 'Société 1' });
    const nav = screen.getByRole('navigation', { name: 'Pages des entreprises' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=societe&pageSize=20&page=2',
    );
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Société 21' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('page')).toBe('1');
    const last = fetchMock.calls.filter(({ path }) => path === 'recherche/entreprises_etablissements').at(-1)!.url;
    expect(last.searchParams.get('offset')).toBe('20');
    expect(last.searchParams.get('limit')).toBe('20');
  });

  it('asks the API for the name order over the whole result set when orderBy=denomination', async () => {
    fetchMock = serve(() => ok(paged([hit()])));
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=boulangerie&orderBy=denomination');
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    expect(fetchMock.calls[0]!.url.searchParams.get('tri')).toBe('denomination');
    expect(screen.getByRole('combobox', { name: /Trier par/ })).toHaveValue('denomination');
  });

  it('sends boost=NC from the site store', async () => {
    siteStore.setState({ searchBoost: 'NC' });
    fetchMock = serve(() => ok(paged([hit()])));
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=nouméa');
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    expect(fetchMock.calls[0]!.url.searchParams.get('boost')).toBe('NC');
  });

  it('shows a space-reserving skeleton, then the error with Réessayer, which retries', async () => {
    let fail = true;
    fetchMock = serve(() =>
      (fail ? refused(503, 'x', 'x') : ok(paged([hit()]))),
    );
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=dupont');
    expect(screen.getByText('Recherche des entreprises…')).toBeInTheDocument();
    expect(document.querySelectorAll('.search-skeleton__row')).toHaveLength(10);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Boulangerie Dupont' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    fetchMock = serve(() => ok(paged([], 0)));
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=zzzz');
    expect(await screen.findByText('Aucune entreprise ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('pages the executives with their own parameter, the companies page left as it is', async () => {
    fetchMock = serve(({ url }) => (url.pathname === '/api/recherche/personnes' ? ok(paged([person()], 25, Number(url.searchParams.get('offset') ?? 0))) : undefined));
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=dirigeants&nom=Martin&page=2');
    await screen.findByRole('link', { name: 'MARTIN Claire Anne' });
    const nav = screen.getByRole('navigation', { name: 'Pages des dirigeants' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=dirigeants&nom=Martin&page=2&dirigeantPage=2',
    );
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    const personCalls = () => fetchMock!.calls.filter(({ url }) => url.pathname === '/api/recherche/personnes');
    await waitFor(() => expect(personCalls().at(-1)!.url.searchParams.get('offset')).toBe('10'));
    expect(new URLSearchParams(window.location.search).get('dirigeantPage')).toBe('1');
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  });

  it('opens the executives tab from the URL, searches persons and switches tabs by keyboard', async () => {
    fetchMock = serve(({ url }) =>
      ok(url.pathname === '/api/recherche/personnes' ? paged([person()]) : paged([hit({ denomination: 'Martin SA' })])),
    );
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=dirigeants&nom=Martin&moisDeNaissance=2&phrase=martin');
    expect(screen.getByRole('tab', { name: 'Dirigeants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Février')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'MARTIN Claire Anne' })).toHaveAttribute('href', '/dirigeant/martin-claire/7');
    expect(Object.fromEntries(fetchMock.calls[0]!.url.searchParams)).toMatchObject({ nom: 'Martin', mois_naissance: '2', phrase: 'martin' });
    const tab = screen.getByRole('tab', { name: 'Dirigeants' });
    tab.focus();
    // The router runs the page's loader for the new query before it shows the other tab.
    await act(async () => {
      fireEvent.keyDown(tab, { key: 'ArrowLeft' });
    });
    expect(new URLSearchParams(window.location.search).get('recherche')).toBe('entreprises');
    expect(screen.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Entreprises' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Martin SA' })).toBeInTheDocument();
  });

  it('drops empty parameters from the URL', async () => {
    fetchMock = serve(() => ok(paged([hit()])));
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=dupont&nom=&page=&validation=1');
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    expect(window.location.search).toBe('?phrase=dupont&validation=1');
  });
});

describe('by department', () => {
  it('lists departments, sectors, NAF codes and companies as links', async () => {
    fetchMock = serve(({ url }) => {
      switch (url.pathname) {
        case '/api/seo/departements':
          return ok({ items: [{ code: '2A', libelle: 'Corse-du-Sud', nombre_entreprises: 12 }, { code: '971', libelle: 'Guadeloupe', nombre_entreprises: 3 }] });
        default:
          return seoListing(url);
      }
    });
    const { unmount } = renderAt('/recherche-par-departement');
    expect(await screen.findByRole('link', { name: 'Corse-du-Sud (2A)' })).toHaveAttribute('href', '/recherche-par-departement/2A');
    expect(screen.getByRole('link', { name: 'Guadeloupe (971)' })).toBeInTheDocument();
    unmount();

    const second = renderAt('/recherche-par-departement/75');
    expect(await screen.findByRole('link', { name: '47 – Commerce de détail' })).toHaveAttribute('href', '/recherche-par-departement/75/47');
    second.unmount();

    const third = renderAt('/recherche-par-departement/75/47');
    expect(await screen.findByRole('link', { name: '47.11F – Hypermarchés' })).toHaveAttribute('href', '/recherche-par-departement/75/47/47.11F');
    expect(fetchMock.calls.at(-1)!.url.search).toBe('?numero_departement=75&secteur_activite=47');
    third.unmount();

    renderAt('/recherche-par-departement/75/47/47.11F?page=1');
    await waitFor(() => expect(h1()).toHaveTextContent('Entreprises du code NAF 47.11F – Paris (75)'));
    expect(await screen.findByRole('link', { name: 'Hyper Paris' })).toHaveAttribute('href', '/entreprise/hyper-paris/552100554/5');
    expect(Object.fromEntries(fetchMock.calls.at(-1)!.url.searchParams)).toEqual({ numero_departement: '75', code_naf: '47.11F', offset: '50', limit: '50' });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/recherche-par-departement/75/47/47.11F?page=2');
  });

  it('gives NotFound for unknown codes without calling the API for companies', async () => {
    fetchMock = serve(() => undefined);
    renderAt('/recherche-par-departement/00');
    await waitFor(() => expect(h1()).toHaveTextContent('Page introuvable'));
    // Only the list that tells the department is unknown.
    expect(fetchMock.calls.map((c) => c.path)).toEqual(['reference/departements']);
  });

  it('shows a loading state, then a failed reference list with Réessayer, which retries', async () => {
    let fail = true;
    fetchMock = mockApi(({ path }) => (path === 'reference/departements' && fail ? refused(503, 'x') : undefined));
    renderAt('/recherche-par-departement/75');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    // The list answers 404 now: the page says so, without retry.
    expect(await screen.findByText('Introuvable.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('gives NotFound for a NAF code the nomenclature does not have', async () => {
    fetchMock = serve(({ path }) => (path.startsWith('reference/') ? undefined : ok(paged([]))));
    renderAt('/recherche-par-departement/75/47/47.19Z');
    await waitFor(() => expect(h1()).toHaveTextContent('Page introuvable'));
  });
});

describe('registry search', () => {
  it('searches by postcode and links to the registry fiche', async () => {
    fetchMock = serve(() =>
      ok(
        paged([
          {
            code: '7501',
            nom: 'Greffe du tribunal de commerce de Paris',
            ville: 'Paris',
            slug: 'paris',
            type: 'TRIBUNAL_DE_COMMERCE',
            adresse: { ligne: '1 quai de la Corse', code_postal: '75004', ville: 'Paris' },
            departements: ['75'],
            nombre_communes: 1,
          },
        ]),
      ),
    );
    renderAt('/rechercher-un-greffe');
    fireEvent.change(screen.getByLabelText('Ville, code postal ou nom du greffe'), { target: { value: '75011' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(window.location.search).toBe('?q=75011');
    expect(await screen.findByRole('link', { name: 'Greffe du tribunal de commerce de Paris' })).toHaveAttribute('href', '/fiche-greffe/paris/7501');
    expect(fetchMock.calls[0]!.url.searchParams.get('code_postal')).toBe('75011');
  });
});

describe('service pages', () => {
  it('says plainly that pledge data is not available instead of faking results', () => {
    renderAt('/services/recherche-gage-sans-depossession');
    fireEvent.change(screen.getByLabelText(/SIREN ou SIRET du constituant/), { target: { value: '552 100 554' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('status')).toHaveTextContent('Consultation indisponible sur ce portail.');
  });

  it('opens a case from its roll number', () => {
    renderAt('/services/consulter-une-affaire');
    fireEvent.change(screen.getByLabelText('Numéro de rôle général (RG)'), { target: { value: '2024b01234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consulter' }));
    expect(window.location.pathname).toBe('/services/detail-affaire/2024B01234');
    expect(h1()).toHaveTextContent("Détail de l'affaire n° 2024B01234");
  });

  it.each([
    ['/rechercher-un-greffe', 'Rechercher un greffe de tribunal de commerce'],
    ['/services/recherche-gage-sans-depossession/', 'Recherche de gage sans dépossession'],
    ['/services/consulter-une-affaire', 'Consulter une affaire au tribunal de commerce'],
    ['/recherche-entreprise-dirigeant/inconnu', 'Page introuvable'],
  ])('%s has the heading %s', (path, heading) => {
    renderAt(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1()).toHaveTextContent(heading);
  });
});

describe('SearchBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function box() {
    return screen.getByRole('combobox', { name: /^Rechercher une entreprise, un dirigeant/ });
  }

  it('suggests after a pause, aborting superseded requests, and moves with the arrows', async () => {
    fetchMock = serve(({ url }) =>
      ok(paged([hit({ denomination: `Dupont ${url.searchParams.get('phrase')}` }), hit({ id_entreprise: 42, denomination: 'Dupond', matchedOn: ['executive'], matched_text: 'Paul Dupont' })], 12)),
    );
    window.history.pushState({}, '', '/');
    render(<SearchBar boost="NC" />);
    fireEvent.change(box(), { target: { value: 'du' } });
    fireEvent.change(box(), { target: { value: 'dup' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    // Only the last text was asked for, with the variant's boost and a short list.
    expect(fetchMock.calls).toHaveLength(1);
    expect(Object.fromEntries(fetchMock.calls[0]!.url.searchParams)).toEqual({ phrase: 'dup', boost: 'NC', limit: '5', offset: '0' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[1]).toHaveTextContent('Dirigeant : Paul Dupont');
    expect(options[2]).toHaveTextContent('Voir tous les résultats (12)');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.submit(box().closest('form')!);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=dup');
  });

  it('closes the list with Escape and opens the chosen suggestion with Enter', async () => {
    fetchMock = serve(() => ok(paged([hit()])));
    window.history.pushState({}, '', '/');
    render(<SearchBar />);
    act(() => box().focus());
    fireEvent.change(box(), { target: { value: 'boulangerie' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.submit(box().closest('form')!);
    expect(window.location.pathname).toBe('/entreprise/boulangerie-dupont/552100554/41');
  });

  it('opens the record of a valid SIREN, spaces removed, after resolving it through the API', async () => {
    jest.useRealTimers();
    expect(isValidSiren('552100554')).toBe(true);
    fetchMock = serve(({ url }) =>
      url.pathname === '/api/entreprises' && url.searchParams.get('numero_identification') === '552100554'
        ? ok(EntrepriseSchema.parse(company()))
        : undefined,
    );
    window.history.pushState({}, '', '/');
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    render(<SearchBar />);
    fireEvent.change(box(), { target: { value: '552 100 554' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(window.location.pathname).toBe('/entreprise/boulangerie-dupont/552100554/41'));
    expect(popstate).toHaveBeenCalled();
    window.removeEventListener('popstate', popstate);
  });

  it('falls back to the results page for an unknown or invalid number', async () => {
    jest.useRealTimers();
    fetchMock = serve(() => undefined);
    window.history.pushState({}, '', '/');
    render(<SearchBar />);
    fireEvent.change(box(), { target: { value: '552100554' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(window.location.search).toBe('?recherche=entreprises&sirenOrSiret=552100554'));
    // 123456789 fails the Luhn key: no record lookup at all.
    const before = fetchMock.calls.length;
    fireEvent.change(box(), { target: { value: '123 456 789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(window.location.search).toBe('?recherche=entreprises&sirenOrSiret=123456789');
    expect(fetchMock.calls.filter(({ url }) => url.pathname === '/api/entreprises')).toHaveLength(before > 0 ? 1 : 0);
  });
});

function company() {
  return {
    id: 41,
    numero_identification: '552100554',
    type_identification: 'SIREN',
    siren: '552100554',
    ridet: null,
    denomination: 'Boulangerie Dupont',
    sigle: null,
    denominations_precedentes: [],
    personne_morale: true,
    forme_juridique: null,
    activite: { code_naf: null, libelle: null, secteur: null },
    capital_social: null,
    devise: 'EUR',
    date_creation: null,
    date_immatriculation: null,
    date_radiation: null,
    statut: 'A',
    statut_entreprise: 'ACTIF',
    etat: 'ACTIVE',
    categorie_entreprise: null,
    tranche_effectif: null,
    greffe: null,
    territoire: 'FR',
    diffusion_partielle: false,
    siege: null,
    nombre_etablissements: 1,
    nombre_etablissements_actifs: 1,
    procedure_collective_en_cours: false,
  };
}
