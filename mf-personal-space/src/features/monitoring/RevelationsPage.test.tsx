import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectedAccountStore, type Revelation } from '@portail/shared';
import { MICHELIN, customerAccount, group, revelation } from '../../testing/monitoring';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { catchDownloads } from '../../testing/downloads';
import { listenFor, pageTest } from '../../testing/pageTest';

const PATH = '/espace-personnel/mes-surveillances/mes-revelations';

const { serve, renderAt } = pageTest({ account: customerAccount(), path: PATH, routes: { 'GET favori': ok({ items: [group()] }) } });
const changed = listenFor('portail:revelations-changed');

const TWO = [
  revelation(),
  revelation({
    id: 72,
    surveillance_id: 22,
    entreprise: MICHELIN,
    code: 'COMPTES_DEPOSES',
    libelle: 'Dépôt des comptes annuels',
    type_avis: 'BIL',
    ancienne_valeur: null,
    nouvelle_valeur: 'Exercice 2025',
    date_evenement: '2026-03-10',
    source: 'GREFFE',
    lue: true,
    favori: false,
  }),
];
const page = (items: Revelation[], non_lues = items.filter((r) => !r.lue).length, total = items.length) => ok({ items, total, non_lues });
const query = (c: { url: URL }) => Object.fromEntries(c.url.searchParams);
const table = () => screen.findByRole('table', { name: 'Mes révélations' });
const rows = async () => within(await table()).getAllByRole('row').slice(1);

describe('my revelations', () => {
  it('lists them newest first, the unread ones marked in words, each leading to its notice', async () => {
    const { callsTo } = serve({ 'GET revelation': page(TWO) });
    renderAt();
    const [first, second] = await rows();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Non lueChangement de dénominationAvis de modification');
    expect(within(first!).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual([
      'DANONESIREN 552 032 534',
      'Ancienne valeur : DANONE → Nouvelle valeur : DANONE GROUPE',
      '12/03/2026',
      'Registre du commerce et des sociétés',
    ]);
    expect(within(second!).getByRole('rowheader')).toHaveTextContent(/^Dépôt des comptes annuelsComptes annuels$/);
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('Ancienne valeur : —non renseignée → Nouvelle valeur : Exercice 2025');
    expect(within(first!).getByRole('link', { name: 'Changement de dénomination' })).toHaveAttribute('href', `${PATH}/71`);
    expect(within(first!).getByRole('link', { name: 'DANONE' })).toHaveAttribute('href', '/entreprise/danone/552032534/7');
    expect(screen.getByText(/^2 révélations,/)).toHaveTextContent('2 révélations, dont 1 non lue.');
    expect(callsTo('GET', 'revelation').map(query)).toEqual([{ limit: '20', offset: '0' }]);
  });

  it('sends the filters and the page asked for, and keeps them in the address', async () => {
    const { callsTo } = serve({ 'GET revelation': page(TWO, 1, 45) });
    renderAt();
    await table();
    const form = screen.getByRole('form', { name: 'Filtrer mes révélations' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Lecture' }), { target: { value: 'false' } });
    fireEvent.change(within(form).getByRole('combobox', { name: "Type d'avis" }), { target: { value: 'BIL' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Domaine surveillé' }), { target: { value: 'PROCEDURES_COLLECTIVES' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Groupe favori' }), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Uniquement les entreprises de mes groupes favoris' }));
    fireEvent.change(within(form).getByLabelText('Depuis le'), { target: { value: '2026-03-31' } });
    fireEvent.change(within(form).getByLabelText("Jusqu'au"), { target: { value: '2026-03-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrer' }));
    expect(within(form).getByLabelText('Depuis le')).toHaveAccessibleDescription('La date de début doit précéder la date de fin.');
    expect(callsTo('GET', 'revelation')).toHaveLength(1);

    fireEvent.change(within(form).getByLabelText('Depuis le'), { target: { value: '2026-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(callsTo('GET', 'revelation')).toHaveLength(2));
    expect(query(callsTo('GET', 'revelation')[1]!)).toEqual({
      lue: 'false',
      type_avis: 'BIL',
      groupe: 'PROCEDURES_COLLECTIVES',
      favoris: 'true',
      id_groupe_favori: '4',
      depuis: '2026-01-01',
      jusqua: '2026-03-01',
      limit: '20',
      offset: '0',
    });
    expect(await screen.findByText('45 révélations correspondant à vos filtres.')).toBeInTheDocument();
    expect(window.location.search).toBe('?lue=false&type_avis=BIL&domaine=PROCEDURES_COLLECTIVES&favoris=true&groupe_favori=4&depuis=2026-01-01&jusqua=2026-03-01');

    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsTo('GET', 'revelation')).toHaveLength(3));
    expect(query(callsTo('GET', 'revelation')[2]!)).toMatchObject({ lue: 'false', offset: '20' });
  });

  it('marks the selected ones read or unread, and tells the header at once', async () => {
    const { callsTo } = serve({
      'GET revelation': page([revelation(), revelation({ id: 73, libelle: "Nomination d'un dirigeant", code: 'DIRIGEANT_NOMME' }), TWO[1]!]),
      'PUT revelation/lecture': (c) => ok({ modifiees: (c.body as { ids: number[] }).ids.length, non_lues: (c.body as { lue: boolean }).lue ? 0 : 1 }),
    });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme lu(e)s' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sélectionnez au moins une révélation.');
    expect(callsTo('PUT', 'revelation/lecture')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner la révélation « Changement de dénomination » de DANONE du 12/03/2026' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Sélectionner la révélation « Nomination d'un dirigeant »/ }));
    expect(screen.getByText('2 révélations sélectionnées')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner toutes les révélations de la page' })).toHaveProperty('indeterminate', true);
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme lu(e)s' }));
    expect(await screen.findByText('2 révélations marquées comme lues.')).toBeInTheDocument();
    expect(callsTo('PUT', 'revelation/lecture').map((c) => c.body)).toEqual([{ ids: [71, 73], lue: true }]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Non lue')).not.toBeInTheDocument();
    expect(screen.getByText('3 révélations, dont 0 non lue.')).toBeInTheDocument();
    expect(screen.getByText('Aucune révélation sélectionnée')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Sélectionner la révélation « Dépôt des comptes annuels »/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme non lu(e)s' }));
    expect(await screen.findByText('1 révélation marquée comme non lue.')).toBeInTheDocument();
    expect(callsTo('PUT', 'revelation/lecture')[1]!.body).toEqual({ ids: [72], lue: false });
    expect(changed).toHaveBeenCalledTimes(2);
    expect(screen.getByText('3 révélations, dont 1 non lue.')).toBeInTheDocument();
    const [, , third] = await rows();
    expect(within(third!).getByText('Non lue')).toBeInTheDocument();
  });

  it('selects every revelation of the page at once', async () => {
    const { callsTo } = serve({ 'GET revelation': page(TWO), 'PUT revelation/lecture': ok({ modifiees: 1, non_lues: 0 }) });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les révélations de la page' }));
    expect(screen.getAllByRole('checkbox', { name: /^Sélectionner la révélation/ }).every((c) => (c as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme lu(e)s' }));
    await waitFor(() => expect(callsTo('PUT', 'revelation/lecture').map((c) => c.body)).toEqual([{ ids: [71, 72], lue: true }]));
  });

  it('marks every revelation read', async () => {
    const { callsTo } = serve({ 'GET revelation': page(TWO), 'PUT revelation/lecture': ok({ modifiees: 1, non_lues: 0 }) });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByText('Toutes vos révélations sont marquées comme lues.')).toBeInTheDocument();
    expect(callsTo('PUT', 'revelation/lecture').map((c) => c.body)).toEqual([{ tout: true, lue: true }]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Non lue')).not.toBeInTheDocument();
    expect(screen.getByText('2 révélations, dont 0 non lue.')).toBeInTheDocument();
  });

  it('says why read states could not change, and tells the header nothing', async () => {
    serve({ 'GET revelation': page(TWO), 'PUT revelation/lecture': refused(403, "La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance.") });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance.");
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByText('Non lue')).toBeInTheDocument();
  });

  it('downloads the report of the filtered revelations', async () => {
    const downloads = catchDownloads();
    const { callsTo } = serve({ 'GET revelation': page(TWO), 'GET revelation/rapport': { file: '%PDF-1.7' } });
    renderAt(`${PATH}?lue=false&type_avis=RCS&page=2`);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le rapport (PDF)' }));
    await waitFor(() => expect(downloads.names).toEqual(['revelations-C000003.pdf']));
    expect(callsTo('GET', 'revelation/rapport').map(query)).toEqual([{ format: 'pdf', lue: 'false', type_avis: 'RCS' }]);
    downloads.restore();
  });

  it('says when no revelation matches the filters', async () => {
    serve({ 'GET revelation': page([]) });
    renderAt(`${PATH}?lue=false`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucune révélation ne correspond à ces filtres' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Vous n'avez pas encore de révélation" })).toBeInTheDocument();
  });

  it('explains the monitoring offer to an account without it', async () => {
    act(() => selectedAccountStore.setState({ account: customerAccount({ offres_de_service: null }), status: 'success' }));
    const { calls } = serve({});
    renderAt();
    expect(screen.getByRole('heading', { level: 2, name: "La surveillance d'entreprises n'est pas comprise dans votre abonnement" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon abonnement' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement');
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
  });
});
