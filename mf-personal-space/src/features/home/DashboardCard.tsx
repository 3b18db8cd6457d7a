import type { ReactNode } from 'react';
import { Card, LoadFailed, Skeleton, type ResourceState } from '@portail/shared';

export interface DashboardCardProps<T> {
  title: string;
  /** Spans two columns of the dashboard. */
  wide?: boolean;
  /** The link to the page the card sums up. */
  footer: ReactNode;
  /** What the card shows, as it loads. */
  resource: ResourceState<T>;
  /** The placeholder while loading: its number of lines and what it says. */
  loading: { lines: number; label: string };
  /** Says the load failed, with a retry. */
  failedTitle: string;
  /** The card's content once loaded. */
  children: (data: T) => ReactNode;
}

/** A card of the personal-space dashboard over one API resource: a placeholder while it loads, the failure with a retry, then its content. */
export function DashboardCard<T>({ title, wide = false, footer, resource, loading, failedTitle, children }: DashboardCardProps<T>) {
  return (
    <Card title={title} className={wide ? 'dashboard__card dashboard__card--wide' : 'dashboard__card'} footer={footer}>
      {resource.status === 'loading' && <Skeleton lines={loading.lines} label={loading.label} />}
      {(resource.status === 'error' || resource.status === 'not-found') && <LoadFailed title={failedTitle} error={resource.error} onRetry={resource.retry} />}
      {resource.status === 'ready' && children(resource.data)}
    </Card>
  );
}

/** A line of a dashboard card's list: what it is and its detail, then, at the end, its state. */
export function DashboardItem({ title, detail, side }: { title: ReactNode; detail: ReactNode; side: ReactNode }) {
  return (
    <li className="dashboard__order">
      <span className="dashboard__order-main">
        {title}
        <span className="dashboard__muted">{detail}</span>
      </span>
      <span className="dashboard__order-side">{side}</span>
    </li>
  );
}
