import { render, screen } from '@testing-library/react';
import { FieldGrid } from './FieldGrid';
import { FormField } from './FormField';

describe('FieldGrid', () => {
  it('names a group of fields by its legend, with the fields in its grid and the actions after them', () => {
    render(
      <FieldGrid legend="Entreprise" actions={<button type="submit">Rechercher</button>}>
        <FormField label="Dénomination" />
        <FormField label="SIREN" />
      </FieldGrid>,
    );
    const group = screen.getByRole('group', { name: 'Entreprise' });
    const grid = group.querySelector('.field-grid__items')!;
    expect(grid.children).toHaveLength(2);
    expect(screen.getByLabelText('Dénomination').closest('.field-grid__items')).toBe(grid);
    expect(screen.getByRole('button', { name: 'Rechercher' }).closest('.field-grid__actions')).not.toBeNull();
  });

  it('is a plain block without a legend, with the column width asked for', () => {
    const { container } = render(
      <FieldGrid columns="narrow">
        <FormField label="Du" type="date" />
      </FieldGrid>,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.firstElementChild).toHaveClass('field-grid', 'field-grid--narrow');
  });
});
