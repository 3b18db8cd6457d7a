import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceList, type ChoiceListOption } from './ChoiceList';

const OPTIONS: ChoiceListOption[] = [
  { value: 'CB', label: 'Carte bancaire', description: 'Paiement immédiat et sécurisé.' },
  { value: 'PORTEFEUILLE', label: 'Portefeuille électronique', disabled: true, disabledReason: 'Solde insuffisant.' },
  { value: 'DIFFERE', label: 'Paiement différé' },
];

describe('ChoiceList', () => {
  it('groups radio buttons under the legend, named by their label only', () => {
    render(<ChoiceList legend="Moyen de paiement" name="moyen_paiement" value={null} onChange={jest.fn()} options={OPTIONS} />);
    const group = screen.getByRole('group', { name: 'Moyen de paiement' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    radios.forEach((radio) => {
      expect(radio).toHaveAttribute('name', 'moyen_paiement');
      expect(radio).not.toBeChecked();
    });
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toHaveAttribute('value', 'CB');
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(group).not.toHaveAttribute('aria-describedby');
  });

  it('links the description and the reason for a disabled option to the radio button', () => {
    render(<ChoiceList legend="Moyen de paiement" name="m" value={null} onChange={jest.fn()} options={OPTIONS} />);
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toHaveAccessibleDescription('Paiement immédiat et sécurisé.');
    const wallet = screen.getByRole('radio', { name: 'Portefeuille électronique' });
    expect(wallet).toBeDisabled();
    expect(wallet).toHaveAccessibleDescription('Solde insuffisant.');
    expect(screen.getByRole('radio', { name: 'Paiement différé' })).not.toHaveAttribute('aria-describedby');
  });

  it('does not show the reason of an enabled option', () => {
    render(
      <ChoiceList legend="Moyen" name="m" value={null} onChange={jest.fn()} options={[{ value: 'CB', label: 'Carte', disabledReason: 'Indisponible.' }]} />,
    );
    expect(screen.queryByText('Indisponible.')).not.toBeInTheDocument();
  });

  it('checks the option matching the value', () => {
    render(<ChoiceList legend="Moyen" name="m" value="DIFFERE" onChange={jest.fn()} options={OPTIONS} />);
    expect(screen.getByRole('radio', { name: 'Paiement différé' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).not.toBeChecked();
  });

  it('calls onChange with the value when an option or its tile is clicked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ChoiceList legend="Moyen" name="m" value={null} onChange={onChange} options={OPTIONS} />);
    await user.click(screen.getByRole('radio', { name: 'Paiement différé' }));
    expect(onChange).toHaveBeenLastCalledWith('DIFFERE');
    await user.click(screen.getByText('Paiement immédiat et sécurisé.'));
    expect(onChange).toHaveBeenLastCalledWith('CB');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does not let a disabled option be chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ChoiceList legend="Moyen" name="m" value={null} onChange={onChange} options={OPTIONS} />);
    await user.click(screen.getByRole('radio', { name: 'Portefeuille électronique' }));
    await user.click(screen.getByText('Solde insuffisant.'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Portefeuille électronique' })).not.toBeChecked();
  });

  it('moves between enabled options with the arrow keys when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>('CB');
      return <ChoiceList legend="Moyen" name="m" value={value} onChange={setValue} options={OPTIONS} />;
    }
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: 'Carte bancaire' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Paiement différé' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Portefeuille électronique' })).not.toBeChecked();
  });

  it('links the hint and the error to the group and marks it invalid', () => {
    render(
      <ChoiceList
        id="moyen_paiement"
        legend="Moyen de paiement"
        name="m"
        value={null}
        onChange={jest.fn()}
        options={OPTIONS}
        hint="Le paiement différé est réservé aux abonnés."
        error="Choisissez un moyen de paiement."
      />,
    );
    const group = screen.getByRole('group', { name: 'Moyen de paiement' });
    expect(group).toHaveAttribute('id', 'moyen_paiement');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Le paiement différé est réservé aux abonnés. Choisissez un moyen de paiement.');
    expect(screen.getByText('Choisissez un moyen de paiement.')).toHaveClass('choice-list__error');
  });
});
