// Test helper: answers the API calls at the network boundary (fetch), records them, and answers
// 404 to a call nothing answers, as the API does.
import { resetAuthApi } from '../auth/apiClient';
import { forgetEarlyCalls } from '../remote/earlyCalls';

export interface Call {
  method: string;
  url: URL;
  /** The path under /api, without the query ("commandes/CMD00000042"). */
  path: string;
  /** The request's JSON body, if any; a body that is not JSON (a file sent as is) as its text. */
  body: unknown;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An answer: a JSON body (none for a 204), or a file's content; status 200 unless told. */
export type Reply = { status?: number; body?: unknown; file?: string };
/** An answer, or a function computing it from the call (undefined: 404). */
export type Route = Reply | ((call: Call) => Reply | undefined);

export interface FetchMock {
  calls: Call[];
  /** The calls of one method and path. */
  callsTo: (method: string, path: string) => Call[];
  restore: () => void;
}

export const ok = (body: unknown): Reply => ({ body });

/** The API's error answer: `{ statusCode, error, message }`. */
export const refused = (status: number, message: string, error = 'Error'): Reply => ({ status, body: { statusCode: status, error, message } });

const NOT_FOUND = refused(404, 'Introuvable.', 'Not Found');

/**
 * Replaces fetch. `answer` answers each call, either a function of the call or a table keyed by
 * method and path (`"GET commandes/CMD00000042"`); no answer means 404. A call whose signal is
 * already aborted fails as fetch fails.
 */
export function mockFetch(answer: ((call: Call) => Reply | undefined) | Record<string, Route>): FetchMock {
  const calls: Call[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url, window.location.origin);
    const text = await request.text();
    const call: Call = { method: request.method, url, path: url.pathname.replace(/^\/api\//, ''), body: text ? parseBody(text) : undefined };
    calls.push(call);
    if (request.signal.aborted) throw new DOMException('Aborted', 'AbortError');
    const route = typeof answer === 'function' ? answer : answer[`${call.method} ${call.path}`];
    const reply = (typeof route === 'function' ? route(call) : route) ?? NOT_FOUND;
    if (reply.file !== undefined) return new Response(reply.file, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/octet-stream' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    restore: () => spy.mockRestore(),
  };
}

/**
 * Registers the hook of a test file whose tests answer the API through `mock` (this mock or an
 * app's own): after each test, the mock the last `serve` made is restored, the API client reset
 * and the calls pages' loaders started forgotten. `serve` replaces the test's previous mock.
 */
export function servePerTest<A extends unknown[], M extends { restore: () => void }>(mock: (...args: A) => M): (...args: A) => M {
  let current: M | null = null;
  afterEach(() => {
    current?.restore();
    current = null;
    resetAuthApi();
    forgetEarlyCalls();
  });
  return (...args) => {
    current?.restore();
    current = mock(...args);
    return current;
  };
}
