import type { ReactNode } from 'react';
import { classNames } from './classNames';

export interface PageLayoutProps {
  children: ReactNode;
  /** The side column: navigation, filters, order panel. Without it the page has one column. */
  aside?: ReactNode;
  /** Side of the column on wide screens; on small screens it comes first ("start") or last ("end"). Default "end". */
  asidePosition?: 'start' | 'end';
  /** Names the column as a complementary landmark; without it the column is a plain block (for a column holding its own nav). */
  asideLabel?: string;
  /** The column stays in view while the main column scrolls (wide screens only). */
  stickyAside?: boolean;
  className?: string;
}

/**
 * A page's body: one main column and an optional side column, side by side from 1000 px and
 * stacked below. The column is 18rem wide (20rem at 1440 px and up).
 */
export function PageLayout({ children, aside, asidePosition = 'end', asideLabel, stickyAside = false, className }: PageLayoutProps) {
  if (aside === undefined || aside === null || aside === false) {
    return <div className={classNames('page-layout', className)}>{<div className="page-layout__main">{children}</div>}</div>;
  }
  const Side = asideLabel ? 'aside' : 'div';
  return (
    <div className={classNames('page-layout', `page-layout--aside-${asidePosition}`, stickyAside && 'page-layout--sticky', className)}>
      <div className="page-layout__main">{children}</div>
      <Side className="page-layout__aside" aria-label={asideLabel}>
        <div className="page-layout__aside-inner">{aside}</div>
      </Side>
    </div>
  );
}
