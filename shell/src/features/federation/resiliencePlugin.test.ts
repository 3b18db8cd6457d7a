import { fetchWithDeadline } from './resiliencePlugin';

const ok = () => ({ ok: true, status: 200 }) as Response;
const status = (s: number) => ({ ok: false, status: s }) as Response;

describe('fetchWithDeadline', () => {
  const opts = { timeoutMs: 50, retries: 1, backoffMs: 1 };

  it('retries a server error once, then succeeds', async () => {
    const f = jest.fn().mockResolvedValueOnce(status(500)).mockResolvedValueOnce(ok());
    await expect(fetchWithDeadline('/m.json', {}, opts, f)).resolves.toMatchObject({ ok: true });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('does not retry a client error', async () => {
    const f = jest.fn().mockResolvedValue(status(404));
    await expect(fetchWithDeadline('/m.json', {}, opts, f)).rejects.toThrow('HTTP 404');
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('aborts a hanging request at the deadline and gives up after the retries', async () => {
    const f = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    await expect(fetchWithDeadline('/m.json', {}, opts, f as unknown as typeof fetch)).rejects.toThrow('Délai dépassé');
    expect(f).toHaveBeenCalledTimes(2);
  });
});
