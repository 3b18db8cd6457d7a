import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

const QUESTION = 'Êtes-vous sûr de vouloir vous déconnecter?';

function Logout({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Se déconnecter
      </button>
      <ConfirmDialog
        open={open}
        message={QUESTION}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with the default French labels and focuses the cancel button', async () => {
    const user = userEvent.setup();
    render(<Logout onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Non, annuler' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Oui, continuer' })).toBeInTheDocument();
  });

  it('confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Logout onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await user.click(screen.getByRole('button', { name: 'Oui, continuer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels with the button or Escape, returning focus to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Logout onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Se déconnecter' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Non, annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses a separate title and describes the dialog with the message', () => {
    render(
      <ConfirmDialog
        open
        title="Suppression du compte"
        message="Cette action est définitive."
        confirmLabel="Supprimer"
        cancelLabel="Garder mon compte"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Suppression du compte' });
    expect(dialog).toHaveAccessibleDescription('Cette action est définitive.');
    expect(screen.getByRole('button', { name: 'Garder mon compte' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });
});
