import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectedAccountStore, type Surveillance } from '@portail/shared';
import { MICHELIN, customerAccount, group, surveillance } from '../../testing/monitoring';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { catchDownloads } from '../../testing/downloads';
import { pageTest } from '../../testing/pageTest';

const PATH = '/espace-personnel/mes-surveillances';

const { serve, renderAt } = pageTest({
  account: customerAccount(),
  path: PATH,
  routes: { 'GET favori': ok({ items: [group(), group({ id: 5, libelle: 'Fournisseurs', nombre_surveillances: 0 })] }) },
});

const page = (items: Surveillance[], total = items.length) => ok({ items, total });
const query = (c: { url: URL }) => Object.fromEntries(c.url.searchParams);
const table = () => screen.findByRole('table', { name: 'Mes surveillances' });
const rowOf = async (name: string) => (await table()).querySelector(`tr:has(a[href*="/${name.toLowerCase()}/"])`) as HTMLElement;

describe('my surveillances', () => {
  it('lists the active ones with their domains, group, state, start and unread revelations', async () => {
    const { callsTo } = serve({
      'GET surveillance': page([surveillance(), surveillance({ id: 22, entreprise: { ...MICHELIN, active: false }, domaines: ['BIL'], groupe_favori: null, nombre_non_lues: 0, date_debut: '2025-11-02' })]),
    });
    renderAt();
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)])).toEqual([
      ['DANONESIREN 552 032 534', 'Registre du commerce, comptes et actes RetirerProcédures collectives Retirer', 'ClientsChanger', 'Active', '15/01/2026', '2'],
      ['MICHELINSIREN 855 200 887Plus en activité', 'Comptes annuels', 'AucunChanger', 'Active', '02/11/2025', '0'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'DANONE' })).toHaveAttribute('href', '/entreprise/danone/552032534/7');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 surveillances actives.');
    expect(callsTo('GET', 'surveillance').map(query)).toEqual([{ statut: 'ACTIVE', limit: '20', offset: '0' }]);
    expect(screen.getByRole('link', { name: 'Rechercher une entreprise à surveiller' })).toHaveAttribute('href', '/recherche-entreprise-dirigeant/recherche-avancee');
    expect(screen.getByRole('link', { name: 'Consulter mes révélations' })).toHaveAttribute('href', `${PATH}/mes-revelations`);
  });

  it('says what each domain reveals, from the catalogue', async () => {
    serve({ 'GET surveillance': page([surveillance()]) });
    renderAt();
    await table();
    const catalogue = screen.getByRole('region', { name: 'Ce que révèle chaque domaine' });
    const term = (label: string) => within(catalogue).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(term('Comptes annuels')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dépôt des comptes annuels']);
    expect(within(term('Procédures collectives')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Ouverture d'une procédure collective",
      "Clôture d'une procédure collective",
    ]);
    expect(within(term('Registre du commerce, comptes et actes')).getAllByRole('listitem')).toHaveLength(10);
    expect(catalogue).toHaveTextContent('Sources : Répertoire SIRENE (Insee), Registre du commerce et des sociétés');
  });

  it('sends the filters and the page asked for, and keeps them in the address', async () => {
    const { callsTo } = serve({ 'GET surveillance': page([surveillance()], 45) });
    renderAt();
    await table();
    fireEvent.change(screen.getByRole('combobox', { name: 'État' }), { target: { value: 'TERMINEE' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /^Entreprise/ }), { target: { value: ' 552 032 534 ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Groupe favori' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(callsTo('GET', 'surveillance')).toHaveLength(2));
    expect(query(callsTo('GET', 'surveillance')[1]!)).toEqual({ statut: 'TERMINEE', q: '552032534', id_groupe_favori: '4', limit: '20', offset: '0' });
    expect(window.location.search).toBe('?statut=TERMINEE&q=552032534&groupe=4');

    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(callsTo('GET', 'surveillance')).toHaveLength(3));
    expect(query(callsTo('GET', 'surveillance')[2]!)).toMatchObject({ offset: '40' });

    fireEvent.click(await screen.findByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(callsTo('GET', 'surveillance')).toHaveLength(4));
    expect(query(callsTo('GET', 'surveillance')[3]!)).toEqual({ statut: 'ACTIVE', limit: '20', offset: '0' });
    expect(screen.getByRole('searchbox', { name: /^Entreprise/ })).toHaveValue('');
  });

  it('finishes a surveillance, then continues it', async () => {
    const finished = surveillance({ statut: 'TERMINEE', date_fin: '2026-04-02' });
    const { callsTo } = serve({
      'GET surveillance': page([surveillance()]),
      'PUT surveillance/21': (c) => ok((c.body as { action: string }).action === 'TERMINER' ? finished : surveillance()),
    });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Terminer la surveillance de DANONE' }));
    expect(await screen.findByText('La surveillance de DANONE est terminée : vous ne recevrez plus ses révélations.')).toBeInTheDocument();
    const row = await rowOf('danone');
    expect(within(row).getByText('Terminée')).toBeInTheDocument();
    expect(within(row).getByText('le 02/04/2026')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Reprendre la surveillance de DANONE' }));
    expect(await screen.findByText('La surveillance de DANONE a repris.')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(callsTo('PUT', 'surveillance/21').map((c) => c.body)).toEqual([{ action: 'TERMINER' }, { action: 'CONTINUER' }]);
  });

  it("shows the API's refusal of an action", async () => {
    serve({
      'GET surveillance': page([surveillance()]),
      'PUT surveillance/21': refused(403, "La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance."),
    });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Terminer la surveillance de DANONE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance.");
    expect(within(await rowOf('danone')).getByText('Active')).toBeInTheDocument();
  });

  it('deletes a surveillance once confirmed in a dialog, and loads the list again', async () => {
    let items = [surveillance(), surveillance({ id: 22, entreprise: MICHELIN, groupe_favori: null })];
    const { callsTo } = serve({
      'GET surveillance': () => page(items),
      'DELETE surveillance/21': () => {
        items = items.slice(1);
        return { status: 204 };
      },
    });
    renderAt();
    await table();
    const button = screen.getByRole('button', { name: 'Supprimer la surveillance de DANONE' });
    button.focus();
    fireEvent.click(button);
    let dialog = screen.getByRole('dialog', { name: 'Supprimer la surveillance de DANONE ?' });
    expect(dialog).toHaveAccessibleDescription(/Ses révélations seront supprimées elles aussi/);
    expect(within(dialog).getByRole('button', { name: 'Non, la conserver' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, la conserver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(callsTo('DELETE', 'surveillance/21')).toHaveLength(0);

    fireEvent.click(button);
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, supprimer' }));
    const notice = await screen.findByText('La surveillance de DANONE a été supprimée, avec ses révélations.');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'DANONE' })).not.toBeInTheDocument();
    expect(callsTo('DELETE', 'surveillance/21')).toHaveLength(1);
    expect(callsTo('GET', 'surveillance')).toHaveLength(2);
    // Its group counts one surveillance less.
    expect(screen.getByRole('list', { name: 'Groupes favoris' })).toHaveTextContent('Clients (aucune surveillance)');
  });

  it('removes one domain of a surveillance once confirmed', async () => {
    const { callsTo } = serve({
      'GET surveillance': page([surveillance()]),
      'DELETE surveillance/21/domaines': ok(surveillance({ domaines: ['RCS_BILAN_ACTES'] })),
    });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le domaine Procédures collectives de la surveillance de DANONE' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer ce domaine de la surveillance ?' });
    expect(dialog).toHaveAccessibleDescription('Vous ne recevrez plus de révélations « Procédures collectives » pour DANONE.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, retirer' }));
    expect(await screen.findByText('Le domaine « Procédures collectives » a été retiré de la surveillance de DANONE.')).toBeInTheDocument();
    expect(callsTo('DELETE', 'surveillance/21/domaines').map((c) => c.url.searchParams.getAll('lots'))).toEqual([['PROCEDURES_COLLECTIVES']]);
    const row = await rowOf('danone');
    expect(within(row).queryByText('Procédures collectives')).not.toBeInTheDocument();
    // The last domain cannot be removed: the surveillance is deleted instead.
    expect(within(row).queryByRole('button', { name: /^Retirer le domaine/ })).not.toBeInTheDocument();
  });

  it('moves a surveillance to another group', async () => {
    const { callsTo } = serve({
      'GET surveillance': page([surveillance()]),
      'PUT surveillance/21/groupe_favori': ok(surveillance({ groupe_favori: { id: 5, libelle: 'Fournisseurs' } })),
    });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Changer le groupe de DANONE' }));
    const dialog = screen.getByRole('dialog', { name: 'Groupe de DANONE' });
    const select = within(dialog).getByRole('combobox', { name: 'Groupe favori' });
    expect(select).toHaveValue('4');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Aucun groupe', 'Clients', 'Fournisseurs']);
    fireEvent.change(select, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('DANONE est désormais dans le groupe « Fournisseurs ».')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('PUT', 'surveillance/21/groupe_favori').map((c) => c.body)).toEqual([{ id_groupe_favori: 5 }]);
    expect(within(await rowOf('danone')).getByText('Fournisseurs')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Groupes favoris' })).toHaveTextContent('Clients (aucune surveillance)');
    expect(screen.getByRole('list', { name: 'Groupes favoris' })).toHaveTextContent('Fournisseurs (1 surveillance)');
  });

  it('downloads the list as CSV or PDF', async () => {
    const downloads = catchDownloads();
    const { callsTo } = serve({ 'GET surveillance': page([surveillance()]), 'GET surveillance/rapport': { file: 'siren;denomination' } });
    renderAt();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la liste (CSV)' }));
    await waitFor(() => expect(downloads.names).toEqual(['surveillances-C000003.csv']));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la liste (PDF)' }));
    await waitFor(() => expect(downloads.names).toEqual(['surveillances-C000003.csv', 'surveillances-C000003.pdf']));
    expect(callsTo('GET', 'surveillance/rapport').map(query)).toEqual([{ format: 'csv' }, { format: 'pdf' }]);
    downloads.restore();
  });

  it('leads to the search when the account monitors nothing yet', async () => {
    serve({ 'GET surveillance': page([]) });
    renderAt();
    expect(await screen.findByRole('heading', { name: "Vous n'avez aucune surveillance active" })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Rechercher une entreprise à surveiller' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains the monitoring offer to an account without it, and asks the API nothing', async () => {
    act(() => selectedAccountStore.setState({ account: customerAccount({ offres_de_service: 'KBIS' }), status: 'success' }));
    const { calls } = serve({});
    renderAt();
    expect(screen.getByRole('heading', { level: 2, name: "La surveillance d'entreprises n'est pas comprise dans votre abonnement" })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux comptes abonnés à l'offre Surveillance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon abonnement' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement');
    expect(screen.queryByRole('button', { name: 'Filtrer' })).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
  });

  it('waits for the selected account', () => {
    act(() => selectedAccountStore.setState({ account: null, status: 'loading' }));
    serve({});
    renderAt();
    expect(screen.getByText('Chargement de votre compte…')).toBeInTheDocument();
  });
});
