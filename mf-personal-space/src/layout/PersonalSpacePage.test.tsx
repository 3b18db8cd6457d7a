import { act, screen } from '@testing-library/react';
import { authStore, userStore } from '@portail/shared';
import { refused } from '@portail/shared/testing/fetchMock';
import { customerAccount } from '../testing/accounts';
import { pageTest } from '../testing/pageTest';

// A person without a customer account, whom the shell sends to the account's creation: the pages
// ask the API nothing that would be refused for want of an account (409), neither while the shell
// is still loading the person's accounts nor once it knows there is none.

const NO_ACCOUNT = refused(409, "Aucun compte client n'est sélectionné.", 'Conflict');
// What the API answers a person without an account about the account's data.
const { serve, renderAt } = pageTest({ routes: { 'GET commandes': NO_ACCOUNT, 'GET portefeuille': NO_ACCOUNT, 'GET factures': NO_ACCOUNT } });

afterEach(() => act(() => userStore.setState({ accounts: null })));

/** The API calls the page makes. */
const refusedCalls = () => serve().calls;

describe('the personal space of a person without a customer account', () => {
  it.each(['/espace-personnel', '/espace-personnel/portefeuille-electronique-details', '/espace-personnel/mes-commandes/mon-historique'])(
    'asks nothing on %s while the shell restores the session, then sends to the account creation',
    async (path) => {
      const calls = refusedCalls();
      act(() => authStore.setState({ restoring: true }));
      renderAt(path);
      expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre espace personnel…');
      act(() => {
        userStore.setState({ accounts: [] });
        authStore.setState({ restoring: false });
      });
      expect(screen.getByRole('heading', { level: 2, name: "Vous n'avez pas encore de compte client" })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Créer mon compte client' })).toHaveAttribute('href', '/inscription');
      await act(async () => undefined);
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([]);
    },
  );

  it('asks nothing while a sign-in is finishing', async () => {
    const calls = refusedCalls();
    act(() => authStore.setState({ signingIn: true }));
    renderAt('/espace-personnel');
    await act(async () => undefined);
    expect(calls).toEqual([]);
    act(() => authStore.setState({ signingIn: false }));
  });

  it('asks for the data once the shell has found the person an account', async () => {
    const mock = serve();
    act(() => authStore.setState({ restoring: true }));
    renderAt('/espace-personnel/portefeuille-electronique-details');
    await act(async () => undefined);
    expect(mock.callsTo('GET', 'portefeuille')).toEqual([]);
    act(() => {
      userStore.setState({ accounts: [customerAccount()] });
      authStore.setState({ restoring: false });
    });
    await screen.findByRole('heading', { level: 1, name: 'Portefeuille électronique' });
    await act(async () => undefined);
    expect(mock.callsTo('GET', 'portefeuille')).toHaveLength(1);
  });
});
