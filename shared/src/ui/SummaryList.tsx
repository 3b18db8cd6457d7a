import type { ReactNode } from 'react';
import { classNames } from './classNames';

export interface SummaryListItem {
  /** Stable React key of the row. */
  key: string;
  term: ReactNode;
  description: ReactNode;
}

export interface SummaryListProps {
  items: SummaryListItem[];
  className?: string;
}

/** Term / description pairs (a <dl>): stacked on a small screen, two columns on a wider one. */
export function SummaryList({ items, className }: SummaryListProps) {
  return (
    <dl className={classNames('summary-list', className)}>
      {items.map((item) => (
        <div key={item.key} className="summary-list__row">
          <dt className="summary-list__term">{item.term}</dt>
          <dd className="summary-list__description">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
