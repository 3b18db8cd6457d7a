import type { KyInstance } from 'ky';
import type * as z from 'zod/mini';
import type { QueryParams } from './query';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

/** Time after which a call fails with a timeout error. */
export const API_TIMEOUT_MS = 15_000;

export { toSearchParams, type QueryParams, type QueryValue } from './query';

type MaybePromise<T> = T | Promise<T>;

export interface ApiClientOptions {
  /** Base of every path; default "/api". */
  prefixUrl?: string;
  /** Current access token, or nothing for an anonymous call. */
  getAccessToken?: () => MaybePromise<string | null | undefined>;
  /**
   * Refreshes the session after a 401 (SPEC §7) and resolves to the new access token, or to null
   * when no refresh is possible (e.g. no refresh token). A rejection counts as null. Concurrent 401s
   * share a single refresh. It must not itself go through this client.
   */
  refresh?: () => Promise<string | null | undefined>;
  /** Default {@link API_TIMEOUT_MS}. */
  timeout?: number;
  /**
   * How many times an idempotent call (GET, PUT, DELETE…) is retried after a network error or a
   * 408, 413, 429, 500, 502, 503 or 504 response. Default 0. Unrelated to the retry after a refresh.
   */
  retry?: number;
  /**
   * The territory of the page's site, sent as {@link TERRITORY_HEADER} with every call (baskets,
   * orders and payments are the territory's); nothing, or null, sends no header.
   */
  territory?: () => string | null | undefined;
}

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  searchParams?: QueryParams;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (form data, URL-encoded form…); ignored when `json` is given. */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Aborting rejects with the AbortError itself, not an ApiError. */
  signal?: AbortSignal;
}

type Schema = z.core.$ZodType;

export interface ApiClient {
  /**
   * The underlying ky instance, with the bearer token, the refresh and the timeout, once ky has
   * downloaded; it throws ky's own errors. Paths must not start with "/".
   */
  http(): Promise<KyInstance>;
  /** Sends a request and validates the JSON response with `schema` (an empty body is `undefined`). */
  requestJson<S extends Schema>(schema: S, path: string, init?: ApiRequestInit): Promise<z.output<S>>;
  getJson<S extends Schema>(schema: S, path: string, searchParams?: QueryParams, init?: Omit<ApiRequestInit, 'method' | 'searchParams'>): Promise<z.output<S>>;
  postJson<S extends Schema>(schema: S, path: string, json?: unknown, init?: Omit<ApiRequestInit, 'method' | 'json'>): Promise<z.output<S>>;
  putJson<S extends Schema>(schema: S, path: string, json?: unknown, init?: Omit<ApiRequestInit, 'method' | 'json'>): Promise<z.output<S>>;
  patchJson<S extends Schema>(schema: S, path: string, json?: unknown, init?: Omit<ApiRequestInit, 'method' | 'json'>): Promise<z.output<S>>;
  /** DELETE, ignoring any response body. */
  delete(path: string, searchParams?: QueryParams, init?: Omit<ApiRequestInit, 'method' | 'searchParams'>): Promise<void>;
}

/**
 * The HTTP client of the API: adds `Authorization: Bearer <token>` when there is a token, and on a
 * 401 refreshes the session once and retries the call once with the new token (SPEC §7). Its
 * implementation and ky download with its first call (`kyClient.ts`), not with the page: a page
 * the server rendered with its answers makes none before the visitor acts. A download that fails
 * fails the call as the network's failure, and is asked again by the next call.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const settings = { ...options, prefixUrl: options.prefixUrl ?? '/api', timeout: options.timeout ?? API_TIMEOUT_MS, retry: options.retry ?? 0 };
  let loading: Promise<ApiClient> | null = null;
  const client = (path: string): Promise<ApiClient> => {
    loading ??= import('./kyClient').then(
      ({ createKyClient }) => createKyClient(settings),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading.catch((error: unknown) => {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { kind: 'network', url: path, cause: error });
    });
  };
  return {
    http: () => client('').then((c) => c.http()),
    requestJson: (schema, path, init) => client(path).then((c) => c.requestJson(schema, path, init)),
    getJson: (schema, path, searchParams, init) => client(path).then((c) => c.getJson(schema, path, searchParams, init)),
    postJson: (schema, path, json, init) => client(path).then((c) => c.postJson(schema, path, json, init)),
    putJson: (schema, path, json, init) => client(path).then((c) => c.putJson(schema, path, json, init)),
    patchJson: (schema, path, json, init) => client(path).then((c) => c.patchJson(schema, path, json, init)),
    delete: (path, searchParams, init) => client(path).then((c) => c.delete(path, searchParams, init)),
  };
}
