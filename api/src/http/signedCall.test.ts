import { signBody, verifyBody } from '@portail/shared/payment/protocol';
import { callSigned } from './signedCall';

const SECRET = 'secret-de-test';
const HEADER = 'Courrier-Signature';

class Down extends Error {}

const options = (fetchFn: typeof fetch) => ({ header: HEADER, secret: SECRET, timeoutMs: 1000, fetchFn, unreachable: (reason: string) => new Down(reason) });

describe('callSigned', () => {
  it('signs the exact body sent and checks the signature of the answer', async () => {
    let sent: RequestInit | undefined;
    const fetchFn = (async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response('{"ok":true}', { status: 200, headers: { [HEADER]: signBody('{"ok":true}', SECRET) } });
    }) as unknown as typeof fetch;
    const answer = await callSigned('http://prestataire/api', '{"a":1}', options(fetchFn));
    expect(verifyBody('{"a":1}', (sent!.headers as Record<string, string>)[HEADER], SECRET)).toEqual({ ok: true });
    expect(answer).toEqual({ status: 200, text: '{"ok":true}', signature: { ok: true } });
  });

  it('says an answer signed with another secret, or not at all, is not signed', async () => {
    const badly = (async () => new Response('{}', { status: 200, headers: { [HEADER]: signBody('{}', 'autre') } })) as unknown as typeof fetch;
    expect((await callSigned('http://prestataire/api', '{}', options(badly))).signature.ok).toBe(false);
    const unsigned = (async () => new Response('{}', { status: 503 })) as unknown as typeof fetch;
    expect(await callSigned('http://prestataire/api', '{}', options(unsigned))).toMatchObject({ status: 503, signature: { ok: false } });
  });

  it("throws the caller's error when the provider cannot be reached", async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const refused = callSigned('http://prestataire/api', '{}', options(down));
    await expect(refused).rejects.toBeInstanceOf(Down);
    await expect(refused).rejects.toThrow('fetch failed');
  });
});
