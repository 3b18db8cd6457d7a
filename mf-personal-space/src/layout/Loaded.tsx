// The body of a page, or part of one, over one resource: loading, failed (a 404 too, where nothing
// the customer asked for by address can be missing), or shown.
import type { ReactNode } from 'react';
import { LoadFailed, Loading, type ResourceState } from '@portail/shared';

export interface LoadedProps<T> {
  resource: ResourceState<T>;
  loadingLabel: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ resource, loadingLabel, failedTitle, children }: LoadedProps<T>) {
  if (resource.status === 'loading') return <Loading label={loadingLabel} />;
  if (resource.status === 'ready') return <>{children(resource.data)}</>;
  return <LoadFailed title={failedTitle} error={resource.error} onRetry={resource.retry} headingLevel={2} />;
}
