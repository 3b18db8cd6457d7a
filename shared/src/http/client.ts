import type { KyInstance, KyRequest } from 'ky';
import * as z from 'zod/mini';
import '../zod';
import { GENERIC_ERROR_MESSAGE } from '../format/validation';
import { toSearchParams, type QueryParams } from './query';
import { ApiError, NETWORK_ERROR_MESSAGE, NotFoundError, TIMEOUT_ERROR_MESSAGE, apiErrorMessage, isApiError } from './errors';
import { TERRITORY_HEADER } from './territory';

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

type Ky = typeof import('ky');
let kyLoading: Promise<Ky> | null = null;

/**
 * ky, downloaded with the first call rather than with the page: a page the server rendered with
 * its answers makes no call before the visitor acts, and does not wait for it. A download that
 * failed is asked again by the next call.
 */
function loadKy(): Promise<Ky> {
  kyLoading ??= import('ky').catch((error: unknown) => {
    kyLoading = null;
    throw error;
  });
  return kyLoading;
}

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

function bearer(token: string): string {
  return `Bearer ${token}`;
}

// Compared by name: errors raised by fetch may come from another realm, where instanceof fails.
function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : undefined;
}

function isAbortError(error: unknown): boolean {
  return errorName(error) === 'AbortError';
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return undefined;
  }
}

/**
 * Turns whatever ky threw into an ApiError; an abort by the caller goes through unchanged. ky is
 * there when it threw; when it is not (its download failed), the failure is the network's.
 */
async function toApiError(error: unknown, path: string): Promise<unknown> {
  if (isApiError(error) || isAbortError(error)) return error;
  const loaded = await kyLoading?.catch(() => null);
  if (!loaded) return new ApiError(0, NETWORK_ERROR_MESSAGE, { kind: 'network', url: path, cause: error });
  const { isHTTPError, isTimeoutError } = loaded;
  const url = isHTTPError(error) || isTimeoutError(error) ? error.request.url : path;
  if (isHTTPError(error)) {
    const { status } = error.response;
    const body = await readBody(error.response);
    if (status === 404) return new NotFoundError({ url, body, cause: error });
    return new ApiError(status, apiErrorMessage(status), { kind: 'http', url, body, cause: error });
  }
  if (isTimeoutError(error)) return new ApiError(0, TIMEOUT_ERROR_MESSAGE, { kind: 'timeout', url, cause: error });
  // fetch rejects with a TypeError when the server cannot be reached.
  if (errorName(error) === 'TypeError') return new ApiError(0, NETWORK_ERROR_MESSAGE, { kind: 'network', url, cause: error });
  return new ApiError(0, GENERIC_ERROR_MESSAGE, { kind: 'network', url, cause: error });
}

/**
 * The HTTP client of the API: adds `Authorization: Bearer <token>` when there is a token, and on a
 * 401 refreshes the session once and retries the call once with the new token (SPEC §7).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { prefixUrl = '/api', getAccessToken, refresh, timeout = API_TIMEOUT_MS, retry = 0, territory } = options;

  let pendingRefresh: Promise<string | null> | null = null;
  const refreshOnce = (): Promise<string | null> => {
    if (!refresh) return Promise.resolve(null);
    pendingRefresh ??= refresh()
      .then(
        (token) => token || null,
        () => null,
      )
      .finally(() => {
        pendingRefresh = null;
      });
    return pendingRefresh;
  };

  const retryAfterRefresh = async (request: KyRequest, response: Response): Promise<Response | undefined> => {
    if (response.status !== 401 || !refresh) return undefined;
    // If the token changed while this call was in flight (another call refreshed it), use it as is.
    const current = (await getAccessToken?.()) || null;
    const sent = request.headers.get('Authorization');
    const token = current && bearer(current) !== sent ? current : await refreshOnce();
    if (!token) return undefined;
    // `request` is an unused clone of the one sent, body included. The plain ky call has none of
    // these hooks, so a second 401 is final.
    request.headers.set('Authorization', bearer(token));
    const { default: ky } = await loadKy();
    return ky(request, { timeout, retry: 0, throwHttpErrors: false });
  };

  let instance: Promise<KyInstance> | null = null;
  const http = (): Promise<KyInstance> => {
    instance ??= loadKy().then(
      ({ default: ky }) =>
        ky.create({
          prefixUrl,
          timeout,
          retry,
          hooks: {
            beforeRequest: [
              async (request) => {
                const token = await getAccessToken?.();
                if (token) request.headers.set('Authorization', bearer(token));
                const site = territory?.();
                if (site) request.headers.set(TERRITORY_HEADER, site);
              },
            ],
            afterResponse: [(request, _options, response) => retryAfterRefresh(request, response)],
          },
        }),
      (error: unknown) => {
        instance = null;
        throw error;
      },
    );
    return instance;
  };

  const requestJson = async <S extends Schema>(schema: S, path: string, init: ApiRequestInit = {}): Promise<z.output<S>> => {
    const relative = path.replace(/^\/+/, '');
    let response: Response;
    try {
      const send = await http();
      response = await send(relative, {
        method: init.method ?? 'GET',
        searchParams: toSearchParams(init.searchParams),
        headers: { Accept: 'application/json', ...init.headers },
        ...(init.json !== undefined ? { json: init.json } : init.body !== undefined ? { body: init.body } : {}),
        signal: init.signal,
      });
    } catch (error) {
      throw await toApiError(error, relative);
    }

    const url = response.url || relative;
    let data: unknown;
    try {
      const text = await response.text();
      data = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(response.status, GENERIC_ERROR_MESSAGE, { kind: 'invalid-response', url, cause: error });
    }
    const parsed = z.safeParse(schema, data);
    if (!parsed.success) {
      throw new ApiError(response.status, GENERIC_ERROR_MESSAGE, { kind: 'invalid-response', url, body: data, cause: parsed.error });
    }
    return parsed.data;
  };

  return {
    http,
    requestJson,
    getJson: (schema, path, searchParams, init) => requestJson(schema, path, { ...init, method: 'GET', searchParams }),
    postJson: (schema, path, json, init) => requestJson(schema, path, { ...init, method: 'POST', json }),
    putJson: (schema, path, json, init) => requestJson(schema, path, { ...init, method: 'PUT', json }),
    patchJson: (schema, path, json, init) => requestJson(schema, path, { ...init, method: 'PATCH', json }),
    delete: async (path, searchParams, init) => {
      await requestJson(z.unknown(), path, { ...init, method: 'DELETE', searchParams });
    },
  };
}
