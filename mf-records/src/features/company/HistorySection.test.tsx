import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FICTITIOUS_DATA_TITLE, type FicheAu, type Historique } from '@portail/shared';
import { ok } from '@portail/shared/testing/fetchMock';
import { checkAccessibility, recordsTest, renderOnServerAt } from '../../testing/recordsTest';
import { companyApi, type Handler } from '../../testing/handlers';

const CANONICAL = '/entreprise/lp-holding/965165210/1';
/** The record makes a dozen calls on a machine other tests share: its parts may take more than a second. */
const SLOW = { timeout: 5000 };
const { serve, renderAt } = recordsTest();

const provenance = { generee: false, sirene_maj: '2026-03-04', greffe_inscription: '2025-06-20' };
const history = (genre: Historique['genre'] = null): Historique => {
  const all: Historique['evenements'] = [
    { code: 'CAPITAL', libelle: 'Modification du capital social', genre: 'CAPITAL', date: '2025-02-01', ancienne_valeur: '100 000,00 €', nouvelle_valeur: '200 000,00 €', source: 'BODACC' },
    { code: 'DIRIGEANT_NOMME', libelle: "Nomination d'un dirigeant", genre: 'DIRIGEANTS', date: '2024-09-01', ancienne_valeur: null, nouvelle_valeur: 'Président : Armelle LEBRETON', source: 'RCS' },
    { code: 'IMMATRICULATION', libelle: 'Immatriculation', genre: 'IDENTITE', date: '1977-03-02', ancienne_valeur: null, nouvelle_valeur: 'Immatriculation principale au RCS', source: 'GREFFE' },
  ];
  return {
    entreprise_id: 1,
    genre,
    genres: [
      { genre: 'IDENTITE', libelle: 'Identité, activité et état', nombre: 1 },
      { genre: 'SIEGE', libelle: 'Siège social', nombre: 0 },
      { genre: 'DIRIGEANTS', libelle: 'Dirigeants', nombre: 1 },
      { genre: 'CAPITAL', libelle: 'Capital social', nombre: 1 },
      { genre: 'DEPOTS', libelle: 'Comptes et actes déposés', nombre: 0 },
      { genre: 'PROCEDURES', libelle: 'Procédures collectives', nombre: 0 },
      { genre: 'SURETES', libelle: 'Privilèges et nantissements', nombre: 0 },
    ],
    evenements: genre ? all.filter((e) => e.genre === genre) : all,
    provenance,
  };
};
const asOf: FicheAu = {
  entreprise_id: 1,
  date: '2024-06-30',
  denomination: 'LP HOLDING ANCIENNE',
  forme_juridique: 'SAS, société par actions simplifiée',
  capital: '100 000,00 €',
  capital_montant: null,
  devise: 'EUR',
  activite: 'Activités des sociétés holding (NAF 64.20Z)',
  siege: '1 rue de la Gare, 03100 Montluçon',
  etat: 'ACTIVE',
  etat_libelle: 'Active',
  date_creation: '1977-03-02',
  date_immatriculation: '1977-03-02',
  dirigeants: [{ role: 'Président', nom: 'DURAND, Paul', detail: null, depuis: '2010-01-01' }],
  commissaires: [],
  procedures: [],
  mentions: [],
  provenance,
};

const api =
  (generated: boolean): Handler =>
  (url) => {
    if (url.pathname === '/api/entreprises/1/historique') return ok(history((url.searchParams.get('genre') as Historique['genre']) ?? null));
    if (url.pathname === '/api/provenance-donnees') return ok({ corpus_genere: generated, sirene: !generated });
    if (url.pathname === '/api/entreprises/1/au') {
      return url.searchParams.get('date') === '2024-06-30'
        ? ok(asOf)
        : { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'La date du 01/01/2999 est dans le futur : choisissez une date passée ou celle d’aujourd’hui.' } };
    }
    return companyApi(url);
  };

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

describe('company history', () => {
  it('lists the events newest first, each with what changed and its source, and says where each section comes from', async () => {
    serve(api(false));
    renderAt(CANONICAL);
    const section = await screen.findByRole('region', { name: 'Historique' }, SLOW);
    const list = await within(section).findByRole('list', { name: 'Événements, du plus récent au plus ancien' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('time')!.getAttribute('datetime'))).toEqual(['2025-02-01', '2024-09-01', '1977-03-02']);
    expect(items[0]).toHaveTextContent('Modification du capital social');
    expect(items[0]).toHaveTextContent('100 000,00 € → devient 200 000,00 €');
    expect(items[0]).toHaveTextContent('Source : Bulletin officiel des annonces civiles et commerciales');
    const identity = screen.getByRole('region', { name: 'Identité' });
    expect(identity).toHaveTextContent('Source : INSEE SIRENE, mis à jour le 04/03/2026');
    expect(screen.getByRole('region', { name: 'Dirigeants' })).toHaveTextContent('Greffe, inscription du 20/06/2025');
    expect(screen.queryByText(FICTITIOUS_DATA_TITLE)).not.toBeInTheDocument();
  });

  it('filters by kind through the address, so that a filtered history can be shared', async () => {
    const calls = serve(api(false));
    renderAt(CANONICAL);
    const section = await screen.findByRole('region', { name: 'Historique' }, SLOW);
    await within(section).findByRole('list', { name: 'Événements, du plus récent au plus ancien' }, SLOW);
    await userEvent.selectOptions(within(section).getByLabelText("Type d'événements"), 'Dirigeants (1)');
    await userEvent.click(within(section).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(window.location.search).toBe('?historique=DIRIGEANTS'), SLOW);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1), SLOW);
    expect(within(section).getByRole('listitem')).toHaveTextContent("Nomination d'un dirigeant");
    expect(calls.calls.some((c) => c.url.pathname === '/api/entreprises/1/historique' && c.url.searchParams.get('genre') === 'DIRIGEANTS')).toBe(true);
  });

  it('says on every section that the data are a demonstration, and that the companies are fictitious, when the site runs generated data', async () => {
    serve((url) => (url.pathname === '/api/entreprises/1/historique' ? ok({ ...history(), provenance: { ...provenance, generee: true } }) : api(true)(url)));
    renderAt(CANONICAL);
    expect(await screen.findByText(FICTITIOUS_DATA_TITLE, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Identité' })).toHaveTextContent('Données de démonstration'), SLOW);
    expect(screen.getByRole('region', { name: 'Identité' })).not.toHaveTextContent('INSEE');
  });

  it('arrives from the server with the history and its filter, the filter read from the address', async () => {
    serve(api(false));
    const { html } = await renderOnServerAt(`${CANONICAL}?historique=CAPITAL`);
    expect(html).toContain('id="historique"');
    expect(html).toContain('Modification du capital social');
    expect(html).not.toContain('Nomination d&#x27;un dirigeant');
    expect(html).toContain('Source : INSEE SIRENE, mis à jour le 04/03/2026');
  });
});

describe('the record as of a past date', () => {
  it('shows the record of that day under a banner that says so and leads back to today, kept out of search engines', async () => {
    serve(api(true));
    const { container } = renderAt(`${CANONICAL}?au=2024-06-30`);
    expect(await screen.findByRole('heading', { level: 1, name: 'LP Holding au 30/06/2024' }, SLOW)).toBeInTheDocument();
    const banner = await screen.findByTestId('as-of-banner', {}, SLOW);
    expect(banner).toHaveTextContent("Fiche telle qu'elle était au 30/06/2024");
    expect(within(banner).getByRole('link', { name: "Revenir à la fiche d'aujourd'hui" })).toHaveAttribute('href', CANONICAL);
    const identity = await screen.findByRole('region', { name: 'Identité' }, SLOW);
    expect(identity).toHaveTextContent('LP HOLDING ANCIENNE');
    expect(identity).toHaveTextContent('100 000,00 €');
    expect(screen.getByRole('region', { name: 'Dirigeants' })).toHaveTextContent('DURAND, Paul, Président depuis le 01/01/2010');
    expect(screen.getByText(FICTITIOUS_DATA_TITLE)).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    document.title = document.title || 'Fiche';
    await checkAccessibility(container);
  });

  it('arrives from the server kept out of search engines', async () => {
    serve(api(true));
    const { head, html } = await renderOnServerAt(`${CANONICAL}?au=2024-06-30`);
    expect(head.noindex).toBe(true);
    expect(html).toContain('LP HOLDING ANCIENNE');
    expect((await renderOnServerAt(CANONICAL)).head.noindex).toBeUndefined();
  });

  it('gives the reason a date cannot be shown, in French, with the way back', async () => {
    serve(api(false));
    renderAt(`${CANONICAL}?au=2999-01-01`);
    expect(await screen.findByText(/est dans le futur/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Revenir à la fiche d'aujourd'hui" })).toBeInTheDocument();
    expect(screen.queryByTestId('as-of-banner')).not.toBeInTheDocument();
  });

  it('is reached from the date field of the history', async () => {
    serve(api(false));
    renderAt(CANONICAL);
    const section = await screen.findByRole('region', { name: 'Historique' }, SLOW);
    const field = within(section).getByLabelText(/^Voir la fiche au/);
    await userEvent.type(field, '2024-06-30');
    await userEvent.click(within(section).getByRole('button', { name: 'Afficher la fiche à cette date' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'LP Holding au 30/06/2024' }, SLOW)).toBeInTheDocument();
    expect(window.location.search).toBe('?au=2024-06-30');
  });
});
