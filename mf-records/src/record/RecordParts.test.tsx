import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError, type ResourceState } from '@portail/shared';
import { SectionBody } from './RecordParts';

const failedWith = (error: Error, retry = jest.fn()): ResourceState<string[]> => ({ status: 'error', error, retry });

describe("a record section's failure", () => {
  it('offers "Réessayer" when the server failed', () => {
    const retry = jest.fn();
    render(
      <SectionBody state={failedWith(new ApiError(503, 'Le service est momentanément indisponible. Veuillez réessayer plus tard.', { kind: 'http' }), retry)} empty="Aucun dirigeant">
        {(items) => items.join(', ')}
      </SectionBody>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue : Le service est momentanément indisponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says why the API refused, without a retry that would be refused again", () => {
    const refusal = new ApiError(403, "Vous n'êtes pas autorisé à accéder à cette ressource.", { kind: 'http', body: { message: 'Ces actes ne sont pas diffusés.' } });
    render(
      <SectionBody state={failedWith(refusal)} empty="Aucun acte">
        {(items) => items.join(', ')}
      </SectionBody>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue : Ces actes ne sont pas diffusés.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
