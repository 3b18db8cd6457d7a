import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, sortRows, type DataTableColumn } from './DataTable';

interface Person {
  id: number;
  name: string;
  since: string | null;
  share: number | null;
}

const people: Person[] = [
  { id: 1, name: 'Élise Martin', since: '2010-05-01', share: 12.5 },
  { id: 2, name: 'arnaud Dupont', since: null, share: 72.5 },
  { id: 3, name: 'Zoé Bernard', since: '2001-01-15', share: null },
];

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Nom', cell: (p) => p.name, sortValue: (p) => p.name, rowHeader: true },
  { key: 'since', header: 'Depuis le', cell: (p) => p.since ?? '—', sortValue: (p) => p.since, firstDirection: 'descending' },
  { key: 'share', header: 'Capital détenu', cell: (p) => (p.share === null ? '—' : `${p.share} %`), numeric: true, nowrap: true },
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('DataTable', () => {
  it('renders a captioned table with column headers, a row-header column and labelled cells', () => {
    render(<DataTable caption="Dirigeants" columns={columns} rows={people} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Dirigeants' });
    expect(table).toHaveClass('data-table', 'stacked-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nom', 'Depuis le', 'Capital détenu']);
    expect(names()).toEqual(['Élise Martin', 'arnaud Dupont', 'Zoé Bernard']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual(['Depuis le', 'Capital détenu']);
    expect(within(firstRow).getByRole('rowheader')).not.toHaveAttribute('data-label');
    expect(within(firstRow).getAllByRole('cell')[1]).toHaveClass('data-table__numeric');
    expect(within(firstRow).getAllByRole('cell')[1]).toHaveClass('data-table__nowrap');
    expect(within(firstRow).getAllByRole('cell')[0]).not.toHaveClass('data-table__nowrap');
  });

  it('sorts by a column from its header button, toggling the direction, with aria-sort on the sorted column only', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Dirigeants" columns={columns} rows={people} rowKey={(p) => p.id} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Nom' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    // Only sortable columns get a button.
    expect(within(screen.getByRole('columnheader', { name: 'Capital détenu' })).queryByRole('button')).toBeNull();

    await user.click(within(nameHeader).getByRole('button', { name: 'Nom' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    // French collation: case and accents do not split the alphabet.
    expect(names()).toEqual(['arnaud Dupont', 'Élise Martin', 'Zoé Bernard']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Nom' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Zoé Bernard', 'Élise Martin', 'arnaud Dupont']);

    // Another column: its first direction, empty values last; the previous column loses aria-sort.
    const sinceHeader = screen.getByRole('columnheader', { name: 'Depuis le' });
    await user.click(within(sinceHeader).getByRole('button'));
    expect(sinceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Élise Martin', 'Zoé Bernard', 'arnaud Dupont']);
  });

  it('starts from the initial sort and can be left unstacked', () => {
    render(
      <DataTable
        caption="Exercices"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        initialSort={{ key: 'since', direction: 'ascending' }}
        stacked={false}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Depuis le' })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Zoé Bernard', 'Élise Martin', 'arnaud Dupont']);
    expect(screen.getByRole('table')).not.toHaveClass('stacked-table');
  });

  it('shows the empty message in one row spanning every column, and can hide its caption visually', () => {
    render(<DataTable caption="Dirigeants" captionHidden columns={columns} rows={[]} rowKey={(p) => p.id} empty="Aucun dirigeant." />);
    const cell = screen.getByRole('cell', { name: 'Aucun dirigeant.' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.getByText('Dirigeants')).toHaveClass('visually-hidden');
  });

  it('offers no sort button when there is one row or none', () => {
    render(<DataTable caption="Dirigeants" columns={columns} rows={people.slice(0, 1)} rowKey={(p) => p.id} initialSort={{ key: 'name', direction: 'ascending' }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Nom' })).not.toHaveAttribute('aria-sort');
  });
});

describe('sortRows', () => {
  it('keeps the order without a sort and sorts numbers as numbers', () => {
    const rows = [{ n: 10 }, { n: 9 }, { n: 100 }];
    const cols: DataTableColumn<{ n: number }>[] = [{ key: 'n', header: 'N', cell: (r) => r.n, sortValue: (r) => r.n }];
    expect(sortRows(rows, cols, null)).toEqual(rows);
    expect(sortRows(rows, cols, { key: 'n', direction: 'ascending' }).map((r) => r.n)).toEqual([9, 10, 100]);
    expect(sortRows(rows, cols, { key: 'missing', direction: 'ascending' })).toEqual(rows);
  });
});
