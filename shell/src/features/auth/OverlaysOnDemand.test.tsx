import { act, render, screen } from '@testing-library/react';
import { authStore } from '@portail/shared';
import { logoutDialogStore } from '../../session/logoutDialog';
import { OverlaysOnDemand } from './OverlaysOnDemand';

beforeEach(() => {
  authStore.setState(authStore.getInitialState(), true);
  logoutDialogStore.setState({ open: false });
});

const session = { logout: async () => {} };

describe('the session dialogs on demand', () => {
  it('renders nothing until a dialog is asked for, then the logout confirmation', async () => {
    const { container } = render(<OverlaysOnDemand session={session} onSignIn={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    act(() => logoutDialogStore.setState({ open: true }));
    expect(await screen.findByRole('dialog', { name: 'Êtes-vous sûr de vouloir vous déconnecter?' })).toBeInTheDocument();
  });

  it('shows the session-lost modal when the session is lost', async () => {
    render(<OverlaysOnDemand session={session} onSignIn={() => {}} />);
    act(() => authStore.setState({ sessionLost: true }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Se connecter');
  });
});
