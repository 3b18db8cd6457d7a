// Network-boundary mock for the record page tests: answers fetch calls to /api/* from a handler.

export type Reply = { status?: number; body: unknown };
export type Handler = (url: URL) => Reply | undefined;

export interface MockApi {
  calls: URL[];
  restore: () => void;
}

/** Replaces window.fetch: each /api call goes to `handler`; no answer means 404. */
export function mockApi(handler: Handler): MockApi {
  const calls: URL[] = [];
  const spy = jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, window.location.href);
    calls.push(url);
    const reply = handler(url) ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Introuvable.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}

export const ok = (body: unknown): Reply => ({ body });
