import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '../stores/stores';
import { ApiError } from '../http/errors';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('names what happened, focuses its heading, raises a toast and offers to retry', async () => {
    const retry = jest.fn();
    render(<ErrorScreen message="Le module « Contenus » est momentanément indisponible." onRetry={retry} />);
    const alert = screen.getByRole('alert', { name: 'Une erreur est survenue' });
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toHaveFocus();
    expect(alert).toHaveTextContent('Le module « Contenus » est momentanément indisponible.');
    expect(JSON.stringify(toastStore.getState())).toContain('Une erreur est survenue');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('offers no retry where retrying cannot help', () => {
    render(<ErrorScreen message="Erreur inattendue" toast={false} />);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveClass('btn--primary');
  });

  it("shows the API's reason for a refused request, without a retry that would be refused again", () => {
    const error = new ApiError(403, "Vous n'êtes pas autorisé à accéder à cette ressource.", { kind: 'http', body: { message: "Ce document n'est pas le vôtre." } });
    render(<ErrorScreen error={error} onRetry={jest.fn()} toast={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Ce document n'est pas le vôtre.");
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('offers to retry a server failure', async () => {
    const retry = jest.fn();
    render(<ErrorScreen error={new ApiError(502, 'Le service est momentanément indisponible.', { kind: 'http' })} onRetry={retry} toast={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
