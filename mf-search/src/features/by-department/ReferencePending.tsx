import { PageFrame, type ResourceState } from '@portail/shared';
import { ListsPending } from '../../states';
import { BY_DEPARTMENT_PATH } from './paths';

/** A by-department page whose department or sector is not known yet: the lists are loading, or failed to. */
export function ReferencePending({ lists }: { lists: readonly ResourceState<unknown>[] }) {
  return (
    <PageFrame title="Recherche par département" breadcrumb={[{ label: 'Recherche par département', href: BY_DEPARTMENT_PATH }]}>
      <ListsPending lists={lists} rows={8} label="Chargement…" />
    </PageFrame>
  );
}
