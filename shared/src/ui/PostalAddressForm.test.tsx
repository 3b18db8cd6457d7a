import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdressePostale } from '../api/orders';
import { ApiError } from '../http/errors';
import { PostalAddressForm } from './PostalAddressForm';

const ADDRESS: AdressePostale = { destinataire: 'ALICE SAS', ligne1: '1 rue Haute', ligne2: null, code_postal: '44000', ville: 'Nantes', pays: 'France' };

function renderForm(save: (a: AdressePostale) => Promise<void>) {
  render(
    <PostalAddressForm
      address={ADDRESS}
      legend="Adresse corrigée"
      prefix="renvoi"
      autoCompletePrefix="section-renvoi shipping"
      label="Renvoyer"
      busyLabel="Renvoi en cours…"
      problemTitle="Le courrier n'a pas été renvoyé"
      save={save}
    />,
  );
}

describe('PostalAddressForm', () => {
  it('sends nothing while a field is wrong, and names it', async () => {
    const save = jest.fn(async () => undefined);
    renderForm(save);
    await userEvent.clear(screen.getByRole('textbox', { name: /^Ville/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findAllByText('Veuillez saisir la ville.')).not.toHaveLength(0);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the address cleaned, then says why it was refused', async () => {
    let refuse!: (e: unknown) => void;
    const save = jest.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    renderForm(save);
    const line = screen.getByRole('textbox', { name: /^Adresse/ });
    await userEvent.clear(line);
    await userEvent.type(line, '  2   rue Basse ');
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    expect(screen.getByRole('button', { name: 'Renvoi en cours…' })).toBeDisabled();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ ...ADDRESS, ligne1: '2 rue Basse' });
    refuse(new ApiError(409, 'HTTP 409', { kind: 'http', body: { message: 'Ce courrier a déjà été renvoyé.' } }));
    expect(await screen.findByText('Ce courrier a déjà été renvoyé.')).toBeInTheDocument();
    expect(screen.getByText("Le courrier n'a pas été renvoyé")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer' })).toBeEnabled();
  });
});
