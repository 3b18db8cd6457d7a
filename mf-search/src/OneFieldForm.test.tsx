import { fireEvent, render, screen } from '@testing-library/react';
import { OneFieldForm } from './OneFieldForm';

describe('OneFieldForm', () => {
  it('sends what is typed, shows the reason of a refusal under the field, and clears it once accepted', () => {
    const sent: string[] = [];
    const onSend = (value: string) => {
      sent.push(value);
      return value.trim().length < 2 ? 'Minimum 2 caractères requis.' : undefined;
    };
    render(<OneFieldForm name="Rechercher un greffe" role="search" field={{ label: 'Ville', name: 'q', hint: 'Ou un code postal.' }} submitLabel="Rechercher" initial="P" onSend={onSend} />);
    const form = screen.getByRole('search', { name: 'Rechercher un greffe' });
    const field = screen.getByRole('textbox', { name: 'Ville' });
    expect(field).toHaveValue('P');
    expect(field).toHaveAccessibleDescription('Ou un code postal.');

    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Minimum 2 caractères requis.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: 'Paris' } });
    fireEvent.submit(form);
    expect(sent).toEqual(['P', 'Paris']);
    expect(screen.queryByText('Minimum 2 caractères requis.')).toBeNull();
  });
});
