// Network-boundary mock for the personal-space tests: answers fetch calls to /api/* by method and
// path, records them, and catches the files the pages hand to the browser.

export interface Call {
  method: string;
  url: URL;
  /** The path under /api, without the query ("commandes/CMD00000042"). */
  path: string;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown; file?: string };
/** An answer, or a function computing it from the call (undefined: 404). */
export type Route = Reply | ((call: Call) => Reply | undefined);

export interface MockApi {
  calls: Call[];
  /** The calls of one method and path. */
  callsTo: (method: string, path: string) => Call[];
  restore: () => void;
}

/** Replaces fetch: each /api call goes to `routes["GET commandes/…"]`; no route means 404. */
export function mockApi(routes: Record<string, Route>): MockApi {
  const calls: Call[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.origin);
    const text = await request.text();
    const call: Call = { method: request.method, url, path: url.pathname.replace(/^\/api\//, ''), body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = (typeof route === 'function' ? route(call) : route) ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Introuvable.' } };
    if (reply.file !== undefined) return new Response(reply.file, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/octet-stream' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    restore: () => spy.mockRestore(),
  };
}

export const ok = (body: unknown): Reply => ({ body });

export const refused = (status: number, message: string): Reply => ({ status, body: { statusCode: status, error: 'Error', message } });

/** Catches the files `downloadFile` hands to the browser: their names, in order. */
export function catchDownloads(): { names: string[]; restore: () => void } {
  const names: string[] = [];
  // jsdom has no object URLs; the stubs stay, as the revocation comes 10 s after a download.
  const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };
  url.createObjectURL ??= () => 'blob:test';
  url.revokeObjectURL ??= () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, restore: () => click.mockRestore() };
}
