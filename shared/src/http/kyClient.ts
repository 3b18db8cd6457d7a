// The API client's implementation on ky: it downloads with the first call (client.ts), with ky.
import ky, { isHTTPError, isTimeoutError, type KyRequest } from 'ky';
import * as z from 'zod/mini';
import '../zod';
import { GENERIC_ERROR_MESSAGE } from '../format/validation';
import { toSearchParams } from './query';
import { ApiError, NETWORK_ERROR_MESSAGE, NotFoundError, TIMEOUT_ERROR_MESSAGE, apiErrorMessage, isApiError } from './errors';
import { TERRITORY_HEADER } from './territory';
import type { ApiClient, ApiClientOptions, ApiRequestInit } from './client';

type Schema = z.core.$ZodType;

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

/** Turns whatever ky threw into an ApiError; an abort by the caller goes through unchanged. */
async function toApiError(error: unknown, path: string): Promise<unknown> {
  if (isApiError(error) || isAbortError(error)) return error;
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

/** The API client of `createApiClient` (client.ts), on ky; `options` come with their defaults. */
export function createKyClient(options: ApiClientOptions & Required<Pick<ApiClientOptions, 'prefixUrl' | 'timeout' | 'retry'>>): ApiClient {
  const { prefixUrl, getAccessToken, refresh, timeout, retry, territory } = options;

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
    return ky(request, { timeout, retry: 0, throwHttpErrors: false });
  };

  const http = ky.create({
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
  });

  const requestJson = async <S extends Schema>(schema: S, path: string, init: ApiRequestInit = {}): Promise<z.output<S>> => {
    const relative = path.replace(/^\/+/, '');
    let response: Response;
    try {
      response = await http(relative, {
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
    http: async () => http,
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
