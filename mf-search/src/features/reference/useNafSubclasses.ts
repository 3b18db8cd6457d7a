import { useEffect, useState } from 'react';
import type { NafEntry } from './nafDivisions';

let cache: readonly NafEntry[] | null = null;

export type NafSubclassesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: readonly NafEntry[] };

/** The 732 NAF sub-classes, loaded in their own chunk the first time a page needs them. */
export function useNafSubclasses(): NafSubclassesState {
  const [state, setState] = useState<NafSubclassesState>(cache ? { status: 'ready', list: cache } : { status: 'loading' });
  useEffect(() => {
    if (cache) return;
    let live = true;
    import('./nafSubclasses').then(
      (m) => {
        cache = m.NAF_SUBCLASSES;
        if (live) setState({ status: 'ready', list: m.NAF_SUBCLASSES });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** "4711F", "47.11f" -> "47.11F"; null when it is not shaped like a NAF sub-class. */
export function normaliseNafCode(raw: string): string | null {
  const m = /^(\d{2})\.?(\d{2})([a-zA-Z])$/.exec(raw.trim());
  return m ? `${m[1]}.${m[2]}${m[3]!.toUpperCase()}` : null;
}
