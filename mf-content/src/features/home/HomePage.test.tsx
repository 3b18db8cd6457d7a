import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { on, resetAuthApi, siteStore, type SearchHit } from '@portail/shared';
import { preloadLazyPages } from '@portail/shared/remote/lazyPage';
import { ContentApp } from '../../ContentApp';

const NNBSP = '\u202F';

const hit = (id: number, denomination: string, siren: string): SearchHit =>
  ({
    type_entite: 'ENTREPRISE',
    id_entreprise: id,
    id_etablissement: null,
    numero_identification: siren,
    siret: null,
    denomination,
    sigle: null,
    enseigne: null,
    forme_juridique: null,
    activite: { code_naf: '10.71C', libelle: 'Boulangerie et boulangerie-pâtisserie', secteur: null },
    adresse: { code_postal: '75001', commune: 'Paris', departement: '75', ligne: '1 rue de Rivoli, 75001 Paris' },
    etat: 'ACTIVE',
    statut: 'A',
    statut_entreprise: 'ACTIF',
    date_creation: null,
    territoire: 'FR',
    siege: true,
    matchedOn: [],
    matched_text: null,
  }) as unknown as SearchHit;

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let calls: URL[] = [];

function serve(reply: (url: URL) => Reply) {
  calls = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, window.location.href);
    calls.push(url);
    const r = await reply(url);
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
}

const FIGURES = { entreprises: 1234567, etablissements: 2345678, greffes: 141, greffe: null };
const NC_FIGURES = { entreprises: 41234, etablissements: 52345, greffes: 1, greffe: { code: '9881', nom: 'Greffe du tribunal mixte de commerce de Nouméa', slug: 'noumea' } };
const SUGGESTIONS = { total: 42, limit: 5, offset: 0, items: [hit(7, 'BOULANGERIE DUPONT', '552100554'), hit(8, 'DUPONT ET FILS', '443061841')] };

function api(url: URL) {
  if (url.pathname === '/api/statistiques') return { status: 200, body: url.searchParams.get('territoire') === 'NC' ? NC_FIGURES : FIGURES };
  if (url.pathname === '/api/recherche/entreprises_etablissements') return { status: 200, body: SUGGESTIONS };
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Introuvable.' } };
}

function renderHome() {
  window.history.pushState({}, '', '/');
  return render(<ContentApp />);
}

// The pages' code is there, as it is when the remote mounts the page at the address.
beforeAll(preloadLazyPages);
beforeEach(() => act(() => siteStore.setState({ variant: 'fr', product: 'registre', siteName: 'Registre des entreprises', searchBoost: null })));
afterEach(() => {
  jest.restoreAllMocks();
  resetAuthApi();
});

describe('home page', () => {
  it('shows the live figures with French thousands separators, placeholders until they arrive', async () => {
    let answer: (r: { status: number; body: unknown }) => void = () => undefined;
    serve((url) => (url.pathname === '/api/statistiques' ? new Promise((resolve) => (answer = resolve)) : api(url)));
    renderHome();
    const figures = screen.getByRole('region', { name: 'Le registre en chiffres' });
    expect(within(figures).getAllByRole('status').map((s) => s.textContent)).toEqual([
      "Chargement du nombre d'entreprises…",
      "Chargement du nombre d'établissements…",
      'Chargement du nombre de greffes…',
    ]);
    expect(figures).not.toHaveTextContent(/\d/);
    await waitFor(() => expect(calls.some((u) => u.pathname === '/api/statistiques')).toBe(true));
    await act(async () => answer({ status: 200, body: FIGURES }));
    await waitFor(() => expect(within(figures).queryAllByRole('status')).toHaveLength(0));
    const terms = within(figures).getAllByRole('term').map((t) => t.textContent);
    const values = within(figures).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['entreprises immatriculées', 'établissements', 'greffes de tribunaux de commerce']);
    expect(values).toEqual([`1${NNBSP}234${NNBSP}567`, `2${NNBSP}345${NNBSP}678`, '141']);
    expect(calls.find((u) => u.pathname === '/api/statistiques')!.searchParams.get('territoire')).toBe('FR');
  });

  it('never makes a figure up when the API fails', async () => {
    serve((url) => (url.pathname === '/api/statistiques' ? { status: 500, body: { statusCode: 500, error: 'x', message: 'Erreur.' } } : api(url)));
    renderHome();
    const figures = screen.getByRole('region', { name: 'Le registre en chiffres' });
    await waitFor(() => expect(within(figures).getAllByText('Chiffre indisponible')).toHaveLength(3), { timeout: 5000 });
    expect(figures).not.toHaveTextContent(/\d/);
  });

  it('offers the main tasks as cards whose titles are links', () => {
    serve(api);
    renderHome();
    const tasks = screen.getByRole('region', { name: 'Que souhaitez-vous faire ?' });
    const links = within(tasks).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Commander un extrait Kbis', '/kbis-documents/extrait-kbis'],
      ['Rechercher par département', '/recherche-par-departement'],
      ['Trouver un greffe', '/rechercher-un-greffe'],
      ['Accomplir vos formalités', '/formalites'],
    ]);
    expect(within(tasks).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('has a visible label above its search box, which suggests companies as the visitor types', async () => {
    serve(api);
    renderHome();
    const box = screen.getByRole('combobox', { name: 'Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('role', 'listbox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'dupont' } });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    const search = calls.find((u) => u.pathname === '/api/recherche/entreprises_etablissements')!;
    expect(search.searchParams.get('phrase')).toBe('dupont');
    expect(search.searchParams.get('limit')).toBe('5');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'BOULANGERIE DUPONT552 100 554 · Paris',
      'DUPONT ET FILS443 061 841 · Paris',
      'Voir tous les résultats (42)',
    ]);

    // Down twice, up once: the first suggestion is active.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    // Escape closes the list, a second Escape clears the box.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  it('opens the active suggestion with Enter', async () => {
    serve(api);
    renderHome();
    const box = screen.getByRole('combobox', { name: /Rechercher une entreprise/ });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'dupont' } });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form')!);
    expect(window.location.pathname).toBe('/entreprise/boulangerie-dupont/552100554/7');
  });

  it('searches the typed text when no suggestion is chosen, and asks nothing for a SIREN', async () => {
    serve(api);
    renderHome();
    const box = screen.getByRole('combobox', { name: /Rechercher une entreprise/ });
    fireEvent.change(box, { target: { value: '552 100 554' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.some((u) => u.pathname.startsWith('/api/recherche'))).toBe(false);
    fireEvent.change(box, { target: { value: 'Dupont & fils' } });
    const submitted: unknown[] = [];
    const subscription = on('search:submitted').subscribe((e) => submitted.push(e));
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    subscription.unsubscribe();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=Dupont+%26+fils',
    );
    // The audience measure learns that a search was made, not what was searched.
    expect(submitted).toEqual([{ v: 1 }]);
  });

  it("speaks of New Caledonia on its site: its own figures, its one registry, provinces instead of departments", async () => {
    act(() => siteStore.setState({ variant: 'nc', product: 'nouvelle-caledonie', siteName: 'Registre des entreprises de Nouvelle-Calédonie', searchBoost: 'NC' }));
    serve(api);
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/entreprise de Nouvelle-Calédonie/);
    const figures = screen.getByRole('region', { name: 'Le registre en chiffres' });
    await waitFor(() => expect(within(figures).queryAllByRole('status')).toHaveLength(0));
    expect(calls.find((u) => u.pathname === '/api/statistiques')!.searchParams.get('territoire')).toBe('NC');
    expect(within(figures).getAllByRole('term').map((t) => t.textContent)).toEqual([
      'entreprises immatriculées en Nouvelle-Calédonie',
      'établissements en Nouvelle-Calédonie',
      'greffe',
    ]);
    expect(within(figures).getAllByRole('definition').map((d) => d.textContent)).toEqual([
      `41${NNBSP}234`,
      `52${NNBSP}345`,
      'Greffe du tribunal mixte de commerce de Nouméa',
    ]);
    expect(within(figures).getByRole('link', { name: 'Greffe du tribunal mixte de commerce de Nouméa' })).toHaveAttribute('href', '/fiche-greffe/noumea/9881');
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/tribunaux de commerce|département/i);
    const tasks = within(screen.getByRole('region', { name: 'Que souhaitez-vous faire ?' })).getAllByRole('link');
    expect(tasks.map((a) => [a.textContent, a.getAttribute('href')])).toContainEqual(['Rechercher par province', '/recherche-par-departement']);
  });
});
