// The body of a page about one thing of the customer's (an order, a notice, a subscription…): not
// found when it does not exist or belongs to no account of theirs, then loading, failed, or shown.
import type { ReactNode } from 'react';
import { Alert, LoadFailed, Loading, type ResourceState } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';

export interface OwnedResourceProps<T> {
  resource: ResourceState<T>;
  /** The page's address names something that may exist and, once loaded, what it names is what was loaded. */
  valid: boolean;
  /** What the not-found alert says: its title, its sentence, and the list it leads back to. */
  missing: { title: string; text?: string; to: string; label: string };
  loadingLabel: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}

/** Not found: the page's address names nothing valid, or the API answered 404 (missing, or another customer's). */
export function isMissing(valid: boolean, resource: ResourceState<unknown>): boolean {
  return !valid || resource.status === 'not-found';
}

export function OwnedResource<T>({ resource, valid, missing, loadingLabel, failedTitle, children }: OwnedResourceProps<T>) {
  const notFound = isMissing(valid, resource);
  return (
    <>
      {notFound && (
        <Alert tone="error" title={missing.title} headingLevel={2}>
          {missing.text && <p>{missing.text}</p>}
          <Link to={missing.to}>{missing.label}</Link>
        </Alert>
      )}
      {!notFound && resource.status === 'loading' && <Loading label={loadingLabel} />}
      {resource.status === 'error' && <LoadFailed title={failedTitle} error={resource.error} onRetry={resource.retry} headingLevel={2} />}
      {!notFound && resource.status === 'ready' && children(resource.data)}
    </>
  );
}
