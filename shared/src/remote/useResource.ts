import { startTransition, useCallback, useEffect, useState } from 'react';
import { isNotFoundError } from '../http/errors';
import { useServerAnswer } from './useServerAnswer';
import { holdAnswer, takeEarly, trackCall } from './earlyCalls';
import type { ResourceCall } from './resourceCall';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  /** `error`: the API's answer, whose message `describeError` gives. */
  | { status: 'not-found'; data?: undefined; error: Error }
  | { status: 'error'; data?: undefined; error: Error };

export type ResourceState<T> = Resource<T> & { retry: () => void };

/** A failed load: not found (HTTP 404), or an error. */
function failed<T>(error: unknown): Resource<T> {
  const e = error instanceof Error ? error : new Error(String(error));
  return isNotFoundError(error) ? { status: 'not-found', error: e } : { status: 'error', error: e };
}

/**
 * Loads the answer of `call` for a page or a section. Its key, derived from its API path and query,
 * identifies what is loaded: a call with a new key starts a new load (and cancels the previous one).
 * A null call loads nothing. A page rendered on the server starts with the answer its loader
 * gathered for the key, found or not found, and does not load it again; a call the page's loader
 * started in the browser is taken, not made again. A failure's French message, and whether a retry
 * may help, come from `describeError(state.error)`; `retry` asks again.
 */
export function useResource<T>(call: ResourceCall<T> | null): ResourceState<T> {
  const key = call === null ? null : call.key;
  const load = call?.load;
  const [attempt, setAttempt] = useState(0);
  const server = useServerAnswer<T>(key);
  const [state, setState] = useState<{ key: string | null; attempt: number; resource: Resource<T> }>(() => ({
    key,
    attempt,
    resource: server.initial ? (server.initial.error ? failed(server.initial.error) : { status: 'ready', data: server.initial.data }) : { status: 'loading' },
  }));

  useEffect(() => {
    if (key === null || load === undefined) return;
    if (server.alreadyLoaded(key, attempt)) return;
    const controller = new AbortController();
    setState({ key, attempt, resource: { status: 'loading' } });
    // A retry asks again; a first load takes the call the page's loader started, if any.
    const answer = (attempt === 0 ? takeEarly<T>(key) : null) ?? trackCall(key, load(controller.signal));
    answer.then(
      (data) => {
        // A transition: React renders the section in slices and keeps the page responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ key, attempt, resource: { status: 'ready', data } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        startTransition(() => setState({ key, attempt, resource: failed(error) }));
      },
    );
    return () => controller.abort();
    // A call's load depends on its key only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  // The answer on screen is held: a loader running again for this page goes on with it.
  const shown = state.key === key && state.attempt === attempt && state.resource.status === 'ready' ? state.resource : null;
  useEffect(() => (key !== null && shown ? holdAnswer(key, shown.data) : undefined), [key, shown]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // Until the effect has run for a new key, what we hold belongs to the previous key: show loading.
  const resource: Resource<T> = state.key === key && state.attempt === attempt ? state.resource : { status: 'loading' };
  return { ...resource, retry } as ResourceState<T>;
}
