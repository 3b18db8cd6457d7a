// The body of a page about one thing of the customer's (an order, a notice, a subscription…): not
// found when it does not exist or belongs to no account of theirs, then loading, failed, or shown.
import { Alert, type ResourceState } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { Loaded, type LoadedProps } from './Loaded';

export interface OwnedResourceProps<T> extends LoadedProps<T> {
  /** The page's address names something that may exist and, once loaded, what it names is what was loaded. */
  valid: boolean;
  /** What the not-found alert says: its title, its sentence, and the list it leads back to. */
  missing: { title: string; text?: string; to: string; label: string };
}

/** Not found: the page's address names nothing valid, or the API answered 404 (missing, or another customer's). */
export function isMissing(valid: boolean, resource: ResourceState<unknown>): boolean {
  return !valid || resource.status === 'not-found';
}

export function OwnedResource<T>({ resource, valid, missing, ...loaded }: OwnedResourceProps<T>) {
  if (!isMissing(valid, resource)) return <Loaded resource={resource} {...loaded} />;
  return (
    <Alert tone="error" title={missing.title} headingLevel={2}>
      {missing.text && <p>{missing.text}</p>}
      <Link to={missing.to}>{missing.label}</Link>
    </Alert>
  );
}
