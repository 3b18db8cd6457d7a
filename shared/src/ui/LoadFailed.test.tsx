import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError, NotFoundError } from '../http/errors';
import { LoadFailed } from './LoadFailed';

const refusal = (status: number, message: string) => new ApiError(status, 'La demande est invalide.', { kind: 'http', body: { statusCode: status, message } });

describe('LoadFailed', () => {
  it('says what failed and why, as an alert, and retries', () => {
    const onRetry = jest.fn();
    render(<LoadFailed title="Vos factures n'ont pas pu être chargées" message="Service indisponible" onRetry={onRetry} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: "Vos factures n'ont pas pu être chargées" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Service indisponible');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no heading without a level', () => {
    render(<LoadFailed title="Le solde n'a pas pu être chargé" onRetry={jest.fn()} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText("Le solde n'a pas pu être chargé")).toBeInTheDocument();
  });

  it.each([
    ['a request the API refused (400)', refusal(400, 'Le numéro de page est invalide.'), 'Le numéro de page est invalide.'],
    ['a refusal (403)', refusal(403, "Cette commande n'est pas la vôtre."), "Cette commande n'est pas la vôtre."],
    ['something not found (404)', new NotFoundError({ body: { message: 'Commande introuvable.' } }), 'Commande introuvable.'],
    ['a conflict (409)', refusal(409, "Aucun compte client n'est sélectionné."), "Aucun compte client n'est sélectionné."],
    ['a request not processable (422)', refusal(422, 'Ce SIREN est inconnu.'), 'Ce SIREN est inconnu.'],
    ['an answer of an unexpected shape', new ApiError(200, 'Une erreur est survenue.', { kind: 'invalid-response' }), 'Une erreur est survenue.'],
  ])('says why, without "Réessayer", after %s', (_, error, message) => {
    render(<LoadFailed title="La commande n'a pas pu être chargée" error={error} onRetry={jest.fn()} headingLevel={2} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it.each([
    ['the network failing', new ApiError(0, 'Impossible de joindre le serveur.', { kind: 'network' })],
    ['a timeout', new ApiError(0, 'Le serveur met trop de temps à répondre.', { kind: 'timeout' })],
    ['a server error (500)', new ApiError(500, 'Une erreur est survenue.', { kind: 'http' })],
    ['the service unavailable (503)', new ApiError(503, 'Le service est momentanément indisponible.', { kind: 'http' })],
    ['too many requests (429)', new ApiError(429, 'Trop de demandes en peu de temps.', { kind: 'http' })],
  ])('offers "Réessayer" after %s', (_, error) => {
    const onRetry = jest.fn();
    render(<LoadFailed title="La commande n'a pas pu être chargée" error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(error.message);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
