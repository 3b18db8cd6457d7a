import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('submits its form from the "Enregistrer" button and closes on "Annuler"', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClose = jest.fn();
    render(
      <FormDialog title="Renommer le groupe" busy={false} onClose={onClose} onSubmit={onSubmit} after={<p>Refusé.</p>}>
        <label>
          Nom <input name="nom" />
        </label>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Renommer le groupe' });
    expect(dialog).toContainElement(screen.getByText('Refusé.'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while busy, disables its buttons, says so and cannot be dismissed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <FormDialog title="Créer" busy onClose={onClose} onSubmit={() => undefined} submitLabel="Créer" busyLabel="Création…">
        <input aria-label="Nom" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Création…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
