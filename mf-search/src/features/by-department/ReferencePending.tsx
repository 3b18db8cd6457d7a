import { PageFrame, type ResourceState } from '@portail/shared';
import { AREA_WORDING, useTerritory } from '../../reference/lists';
import { ListsPending } from '../../states';
import { BY_DEPARTMENT_PATH } from './paths';

/** A list page whose place or sector is not known yet: the lists are loading, or failed to. */
export function ReferencePending({ lists }: { lists: readonly ResourceState<unknown>[] }) {
  const { browse } = AREA_WORDING[useTerritory()];
  return (
    <PageFrame title={browse} breadcrumb={[{ label: browse, href: BY_DEPARTMENT_PATH }]}>
      <ListsPending lists={lists} rows={8} label="Chargement…" />
    </PageFrame>
  );
}
