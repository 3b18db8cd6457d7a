import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'ACTIVE', label: 'En cours' },
  { value: 'TERMINEE', label: 'Terminée' },
];

describe('SelectField', () => {
  it('is a drop-down list named by its label, with the empty option first, and says which value is chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SelectField label="État" value="" onChange={onChange} options={OPTIONS} emptyOption="Tous les états" hint="Filtre" />);
    const select = screen.getByRole('combobox', { name: 'État' });
    expect(select).toHaveAccessibleDescription('Filtre');
    expect(Array.from(select.querySelectorAll('option')).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Tous les états'],
      ['ACTIVE', 'En cours'],
      ['TERMINEE', 'Terminée'],
    ]);
    await user.selectOptions(select, 'TERMINEE');
    expect(onChange).toHaveBeenCalledWith('TERMINEE');
  });

  it('marks the list invalid and required as a form field does', () => {
    render(<SelectField label="Sujet" value="" onChange={() => undefined} options={OPTIONS} error="Choisissez un sujet." required />);
    const select = screen.getByRole('combobox', { name: /Sujet/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Choisissez un sujet.');
  });
});
