import { startTransition, useCallback, useEffect, useState } from 'react';
import { isApiError, useServerAnswer } from '@portail/shared';

export type ApiState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/**
 * Runs `load` whenever `key` changes (null: nothing to load), aborting the previous call; `retry`
 * runs it again. A page rendered on the server starts with the server's answer for `key` and does
 * not load it again; in a server render, the call is started for the next render pass.
 */
export function useApi<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiState<T> & { retry: () => void } {
  const server = useServerAnswer(key, load);
  const [state, setState] = useState<ApiState<T>>(() => {
    if (key === null) return { status: 'idle' };
    return server.initial ? { status: 'ready', data: server.initial.data } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    if (server.alreadyLoaded(key, attempt)) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        // A transition: React renders the results in slices and keeps the page responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = isApiError(error) ? error.message : 'Le service est momentanément indisponible.';
        startTransition(() => setState({ status: 'error', message }));
      },
    );
    return () => controller.abort();
    // `load` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
