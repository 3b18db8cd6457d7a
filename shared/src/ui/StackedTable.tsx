import type { ReactNode } from 'react';

export interface StackedTableProps {
  /** Names the table for assistive technologies (a caption kept out of sight: a heading says it). */
  caption: ReactNode;
  /** The column headers, in order; each row's `<td>` repeats its column's in `data-label`. */
  headers: readonly string[];
  /** The rows: `<tr>`s of a `<th scope="row">` then `<td data-label="…">` cells. */
  children: ReactNode;
}

/**
 * A table whose rows become blocks of "label: value" lines on a small screen (the `stacked-table`
 * pattern of the kit's stylesheet), in a `table-wrap`; the caller writes the rows.
 */
export function StackedTable({ caption, headers, children }: StackedTableProps) {
  return (
    <div className="table-wrap">
      <table className="stacked-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
