import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyDialog } from './LazyDialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filtrer
      </button>
      <LazyDialog open={open} title="Filtrer les entreprises" onClose={() => setOpen(false)}>
        <label>
          Département <input />
        </label>
      </LazyDialog>
    </>
  );
}

describe('LazyDialog', () => {
  it('renders nothing until it first opens, then the dialog with the focus inside, given back on closing', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('Département')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Filtrer' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filtrer les entreprises' });
    expect(screen.getByLabelText('Département')).toHaveFocus();
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Filtrer les entreprises' })).toBeInTheDocument();
  });
});
