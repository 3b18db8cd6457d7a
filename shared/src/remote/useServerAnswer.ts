import { useRef, useState } from 'react';
import { serverAnswer, type ServerAnswerOf } from './serverData';

export interface ServerAnswer<T> {
  /**
   * The answer the page started with for its first key, or null: its data, or the not-found error
   * the API answered with, which the hook shows as it shows that error in the browser.
   */
  initial: ServerAnswerOf<T> | null;
  /** True, once, for the effect run that would load what `initial` already holds. */
  alreadyLoaded: (key: string | null, attempt: number) => boolean;
}

/**
 * The server side of a data hook: in a server render, and in the browser while the page hydrates,
 * the hook starts from the answer the page's loader gathered for `key` (its data or its not-found
 * error) and skips its first load. Data hooks call it before building their own state from `initial`.
 */
export function useServerAnswer<T>(key: string | null): ServerAnswer<T> {
  const [initial] = useState<ServerAnswerOf<T> | null>(() => (key === null ? null : serverAnswer<T>(key)));
  const answered = useRef(initial ? key : null);
  const alreadyLoaded = (current: string | null, attempt: number) => {
    if (answered.current === null) return false;
    const same = answered.current === current && attempt === 0;
    answered.current = null;
    return same;
  };
  return { initial, alreadyLoaded };
}
