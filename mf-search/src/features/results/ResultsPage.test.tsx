import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { siteStore } from '@portail/shared';
import { ok, refused, type FetchMock } from '@portail/shared/testing/fetchMock';
import { hit, paged, person } from '../../testing/fixtures';
import { searchTest } from '../../testing/searchTest';

const RESULTS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
const FORMS = { items: [{ code: '5710', libelle: 'SAS, société par actions simplifiée' }, { code: '5499', libelle: 'SARL' }] };

const { serve, renderAt } = searchTest();
let fetchMock: FetchMock | null = null;

function searchCalls() {
  return fetchMock!.calls.map(({ url }) => url).filter((u) => u.pathname === '/api/recherche/entreprises_etablissements');
}

function api(items = [hit()], total = items.length) {
  return serve(({ url }) => ok(url.pathname === '/api/reference/formes_juridiques' ? FORMS : paged(items, total)));
}


describe('results filters', () => {
  it('sends the URL filters to the API and shows each as a removable chip', async () => {
    fetchMock = api();
    renderAt(`${RESULTS}?phrase=boulangerie&department=75&legalForm=5710&status=RADIEE&activityDomain=10`);
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    expect(Object.fromEntries(searchCalls()[0]!.searchParams)).toMatchObject({
      phrase: 'boulangerie',
      critere_geographique: '75',
      forme_juridique: '5710',
      etat: 'RADIEE',
      activite: '10',
    });
    const chips = screen.getByRole('list', { name: 'Filtres actifs' });
    expect(within(chips).getAllByRole('link')).toHaveLength(4);
    expect(await within(chips).findByRole('link', { name: 'Retirer le filtre Forme juridique : SAS, société par actions simplifiée' })).toBeInTheDocument();
    const department = within(chips).getByRole('link', { name: 'Retirer le filtre Département : Paris (75)' });
    expect(department).toHaveAttribute('href', `${RESULTS}?phrase=boulangerie&legalForm=5710&status=RADIEE&activityDomain=10`);
    fireEvent.click(department);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('department')).toBeNull());
    await waitFor(() => expect(searchCalls().at(-1)!.searchParams.get('critere_geographique')).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Retirer tous les filtres' }));
    await waitFor(() => expect(window.location.search).toBe('?phrase=boulangerie'));
  });

  it('applies the side panel filters through the URL, back on the first page', async () => {
    fetchMock = api([hit()], 30);
    renderAt(`${RESULTS}?phrase=boulangerie&page=2`);
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    const panel = screen.getByRole('region', { name: 'Filtres' });
    await within(panel).findByRole('option', { name: 'Rhône (69)' });
    fireEvent.change(within(panel).getByLabelText('Département'), { target: { value: '69' } });
    fireEvent.change(within(panel).getByLabelText('État'), { target: { value: 'ACTIVE' } });
    await within(panel).findByRole('option', { name: 'SARL' });
    fireEvent.change(within(panel).getByLabelText('Forme juridique'), { target: { value: '5499' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Appliquer les filtres' }));
    await waitFor(() => expect(window.location.search).toBe('?phrase=boulangerie&department=69&legalForm=5499&status=ACTIVE'));
    await waitFor(() => expect(searchCalls().at(-1)!.searchParams.get('forme_juridique')).toBe('5499'));
    expect(searchCalls().at(-1)!.searchParams.get('offset')).toBe('0');
  });

  it('opens the filters in a dialog from a button counting the active ones; applying closes it and gives the focus back', async () => {
    fetchMock = api();
    renderAt(`${RESULTS}?phrase=boulangerie&department=75&status=ACTIVE`);
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    const toggle = screen.getByRole('button', { name: 'Filtrer, 2 filtres actifs' });
    toggle.focus();
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Filtrer les entreprises' });
    expect(within(dialog).getByLabelText('Département')).toHaveFocus();
    expect(within(dialog).getByLabelText('Département')).toHaveValue('75');
    fireEvent.change(within(dialog).getByLabelText('État'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer les filtres' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(window.location.search).toBe('?phrase=boulangerie&department=75'));
    expect(screen.getByRole('button', { name: /^Filtrer/ })).toHaveFocus();
  });
});

describe('the page\'s calls', () => {
  /** Waits for the filter lists to show, then gives the paths the page asked for, sorted. */
  async function pathsOnceLoaded(): Promise<string[]> {
    const panel = screen.queryByRole('region', { name: 'Filtres' });
    if (panel) {
      await within(panel).findByRole('option', { name: 'SARL' });
      await within(panel).findByRole('option', { name: 'Rhône (69)' });
      await within(panel).findByRole('option', { name: '10 – Industries alimentaires' });
    }
    return fetchMock!.calls.map(({ path }) => path).sort();
  }

  it('makes each of its data needs once: the company search, the three filter lists and the origin of the data', async () => {
    fetchMock = api();
    renderAt(`${RESULTS}?phrase=boulangerie&department=75`);
    await screen.findByRole('link', { name: 'Boulangerie Dupont' });
    expect(await pathsOnceLoaded()).toEqual(['provenance-donnees', 'recherche/entreprises_etablissements', 'reference/departements', 'reference/formes_juridiques', 'reference/secteurs']);
  });

  it('on the executives tab, searches the executives once and not the companies', async () => {
    fetchMock = serve(({ path }) => ok(path === 'reference/formes_juridiques' ? FORMS : paged([person()])));
    renderAt(`${RESULTS}?recherche=dirigeants&phrase=martin`);
    await screen.findByRole('heading', { name: '1 dirigeant' });
    await waitFor(() => expect(fetchMock!.calls.map(({ path }) => path)).toContain('reference/secteurs'));
    await waitFor(() => expect(fetchMock!.calls.map(({ path }) => path)).toContain('reference/formes_juridiques'));
    expect(fetchMock.calls.map(({ path }) => path).sort()).toEqual(['provenance-donnees', 'recherche/personnes', 'reference/departements', 'reference/formes_juridiques', 'reference/secteurs']);
  });
});

describe('result cards', () => {
  it('shows name, state, SIREN, legal form, activity, city and creation date, the query words marked', async () => {
    fetchMock = api([hit({ denomination: 'Boulangerie Éclair', etat: 'RADIEE', statut_entreprise: 'RADIE' })], 81);
    renderAt(`${RESULTS}?phrase=eclair`);
    const link = await screen.findByRole('link', { name: 'Boulangerie Éclair' });
    expect(link.querySelector('mark')).toHaveTextContent('Éclair');
    expect(screen.getByRole('heading', { level: 2, name: '81 entreprises' })).toBeInTheDocument();
    const card = link.closest('article')!;
    expect(within(card).getByText('Radiée')).toHaveClass('badge--danger');
    const facts = within(card).getAllByRole('definition').map((d) => d.textContent);
    expect(facts).toEqual(['552 100 554', 'SAS, société par actions simplifiée', 'Boulangerie et boulangerie-pâtisserie', '75011 Paris', 'Créée le 03/02/2001']);
    expect(within(card).getAllByRole('term').map((t) => t.textContent)).toEqual(['SIREN', 'Forme juridique', 'Activité', 'Ville', 'Date de création']);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('');
  });

  it('labels a New Caledonia unit with its RIDET', async () => {
    siteStore.setState({ searchBoost: 'NC' });
    fetchMock = api([hit({ numero_identification: '1234567', territoire: 'NC' })]);
    renderAt(`${RESULTS}?phrase=noumea`);
    const card = (await screen.findByRole('link', { name: 'Boulangerie Dupont' })).closest('article')!;
    expect(within(card).getAllByRole('term')[0]).toHaveTextContent('RIDET');
    expect(within(card).getAllByRole('definition')[0]).toHaveTextContent('1234567');
  });
});

describe('input errors', () => {
  it('says a SIREN has a wrong check digit without asking the API and without Réessayer', async () => {
    fetchMock = api();
    renderAt(`${RESULTS}?sirenOrSiret=552100555`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Ce SIREN n'existe pas : sa clé de contrôle (le dernier chiffre) ne correspond pas aux autres.");
    expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(searchCalls()).toHaveLength(0);
  });

  it('says a phrase is too long, with the limit of the shared schemas', async () => {
    fetchMock = api();
    renderAt(`${RESULTS}?phrase=${'a'.repeat(201)}`);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Votre recherche fait 201 caractères ; elle est limitée à 200.');
    expect(searchCalls()).toHaveLength(0);
  });

  it('shows the message of a request the API refused, without Réessayer', async () => {
    fetchMock = serve(({ url }) =>
      url.pathname === '/api/recherche/entreprises_etablissements'
        ? refused(400, 'Le paramètre critere_geographique doit être un numéro de département ou un code postal.', 'Bad Request')
        : ok(FORMS),
    );
    renderAt(`${RESULTS}?phrase=x&department=7`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le paramètre critere_geographique doit être un numéro de département ou un code postal.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('suggests what to try when nothing matches, filters included', async () => {
    fetchMock = api([], 0);
    renderAt(`${RESULTS}?phrase=zzzz&department=75`);
    expect(await screen.findByRole('heading', { name: 'Aucune entreprise ne correspond à votre recherche.' })).toBeInTheDocument();
    expect(screen.getByText(/retirez un filtre ci-dessus/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lancez une recherche avancée' })).toBeInTheDocument();
  });
});

describe('the results heading', () => {
  it('says « plus de 10 000 entreprises » when the engine stopped counting, and the exact count otherwise', async () => {
    fetchMock = serve(({ url }) =>
      ok(url.pathname === '/api/reference/formes_juridiques' ? FORMS : { ...paged([hit()], 10_000), total_capped: true }),
    );
    renderAt(`${RESULTS}?phrase=boulangerie`);
    expect(await screen.findByRole('heading', { name: /^plus de 10\s000 entreprises$/ })).toBeInTheDocument();
  });

  it('gives the exact count when the engine counted every hit', async () => {
    fetchMock = api([hit()], 10_000);
    renderAt(`${RESULTS}?phrase=boulangerie`);
    expect(await screen.findByRole('heading', { name: /^10\s000 entreprises$/ })).toBeInTheDocument();
  });
});
