import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventType, userStore } from '@portail/shared';
import { customerAccount } from '../../testing/accounts';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { CAMILLE, listenFor, pageTest } from '../../testing/pageTest';

const { serve, renderAt } = pageTest({ person: CAMILLE, path: '/espace-personnel/mon-entreprise' });
const changed = listenFor(eventType('account:changed'));

const DURAND = customerAccount();
const PERSONAL = customerAccount({ id: 8, numero_client: 'C100043', type_compte: 'MEMBRE', type_profil: 'PARTICULIER', denomination_sociale: null, siren: null, tva_intra_communautaire: null, offres_de_service: '', selectionne: false, libelle_courrier: 'DURAND CAMILLE', libelle_facturation: 'DURAND CAMILLE' });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('my company', () => {
  it("shows the selected account's details with its offers in words", async () => {
    serve({ 'GET compte-client': ok([DURAND]) });
    renderAt();
    const details = await screen.findByRole('region', { name: 'Compte client sélectionné' });
    const value = (term: string) => within(details).getByText(term).nextSibling;
    expect(value('Type de compte')).toHaveTextContent('Abonné');
    expect(value('Profil')).toHaveTextContent('Professionnel');
    expect(value('Numéro client')).toHaveTextContent('C100042');
    expect(value('Dénomination sociale')).toHaveTextContent('DURAND CONSEIL');
    expect(value('SIREN')).toHaveTextContent('552 081 317');
    expect(value('N° de TVA intracommunautaire')).toHaveTextContent('FR40552081317');
    expect(within(value('Offres de service') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kbis illimités', 'Surveillance', 'Offre 14']);
    expect(value('État du compte')).toHaveTextContent('Ouvert');
    expect(within(details).getByRole('link', { name: 'Gérer mon abonnement' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement');
    // One account: nothing to choose.
    expect(screen.queryByRole('heading', { name: 'Mes comptes clients' })).not.toBeInTheDocument();
  });

  it('selects another account: the page, the person’s accounts and the shell follow', async () => {
    act(() => userStore.setState({ accounts: [DURAND, PERSONAL] }));
    const { callsTo } = serve({ 'GET compte-client': ok([DURAND, PERSONAL]), 'POST compte-client/8/selectionner': { status: 204 } });
    renderAt();
    const list = await screen.findByRole('region', { name: 'Mes comptes clients' });
    expect(within(list).getByText('Compte sélectionné')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Choisir ce compte : DURAND CONSEIL' })).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Choisir ce compte : Compte particulier' }));

    const notice = await screen.findByText('Vous agissez désormais pour le compte Compte particulier.');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    const details = screen.getByRole('region', { name: 'Compte client sélectionné' });
    expect(within(details).getByText('Numéro client').nextSibling).toHaveTextContent('C100043');
    expect(within(details).queryByText('SIREN')).not.toBeInTheDocument();
    expect(within(details).getByText('Offres de service').nextSibling).toHaveTextContent('Aucune');
    expect(field('Libellé de courrier')).toHaveValue('DURAND CAMILLE');
    expect(within(list).getByRole('button', { name: 'Choisir ce compte : DURAND CONSEIL' })).toBeInTheDocument();
    expect(callsTo('POST', 'compte-client/8/selectionner')).toHaveLength(1);
    expect(userStore.getState().accounts?.map((a) => [a.id, a.selectionne])).toEqual([[7, false], [8, true]]);
    expect((changed.mock.calls[0][0] as CustomEvent).detail).toEqual({ v: 1, accountId: 8 });
  });

  it('saves the labels on the version read', async () => {
    const { callsTo } = serve({
      'GET compte-client': ok([DURAND]),
      'PUT compte-client': (c) => ok({ ...DURAND, ...(c.body as object), version: 4 }),
    });
    renderAt();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Libellé de facturation/ }), { target: { value: '  DURAND   CONSEIL COMPTA ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    expect(await screen.findByText('Les libellés ont été enregistrés.')).toBeInTheDocument();
    expect(callsTo('PUT', 'compte-client')[0]!.body).toEqual({ id: 7, version: 3, libelle_courrier: 'DURAND CONSEIL', libelle_facturation: 'DURAND CONSEIL COMPTA' });
    expect(field('Libellé de facturation')).toHaveValue('DURAND CONSEIL COMPTA');
    expect(changed).toHaveBeenCalledTimes(1);
    // The next change goes with the new version.
    fireEvent.change(field('Libellé de courrier'), { target: { value: 'DURAND' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    await waitFor(() => expect(callsTo('PUT', 'compte-client')).toHaveLength(2));
    expect(callsTo('PUT', 'compte-client')[1]!.body).toMatchObject({ version: 4, libelle_courrier: 'DURAND' });
  });

  it('checks the labels before sending, and shows the messages of the API', async () => {
    const { callsTo } = serve({
      'GET compte-client': ok([DURAND]),
      'PUT compte-client': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Le formulaire contient des erreurs.', errors: { libelle_courrier: 'Les caractères spéciaux ne sont pas autorisés' } } },
    });
    renderAt();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Libellé de facturation/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    const summary = await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Veuillez saisir le libellé de facturation.']);
    expect(callsTo('PUT', 'compte-client')).toHaveLength(0);

    fireEvent.change(field('Libellé de facturation'), { target: { value: 'DURAND CONSEIL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    await waitFor(() => expect(field('Libellé de courrier')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Libellé de courrier')).toHaveAccessibleDescription(expect.stringContaining('Les caractères spéciaux ne sont pas autorisés'));
  });

  it('never overwrites a change made meanwhile: shows both versions, keeps the stored one or applies the typed one again', async () => {
    const current = { ...DURAND, version: 5, libelle_courrier: 'DURAND CONSEIL SIEGE', libelle_facturation: 'SERVICE COMPTABLE' };
    const { callsTo } = serve({
      'GET compte-client': ok([DURAND]),
      'PUT compte-client': (c) => {
        const body = c.body as { version: number };
        if (body.version !== 5) return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Le compte client a été modifié entre-temps. Veuillez recharger la page.', compte_client: current } };
        return ok({ ...current, ...(c.body as object), version: 6 });
      },
    });
    renderAt();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Libellé de facturation/ }), { target: { value: 'DURAND FACTURES' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));

    const title = await screen.findByRole('heading', { name: 'Ces libellés ont été modifiés entre-temps' });
    await waitFor(() => expect(title.closest('[tabindex="-1"]')).toHaveFocus());
    const table = screen.getByRole('table', { name: 'Libellés enregistrés et libellés saisis' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Libellé de courrier', 'DURAND CONSEIL SIEGE', 'DURAND CONSEIL'],
      ['Libellé de facturation', 'SERVICE COMPTABLE', 'DURAND FACTURES'],
    ]);
    expect(screen.getByRole('button', { name: 'Enregistrer les libellés' })).toBeDisabled();

    // Keeping the stored values puts them in the form; nothing more is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Garder les valeurs enregistrées' }));
    expect(field('Libellé de facturation')).toHaveValue('SERVICE COMPTABLE');
    expect(field('Libellé de courrier')).toHaveValue('DURAND CONSEIL SIEGE');
    expect(callsTo('PUT', 'compte-client')).toHaveLength(1);

    // A change on top of them is sent with the version now read.
    fireEvent.change(field('Libellé de facturation'), { target: { value: 'DURAND FACTURES' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    expect(await screen.findByText('Les libellés ont été enregistrés.')).toBeInTheDocument();
    expect(callsTo('PUT', 'compte-client')[1]!.body).toMatchObject({ version: 5, libelle_facturation: 'DURAND FACTURES', libelle_courrier: 'DURAND CONSEIL SIEGE' });
  });

  it('applies the typed labels again on the current version when asked', async () => {
    const current = { ...DURAND, version: 5, libelle_courrier: 'AUTRE', libelle_facturation: 'AUTRE' };
    const { callsTo } = serve({
      'GET compte-client': ok([DURAND]),
      'PUT compte-client': (c) =>
        (c.body as { version: number }).version === 5 ? ok({ ...current, ...(c.body as object), version: 6 }) : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Modifié.', compte_client: current } },
    });
    renderAt();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Libellé de courrier/ }), { target: { value: 'DURAND COURRIER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer ma saisie' }));
    expect(await screen.findByText('Les libellés ont été enregistrés.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ces libellés ont été modifiés entre-temps' })).not.toBeInTheDocument();
    expect(callsTo('PUT', 'compte-client').map((c) => c.body)).toEqual([
      { id: 7, version: 3, libelle_courrier: 'DURAND COURRIER', libelle_facturation: 'DURAND CONSEIL' },
      { id: 7, version: 5, libelle_courrier: 'DURAND COURRIER', libelle_facturation: 'DURAND CONSEIL' },
    ]);
    expect(field('Libellé de courrier')).toHaveValue('DURAND COURRIER');
  });

  it('says so when the accounts cannot be loaded', async () => {
    serve({ 'GET compte-client': refused(503, 'Service indisponible') });
    renderAt();
    expect(await screen.findByRole('heading', { name: "Vos comptes clients n'ont pas pu être chargés" })).toBeInTheDocument();
  });
});
