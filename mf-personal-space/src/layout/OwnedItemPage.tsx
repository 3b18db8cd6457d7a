// A personal-space page about one thing of the customer's, named by its address: its frame, a
// title that follows what was found, and the body of OwnedResource.
import type { ReactNode } from 'react';
import { isMissing, OwnedResource, type OwnedResourceProps } from './OwnedResource';
import { PersonalSpacePage, type PersonalSpacePageProps } from './PersonalSpacePage';

export interface OwnedItemPageProps<T> extends OwnedResourceProps<T>, Omit<PersonalSpacePageProps, 'title' | 'children'> {
  /** The page's title: once not found, once loaded (from what was loaded), and meanwhile. */
  titles: { missing: string; ready: (data: T) => string; pending: string };
  children: (data: T) => ReactNode;
}

export function OwnedItemPage<T>({ titles, trail, crumb, description, heading, resource, valid, missing, loadingLabel, failedTitle, children }: OwnedItemPageProps<T>) {
  const title = isMissing(valid, resource) ? titles.missing : resource.status === 'ready' ? titles.ready(resource.data) : titles.pending;
  return (
    <PersonalSpacePage title={title} heading={heading} trail={trail} crumb={crumb} description={description}>
      <OwnedResource resource={resource} valid={valid} missing={missing} loadingLabel={loadingLabel} failedTitle={failedTitle}>
        {children}
      </OwnedResource>
    </PersonalSpacePage>
  );
}
