import { useCallback, useState } from 'react';
import type { ResourceState } from '@portail/shared';

/**
 * Local changes to loaded data (a row updated by an action), without loading it again: the data
 * with the changes made since it was loaded, and `edit` to make one. A new load drops them.
 */
export function useEditable<T>(resource: ResourceState<T>): { data: T | undefined; edit: (change: (data: T) => T) => void } {
  const loaded = resource.status === 'ready' ? resource.data : undefined;
  const [local, setLocal] = useState<{ from: T; data: T } | null>(null);
  const edit = useCallback(
    (change: (data: T) => T) => {
      if (loaded === undefined) return;
      setLocal((prev) => ({ from: loaded, data: change(prev && prev.from === loaded ? prev.data : loaded) }));
    },
    [loaded],
  );
  return { data: local && local.from === loaded ? local.data : loaded, edit };
}
