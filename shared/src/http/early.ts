// Early requests: the page's first API calls, started as soon as the remote that owns the page
// has loaded, while the shell is still starting. The API client then takes the answer instead of
// sending the same request again. Only anonymous GETs of public data: a call that carries a token
// never takes an early answer, and a failed early request is simply sent again by the client.
import { toSearchParams, type QueryParams } from './query';

/** An early answer not taken within this time is dropped: the client asks again. */
export const EARLY_RESPONSE_TTL_MS = 10_000;

interface EarlyRequest {
  response: Promise<Response | null>;
  at: number;
}

// On globalThis, like the stores: every copy of this package in the page sees the same requests.
const KEY = '__PORTAIL_EARLY_RESPONSES__';

function pending(): Map<string, EarlyRequest> {
  const g = globalThis as unknown as Record<string, Map<string, EarlyRequest> | undefined>;
  g[KEY] ??= new Map();
  return g[KEY]!;
}

/** One spelling per URL: absolute, without fragment, without an empty "?". */
function normalise(url: string): string {
  const u = new URL(url, globalThis.location?.href);
  return `${u.origin}${u.pathname}${u.search}`;
}

/** The URL the API client requests for `path` and `params` under `prefixUrl`. */
export function apiUrl(path: string, params?: QueryParams, prefixUrl = '/api'): string {
  const base = `${prefixUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = toSearchParams(params).toString();
  return normalise(query ? `${base}?${query}` : base);
}

/**
 * Starts an anonymous GET of `path` now; the API client's first identical call takes its answer.
 * Calling it again for a URL already under way does nothing.
 */
export function requestEarly(path: string, params?: QueryParams, prefixUrl = '/api'): void {
  const url = apiUrl(path, params, prefixUrl);
  const requests = pending();
  const now = Date.now();
  for (const [key, r] of requests) if (now - r.at > EARLY_RESPONSE_TTL_MS) requests.delete(key);
  if (requests.has(url)) return;
  const response = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).then(
    (res) => (res.ok ? res : null),
    () => null,
  );
  requests.set(url, { response, at: now });
}

/**
 * The early answer for `url`, taken once: a successful response, or null when the early request
 * failed. Returns null when there was no early request for this URL or it is too old.
 */
export function takeEarlyResponse(url: string): Promise<Response | null> | null {
  const requests = pending();
  if (requests.size === 0) return null;
  const key = normalise(url);
  const request = requests.get(key);
  if (!request) return null;
  requests.delete(key);
  return Date.now() - request.at > EARLY_RESPONSE_TTL_MS ? null : request.response;
}
