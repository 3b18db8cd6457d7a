import { startTransition, useCallback, useEffect, useState } from 'react';
import { isApiError, useServerAnswer } from '@portail/shared';

export type ApiState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `retryable`: the network or the server failed, so trying again may help; not for a refused request. */
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'ready'; data: T };

/**
 * What a failed call says and whether trying again may help: a request the API refused (4xx other
 * than 408 and 429) fails again the same way, and its message says what to change.
 */
export function describeError(error: unknown): { message: string; retryable: boolean } {
  if (!isApiError(error)) return { message: 'Le service est momentanément indisponible.', retryable: true };
  const refused = error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  const body = error.body as { message?: unknown } | null | undefined;
  const own = refused && typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : null;
  return { message: own ?? error.message, retryable: !refused };
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load), aborting the previous call; `retry`
 * runs it again. A page rendered on the server starts with the server's answer for `key` (its data,
 * or the error of a call the API did not find) and does not load it again; in a server render, the
 * call is started for the next render pass.
 */
export function useApi<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiState<T> & { retry: () => void } {
  const server = useServerAnswer(key, load);
  const [state, setState] = useState<ApiState<T>>(() => {
    if (key === null) return { status: 'idle' };
    if (!server.initial) return { status: 'loading' };
    // A call the API did not find, answered on the server: shown as the browser shows that error.
    return server.initial.error ? { status: 'error', ...describeError(server.initial.error) } : { status: 'ready', data: server.initial.data };
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
        startTransition(() => setState({ status: 'error', ...describeError(error) }));
      },
    );
    return () => controller.abort();
    // `load` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
