import { render, screen, within } from '@testing-library/react';
import { StackedTable } from './StackedTable';

describe('StackedTable', () => {
  it('is a table named by its hidden caption, with a header per column and the rows it is given', () => {
    render(
      <StackedTable caption="Mes paiements" headers={['Paiement', 'Date']}>
        <tr>
          <th scope="row">Commande CMD1</th>
          <td data-label="Date">12/03/2026</td>
        </tr>
      </StackedTable>,
    );
    const table = screen.getByRole('table', { name: 'Mes paiements' });
    expect(table).toHaveClass('stacked-table');
    expect(table.parentElement).toHaveClass('table-wrap');
    expect(table.querySelector('caption')).toHaveClass('visually-hidden');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Paiement', 'Date']);
    expect(within(table).getByRole('rowheader', { name: 'Commande CMD1' })).toBeInTheDocument();
  });
});
