import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, type FieldError } from './ErrorSummary';

function Form({ errors }: { errors: FieldError[] }) {
  return (
    <>
      <button type="button">Avant</button>
      <ErrorSummary errors={errors} />
      <label htmlFor="libelle">Libellé</label>
      <input id="libelle" />
      <label htmlFor="ville">Ville</label>
      <input id="ville" />
      <fieldset id="moyen">
        <legend>Moyen de paiement</legend>
        <label>
          <input type="radio" name="moyen" value="CB" disabled /> Carte
        </label>
        <label>
          <input type="radio" name="moyen" value="DIFFERE" /> Différé
        </label>
      </fieldset>
    </>
  );
}

const ERRORS: FieldError[] = [
  { fieldId: 'libelle', message: 'Indiquez le libellé de facturation.' },
  { fieldId: 'ville', message: 'Indiquez la ville.' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the errors under a level 2 heading, as links to the fields', () => {
    render(<ErrorSummary errors={ERRORS} />);
    const summary = screen.getByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(summary).toHaveClass('error-summary');
    expect(screen.getByRole('heading', { level: 2, name: 'Le formulaire contient des erreurs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indiquez le libellé de facturation.' })).toHaveAttribute('href', '#libelle');
    expect(screen.getByRole('link', { name: 'Indiquez la ville.' })).toHaveAttribute('href', '#ville');
  });

  it('accepts another title', () => {
    render(<ErrorSummary errors={ERRORS} title="Vérifiez vos coordonnées" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vérifiez vos coordonnées' })).toBeInTheDocument();
  });

  it('moves focus to the summary when errors appear, and again when they change', () => {
    const { rerender } = render(<Form errors={[]} />);
    screen.getByRole('button', { name: 'Avant' }).focus();

    rerender(<Form errors={ERRORS} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();

    screen.getByRole('textbox', { name: 'Ville' }).focus();
    rerender(<Form errors={[...ERRORS]} />);
    // Same messages: the focus stays where the user put it.
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveFocus();

    rerender(<Form errors={[ERRORS[1]!]} />);
    expect(screen.getByRole('alert')).toHaveFocus();

    rerender(<Form errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('focuses the field when its link is followed, without changing the URL hash', async () => {
    const user = userEvent.setup();
    render(<Form errors={ERRORS} />);
    await user.click(screen.getByRole('link', { name: 'Indiquez la ville.' }));
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('focuses the first enabled control of a group', async () => {
    const user = userEvent.setup();
    render(<Form errors={[{ fieldId: 'moyen', message: 'Choisissez un moyen de paiement.' }]} />);
    await user.click(screen.getByRole('link', { name: 'Choisissez un moyen de paiement.' }));
    expect(screen.getByRole('radio', { name: 'Différé' })).toHaveFocus();
  });
});
