import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../http/errors';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let failure: Error | null = null;

function Page() {
  if (failure) throw failure;
  return <p>Fiche de l'entreprise</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  failure = null;
});

describe('RemoteErrorBoundary', () => {
  it('renders again on "Réessayer" after a failure that may pass', async () => {
    failure = new ApiError(503, 'Le service est momentanément indisponible. Veuillez réessayer plus tard.', { kind: 'http' });
    render(
      <RemoteErrorBoundary remote="mf-records">
        <Page />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByText("Fiche de l'entreprise")).toBeInTheDocument();
  });

  it("says why the API refused a request, and offers no retry that would be refused again", () => {
    failure = new ApiError(409, 'Conflit.', { kind: 'http', body: { message: "Aucun compte client n'est sélectionné." } });
    render(
      <RemoteErrorBoundary remote="mf-personal-space">
        <Page />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Aucun compte client n'est sélectionné.");
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeInTheDocument();
  });

  it('keeps the message of a rendering fault', () => {
    failure = new Error('Module introuvable');
    render(
      <RemoteErrorBoundary remote="mf-content">
        <Page />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Module introuvable');
  });
});
