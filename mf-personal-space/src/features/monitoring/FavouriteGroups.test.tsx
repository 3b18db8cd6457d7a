import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupeFavori } from '@portail/shared';
import { customerAccount, group, surveillance } from '../../testing/monitoring';
import { ok, refused, type Route } from '@portail/shared/testing/fetchMock';
import { pageTest } from '../../testing/pageTest';

const page = pageTest({
  account: customerAccount(),
  path: '/espace-personnel/mes-surveillances',
  routes: { 'GET surveillance': ok({ items: [surveillance()], total: 1 }) },
});
const serve = (groups: GroupeFavori[], routes: Record<string, Route> = {}) => page.serve({ 'GET favori': ok({ items: groups }), ...routes });
const { renderAt } = page;

const section = () => screen.findByRole('region', { name: 'Mes groupes favoris' });
const names = () => within(screen.getByRole('list', { name: 'Groupes favoris' })).getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent);

describe('favourite groups', () => {
  it('creates one, after saying what is wrong with the name', async () => {
    const { callsTo } = serve([group()], {
      'POST favori': (c) =>
        (c.body as { libelle: string }).libelle === 'Clients'
          ? refused(409, 'Un groupe porte déjà ce nom.')
          : { status: 201, body: group({ id: 6, libelle: 'Banques', nombre_surveillances: 0 }) },
    });
    renderAt();
    const card = await section();
    const field = within(card).getByRole('textbox', { name: /^Nom du nouveau groupe/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Créer le groupe' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir le nom du groupe.'));
    fireEvent.change(field, { target: { value: 'x'.repeat(39) } });
    fireEvent.click(within(card).getByRole('button', { name: 'Créer le groupe' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Le nom du groupe est limité à 38 caractères.'));
    expect(callsTo('POST', 'favori')).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' Clients ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Un groupe porte déjà ce nom.')));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: 'Banques' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Créer le groupe' }));
    expect(await within(card).findByText('Le groupe « Banques » a été créé.')).toBeInTheDocument();
    expect(callsTo('POST', 'favori').map((c) => c.body)).toEqual([{ libelle: 'Clients' }, { libelle: 'Banques' }]);
    expect(names()).toEqual(['Banques', 'Clients']);
    expect(field).toHaveValue('');
    // The new group can be chosen at once.
    expect(within(screen.getByRole('combobox', { name: 'Groupe favori' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tous les groupes', 'Banques', 'Clients']);
  });

  it('renames one in a dialog, and its surveillances show the new name', async () => {
    const { callsTo } = serve([group()], { 'PUT favori/4': ok(group({ libelle: 'Clients grands comptes' })) });
    renderAt();
    const card = await section();
    fireEvent.click(within(card).getByRole('button', { name: 'Renommer le groupe Clients' }));
    const dialog = screen.getByRole('dialog', { name: 'Renommer le groupe « Clients »' });
    const field = within(dialog).getByRole('textbox', { name: /^Nouveau nom du groupe/ });
    expect(field).toHaveValue('Clients');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'Clients  grands comptes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(card).findByText("Le groupe « Clients » s'appelle désormais « Clients grands comptes ».")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('PUT', 'favori/4').map((c) => c.body)).toEqual([{ libelle: 'Clients grands comptes' }]);
    expect(names()).toEqual(['Clients grands comptes']);
    expect(within(screen.getByRole('table', { name: 'Mes surveillances' })).getByText('Clients grands comptes')).toBeInTheDocument();
  });

  it('keeps the rename dialog open with the reason of a refusal', async () => {
    serve([group(), group({ id: 5, libelle: 'Fournisseurs' })], { 'PUT favori/4': refused(409, 'Un groupe porte déjà ce nom.') });
    renderAt();
    fireEvent.click(within(await section()).getByRole('button', { name: 'Renommer le groupe Clients' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Fournisseurs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining('Un groupe porte déjà ce nom.')));
    expect(names()).toEqual(['Clients', 'Fournisseurs']);
  });

  it('deletes one once confirmed; its surveillances stay, without a group', async () => {
    let groups = [group(), group({ id: 5, libelle: 'Fournisseurs', nombre_surveillances: 0 })];
    const { callsTo } = serve([], {
      'GET favori': () => ok({ items: groups }),
      'DELETE favori/4': () => {
        groups = groups.slice(1);
        return { status: 204 };
      },
    });
    renderAt();
    const card = await section();
    fireEvent.click(within(card).getByRole('button', { name: 'Supprimer le groupe Clients' }));
    let dialog = screen.getByRole('dialog', { name: 'Supprimer le groupe « Clients » ?' });
    expect(dialog).toHaveAccessibleDescription('Ses surveillances (1 surveillance) sont conservées, sans groupe.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, le conserver' }));
    expect(callsTo('DELETE', 'favori/4')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Supprimer le groupe Clients' }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, supprimer le groupe' }));
    const notice = await within(card).findByText('Le groupe « Clients » a été supprimé.');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(callsTo('DELETE', 'favori/4')).toHaveLength(1);
    expect(names()).toEqual(['Fournisseurs']);
    const row = within(screen.getByRole('table', { name: 'Mes surveillances' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Aucun')).toBeInTheDocument();
  });

  it('shows the list filtered by a group as unfiltered once that group is deleted', async () => {
    const { callsTo } = serve([group()], { 'DELETE favori/4': { status: 204 } });
    renderAt('/espace-personnel/mes-surveillances?groupe=4');
    const card = await section();
    await waitFor(() => expect(callsTo('GET', 'surveillance')).toHaveLength(1));
    expect(callsTo('GET', 'surveillance')[0]!.url.searchParams.get('id_groupe_favori')).toBe('4');
    fireEvent.click(within(card).getByRole('button', { name: 'Supprimer le groupe Clients' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Oui, supprimer le groupe' }));
    await waitFor(() => expect(callsTo('GET', 'surveillance')).toHaveLength(2));
    expect(callsTo('GET', 'surveillance')[1]!.url.searchParams.get('id_groupe_favori')).toBeNull();
    expect(window.location.search).toBe('');
    expect(within(card).getByText("Vous n'avez pas encore de groupe favori.")).toBeInTheDocument();
  });
});
