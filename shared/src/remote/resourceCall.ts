// One API call of a page, named once: the page's data needs (`dataNeeds`, pageRoutes.tsx) give it
// to the page's loader, which starts it (on the server to render with its answer, in the browser to
// start it before the page renders), and to the page's component, whose data hook reads it under
// the same key. The key is derived from the call's API path and query, never written by hand.
import type * as z from 'zod/mini';
import { authApi } from '../auth/apiClient';
import { toSearchParams, type QueryParams } from '../http/query';

export interface ResourceCall<T> {
  /** What is loaded: the key of its answer in the page's answers (`entreprises/12`). */
  key: string;
  /** Makes the call; `signal` aborts it. */
  load: (signal: AbortSignal) => Promise<T>;
}

/**
 * The key of the answer of a GET of `path` with `query`: the path, then the query's parameters in
 * name order, the empty ones left out as the API client leaves them out ("entreprises?etat=ACTIF&limit=20").
 * Two calls asking the API the same thing share one key, whoever builds them.
 */
export function callKey(path: string, query?: QueryParams): string {
  const search = toSearchParams(query);
  search.sort();
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A GET of the API, its answer parsed with `schema`, keyed by its path and query. */
export function apiCall<S extends z.core.$ZodType>(schema: S, path: string, query?: QueryParams): ResourceCall<z.output<S>> {
  return { key: callKey(path, query), load: (signal) => authApi().getJson(schema, path, query, { signal }) };
}

/**
 * A call that asks the API for `path` and `query` but makes its request, or reads its answer, its
 * own way (`load`): keyed like `apiCall`.
 */
export function keyedCall<T>(path: string, query: QueryParams | undefined, load: (signal: AbortSignal) => Promise<T>): ResourceCall<T> {
  return { key: callKey(path, query), load };
}

/**
 * `call`, keyed apart for what its answer depends on that its request does not say: the customer
 * account a session acts for (the API knows it from the session), or the version of data the
 * visitor has just changed, asked again.
 */
export function scopedCall<T>(call: ResourceCall<T>, scope: string | number): ResourceCall<T> {
  return { key: `${call.key}#${scope}`, load: call.load };
}
