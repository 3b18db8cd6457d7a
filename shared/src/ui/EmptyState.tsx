import type { ReactNode } from 'react';
import { classNames } from './classNames';

export interface EmptyStateProps {
  title: ReactNode;
  /** Explanation or suggestion under the title. */
  children?: ReactNode;
  /** A call to action, e.g. a link or a button. */
  action?: ReactNode;
  /** Level of the title heading, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or a page shows when it has nothing to show ("Aucun résultat"). */
export function EmptyState({ title, children, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames('empty-state', className)}>
      <Heading className="empty-state__title">{title}</Heading>
      {children !== undefined && <div className="empty-state__text">{children}</div>}
      {action !== undefined && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
