import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, toastStore } from '../stores/stores';
import { ToastViewport } from './Toast';

describe('ToastViewport', () => {
  beforeEach(() => {
    toastStore.setState({ toasts: [] });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('announces successes and warnings politely and errors at once', () => {
    render(<ToastViewport />);
    act(() => {
      showToast('success', 'Article ajouté au panier');
      showToast('warning', 'Votre session va expirer');
      showToast('error', 'Une erreur est survenue.');
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toHaveTextContent('Succès : Article ajouté au panier');
    expect(statuses[1]).toHaveTextContent('Attention : Votre session va expirer');
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur : Une erreur est survenue.');
  });

  it('removes a toast with its close button, leaving the others', async () => {
    const user = userEvent.setup();
    render(<ToastViewport />);
    act(() => {
      showToast('success', 'Premier');
      showToast('error', 'Second');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const closeButtons = within(region).getAllByRole('button', { name: 'Fermer la notification' });
    expect(closeButtons).toHaveLength(2);

    await user.click(closeButtons[0] as HTMLElement);
    expect(screen.queryByText('Premier')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    expect(toastStore.getState().toasts).toHaveLength(1);
  });

  it('lets a toast vanish after 10 seconds by default', () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      showToast('success', 'Commande validée');
    });
    act(() => {
      jest.advanceTimersByTime(9_999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Commande validée');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Commande validée')).not.toBeInTheDocument();
  });

  it('honours a custom duration and keeps a toast without one', () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      showToast('warning', 'Bref', 3_000);
      showToast('error', 'Permanent', 0);
    });
    act(() => {
      jest.advanceTimersByTime(3_000);
    });
    expect(screen.queryByText('Bref')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Permanent');
  });
});
