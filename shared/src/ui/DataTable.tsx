import { useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import { classNames } from './classNames';

export type SortDirection = 'ascending' | 'descending';

/** A value a column sorts by; null and undefined sort last, whatever the direction. */
export type SortValue = string | number | null | undefined;

export interface DataTableColumn<Row> {
  /** Stable key of the column (React key, sort state). */
  key: string;
  /** Column header. */
  header: string;
  /** Content of the column's cell for one row. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: the value a row sorts by. */
  sortValue?: (row: Row) => SortValue;
  /** Direction of the first sort on this column; default "ascending". */
  firstDirection?: SortDirection;
  /** The column's cells name their row (`<th scope="row">`); one column at most, usually the first. */
  rowHeader?: boolean;
  /** Figures: aligned at the end on wide screens. */
  numeric?: boolean;
  /** Short values that must not break across lines (dates, amounts, codes). */
  nowrap?: boolean;
  className?: string;
}

export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption). */
  caption: ReactNode;
  /** Keeps the caption for assistive technologies only (a heading already says it). */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Sort shown first; without it the rows keep their order until a header is pressed. */
  initialSort?: DataTableSort;
  /** Rows become blocks of "label: value" lines below 700 px (default true). */
  stacked?: boolean;
  /** Shown in a single row when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** The class attribute of a cell: undefined rather than empty. */
function cellClass(column: DataTableColumn<never>): string | undefined {
  return classNames(column.numeric && 'data-table__numeric', column.nowrap && 'data-table__nowrap', column.className) || undefined;
}

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in the order of `sort` (a stable sort; empty values last in both directions). */
export function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: DataTableSort | null): Row[] {
  const column = sort ? columns.find((c) => c.key === sort.key && c.sortValue) : undefined;
  if (!sort || !column?.sortValue) return rows.slice();
  const value = column.sortValue;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((x, y) => {
      const xEmpty = x.v === null || x.v === undefined || x.v === '';
      const yEmpty = y.v === null || y.v === undefined || y.v === '';
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
      return sign * compare(x.v, y.v) || x.index - y.index;
    })
    .map((x) => x.row);
}

/**
 * A data table: caption, column headers (a button in the header of a sortable column, `aria-sort`
 * on the sorted one), an optional row-header column, and rows that stack on small screens (the
 * `stacked-table` pattern: each cell carries its column's name in `data-label`).
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  initialSort,
  stacked = true,
  empty,
  className,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort ?? null);
  const shown = sortRows(rows, columns, sort);
  // With one row or none there is nothing to sort: no buttons to tab through.
  const sortable = rows.length > 1;

  const toggle = (column: DataTableColumn<Row>) => {
    setSort((current) =>
      current?.key === column.key
        ? { key: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key: column.key, direction: column.firstDirection ?? 'ascending' },
    );
  };

  return (
    <table className={classNames('data-table', stacked && 'stacked-table', className)}>
      <caption className={classNames('data-table__caption', captionHidden && 'visually-hidden')}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const sorted = sortable && sort?.key === column.key ? sort.direction : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                className={cellClass(column)}
                aria-sort={sorted}
              >
                {column.sortValue && sortable ? (
                  <button type="button" className="data-table__sort" onClick={() => toggle(column)}>
                    {column.header}
                    <Icon name={sorted === 'ascending' ? 'arrow-up' : sorted === 'descending' ? 'arrow-down' : 'sort'} size={16} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 && empty !== undefined && (
          <tr>
            <td colSpan={columns.length} className="data-table__empty">
              {empty}
            </td>
          </tr>
        )}
        {shown.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.key} scope="row" className={cellClass(column)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
