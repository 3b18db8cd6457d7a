import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './FormField';
import { maxLengthMessage } from '../format/validation';

describe('FormField', () => {
  it('labels a default input and passes input props through', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<FormField label="Dénomination" name="denomination" onChange={onChange} className="wide" />);
    const input = screen.getByRole('textbox', { name: 'Dénomination' });
    expect(input).toHaveAttribute('name', 'denomination');
    expect(input).toHaveClass('wide');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, 'ACME');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('links hint and error through aria-describedby and marks the input invalid', () => {
    render(<FormField label="Code postal" hint="5 chiffres" error={maxLengthMessage(5)} />);
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`5 chiffres ${maxLengthMessage(5)}`);
    expect(screen.getByText(maxLengthMessage(5))).toHaveClass('form-field__error');
  });

  it('keeps an existing aria-describedby', () => {
    render(
      <>
        <p id="extra">Visible sur les factures.</p>
        <FormField label="Libellé" aria-describedby="extra" hint="Facultatif" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Libellé' })).toHaveAccessibleDescription('Visible sur les factures. Facultatif');
  });

  it('shows a required marker hidden from assistive technologies', () => {
    render(<FormField label="Nom" required />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('treats an empty error as no error', () => {
    render(<FormField label="Ville" error="" />);
    expect(screen.getByRole('textbox', { name: 'Ville' })).not.toHaveAttribute('aria-invalid');
  });

  it('wires a custom control element, keeping its id', () => {
    render(
      <FormField label="Mois de naissance" error="Mois invalide" required>
        <select id="mois" aria-describedby="own">
          <option value="1">Janvier</option>
        </select>
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Mois de naissance' });
    expect(select).toHaveAttribute('id', 'mois');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select.getAttribute('aria-describedby')).toBe('own mois-error');
  });

  it('passes the attributes to a render function', () => {
    render(
      <FormField label="Message" hint="500 caractères au plus">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('500 caractères au plus');
  });
});
