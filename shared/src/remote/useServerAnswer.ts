import { useRef, useState } from 'react';
import { requestOnServer, serverAnswer, type ServerAnswerOf } from './serverData';

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
 * The server side of a data hook: on a server-rendered page the hook starts from the server's
 * answer for `key` (its data or its not-found error) and skips its first load; in a server render,
 * `load` is started for the next render pass. Data hooks call it before building their own state from `initial`.
 */
export function useServerAnswer<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ServerAnswer<T> {
  const [initial] = useState<ServerAnswerOf<T> | null>(() => {
    if (key === null) return null;
    const answer = serverAnswer<T>(key);
    if (!answer) requestOnServer(key, load);
    return answer;
  });
  const answered = useRef(initial ? key : null);
  const alreadyLoaded = (current: string | null, attempt: number) => {
    if (answered.current === null) return false;
    const same = answered.current === current && attempt === 0;
    answered.current = null;
    return same;
  };
  return { initial, alreadyLoaded };
}
