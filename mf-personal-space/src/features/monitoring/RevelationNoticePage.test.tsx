import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@portail/shared';
import { avis, customerAccount } from '../../testing/monitoring';
import { ok } from '@portail/shared/testing/fetchMock';
import { expectOwnedItemNotFound, listenFor, pageTest } from '../../testing/pageTest';

const PATH = '/espace-personnel/mes-surveillances/mes-revelations/71';

const page = pageTest({ account: customerAccount(), path: PATH });
const { serve, renderAt } = page;
const changed = listenFor('portail:revelations-changed');

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling;

describe('the notice of a revelation', () => {
  it('shows what changed, in which company, when and according to whom, and reads it', async () => {
    const { callsTo } = serve({ 'GET revelation/71/avis': ok(avis()), 'PUT revelation/lecture': ok({ modifiees: 1, non_lues: 3 }) });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avis de modification – DANONE GROUPE' })).toBeInTheDocument();
    expect(screen.getByText('La dénomination de DANONE est passée de DANONE à DANONE GROUPE le 12/03/2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DANONE GROUPE' })).toHaveAttribute('href', '/entreprise/danone-groupe/552032534/7');
    expect(term('SIREN')).toHaveTextContent('552 032 534');
    expect(term('Greffe')).toHaveTextContent('Greffe du tribunal de commerce de Paris');
    expect(term('Événement')).toHaveTextContent('Changement de dénomination');
    expect(term('Ancienne valeur')).toHaveTextContent('DANONE');
    expect(term('Nouvelle valeur')).toHaveTextContent('DANONE GROUPE');
    expect(term("Date de l'événement")).toHaveTextContent('12/03/2026');
    expect(term('Source')).toHaveTextContent('Registre du commerce et des sociétés');
    expect(term('Révélée le')).toHaveTextContent('13/03/2026 à 06:00');

    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(callsTo('PUT', 'revelation/lecture').map((c) => c.body)).toEqual([{ ids: [71], lue: true }]);
    expect(term('Lecture')).toHaveTextContent('Lue');
    const nav = screen.getByRole('navigation', { name: 'Espace personnel' });
    expect(within(nav).getByRole('link', { name: 'Mes surveillances' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark a read revelation again, and can mark it unread', async () => {
    const { callsTo } = serve({ 'GET revelation/71/avis': ok(avis({ lue: true })), 'PUT revelation/lecture': ok({ modifiees: 1, non_lues: 4 }) });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer comme non lue' }));
    expect(await screen.findByText('La révélation est de nouveau marquée comme non lue.')).toBeInTheDocument();
    expect(callsTo('PUT', 'revelation/lecture').map((c) => c.body)).toEqual([{ ids: [71], lue: false }]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(term('Lecture')).toHaveTextContent('Non lue');
    expect(screen.getByRole('button', { name: 'Marquer comme lue' })).toBeInTheDocument();
  });

  it("is not found when it is not the account's, or when the address names none", async () => {
    const api = await expectOwnedItemNotFound(page, { apiPath: 'revelation/71/avis', title: 'Révélation introuvable', heading: 'Cette révélation est introuvable', malformed: '/espace-personnel/mes-surveillances/mes-revelations/abc' });
    expect(screen.getByRole('link', { name: 'Voir mes révélations' })).toHaveAttribute('href', '/espace-personnel/mes-surveillances/mes-revelations');
    expect(api.callsTo('PUT', 'revelation/lecture')).toHaveLength(0);
    expect(changed).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in', () => {
    act(() => authStore.setState({ connected: false }));
    serve({});
    renderAt();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Avis');
    expect(screen.getByText('Connectez-vous pour accéder à votre espace personnel.')).toBeInTheDocument();
  });
});
