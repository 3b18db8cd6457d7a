import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, userStore } from '@portail/shared';
import variant from '../../../variants/fr';
import { Header } from '../header';
import { AuthOverlays } from './AuthOverlays';
import { logoutDialogStore } from '../../session/logoutDialog';
import type { AuthSession } from './session';

function fakeSession() {
  return { logout: jest.fn(async () => {}) } as unknown as AuthSession & { logout: jest.Mock };
}

beforeEach(() => {
  authStore.setState(authStore.getInitialState(), true);
  userStore.setState(userStore.getInitialState(), true);
  logoutDialogStore.setState({ open: false });
});

describe('logout confirmation', () => {
  it('asks "Êtes-vous sûr de vouloir vous déconnecter?" from the header and logs out on "Oui, continuer"', async () => {
    const user = userEvent.setup();
    const session = fakeSession();
    authStore.setState({ connected: true, firstName: 'Camille', lastName: 'Durand' });
    render(
      <>
        <Header variant={variant} />
        <AuthOverlays session={session} onSignIn={() => {}} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = screen.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir vous déconnecter?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Non, annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.logout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await user.click(screen.getByRole('button', { name: 'Oui, continuer' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('session-lost modal', () => {
  it('says "Vous avez été déconnecté. Veuillez-vous connecter" and offers to sign in again', async () => {
    const user = userEvent.setup();
    const onSignIn = jest.fn();
    render(<AuthOverlays session={fakeSession()} onSignIn={onSignIn} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => authStore.setState({ sessionLost: true }));
    expect(screen.getByRole('dialog', { name: 'Vous avez été déconnecté. Veuillez-vous connecter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(authStore.getState().sessionLost).toBe(false);
  });
});

describe('header for a signed-in person', () => {
  it('shows the initials, the unread dot and the mobile personal-space link', () => {
    authStore.setState({ connected: true, firstName: 'camille', lastName: 'durand' });
    render(<Header variant={variant} />);
    expect(screen.getByTestId('header-avatar')).toHaveTextContent('CD');
    expect(screen.queryByTestId('revelations-dot')).toBeNull();
    act(() => userStore.setState({ unreadRevelations: 3 }));
    expect(screen.getByTestId('revelations-dot')).toBeInTheDocument();
    // The dot is hidden from assistive technologies: the names of the links say how many.
    expect(screen.getByRole('link', { name: 'CD, mon espace personnel, 3 révélations non lues' })).toHaveAttribute('href', '/espace-personnel');
    expect(screen.getByRole('link', { name: 'Mon espace personnel, 3 révélations non lues' })).toHaveAttribute('href', '/espace-personnel?mobile=true');
    act(() => userStore.setState({ unreadRevelations: 1, unreadFavouriteRevelations: 1 }));
    expect(screen.getByRole('link', { name: 'CD, mon espace personnel, 1 révélation non lue' })).toBeInTheDocument();
    act(() => userStore.setState({ unreadRevelations: 0, unreadFavouriteRevelations: 0 }));
    expect(screen.queryByTestId('revelations-dot')).toBeNull();
    expect(screen.getByRole('link', { name: 'CD, mon espace personnel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon espace personnel' })).toHaveAttribute('href', '/espace-personnel?mobile=true');
    expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
  });
});
