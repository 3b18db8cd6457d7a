import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps> & { withFields?: boolean }) {
  const { withFields = true, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <button type="button">Après</button>
      <Dialog
        open={open}
        title="Modifier le libellé"
        onClose={() => setOpen(false)}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Enregistrer
          </button>
        }
        {...rest}
      >
        {withFields && (
          <>
            <label htmlFor="f1">Libellé</label>
            <input id="f1" />
            <input aria-label="Désactivé" disabled />
          </>
        )}
      </Dialog>
    </div>
  );
}

async function openDialog(props: Partial<DialogProps> & { withFields?: boolean } = {}) {
  const user = userEvent.setup();
  const result = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return { user, ...result };
}

describe('Dialog', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a labelled modal dialog rendered into document.body', async () => {
    const { container } = await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Modifier le libellé' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('renders nothing when closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to the first field on open, not to the close button', async () => {
    await openDialog();
    expect(screen.getByLabelText('Libellé')).toHaveFocus();
  });

  it('focuses the element given by initialFocusRef', async () => {
    function WithInitialFocus() {
      const target = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open title="Titre" onClose={() => undefined} initialFocusRef={target}>
          <input aria-label="Champ" />
          <button type="button" ref={target}>
            Cible
          </button>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Cible' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const field = screen.getByLabelText('Libellé');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    const close = screen.getByRole('button', { name: 'Fermer' });

    expect(field).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('keeps focus on the dialog when it holds nothing focusable', async () => {
    const { user } = await openDialog({ withFields: false, actions: undefined, dismissible: false });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('returns focus to the opener when closed from an action', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('closes with the close button and on a backdrop click', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByLabelText('Libellé'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape, the backdrop and has no close button when not dismissible', async () => {
    const { user } = await openDialog({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes only the innermost of nested dialogs on Escape', async () => {
    const onOuterClose = jest.fn();
    const onInnerClose = jest.fn();
    const user = userEvent.setup();
    render(
      <Dialog open title="Extérieur" onClose={onOuterClose}>
        <Dialog open title="Intérieur" onClose={onInnerClose}>
          <button type="button">OK</button>
        </Dialog>
      </Dialog>,
    );
    screen.getByRole('button', { name: 'OK' }).focus();
    await user.keyboard('{Escape}');
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
  });
});
