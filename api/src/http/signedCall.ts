// The portal's calls to its providers' APIs (card payments, letters): a JSON body signed with the
// shared secret in the provider's signature header (shared/src/payment/protocol.ts, `signBody`),
// and the answer's signature checked the same way. What a failure means is each caller's to say.
import { signBody, verifyBody, type VerifyResult } from '@portail/shared/payment/protocol';

export interface SignedAnswer {
  status: number;
  text: string;
  /** Whether the answer's body is signed by the provider, and if not, why. */
  signature: VerifyResult;
}

export interface SignedCall {
  header: string;
  secret: string;
  timeoutMs: number;
  fetchFn: typeof fetch;
  /** The caller's error for a provider that could not be reached or did not answer in time. */
  unreachable: (reason: string) => Error;
}

/** POSTs `raw`, signed, to `url` and reads the whole answer, within `timeoutMs`. */
export async function callSigned(url: string, raw: string, o: SignedCall): Promise<SignedAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await o.fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [o.header]: signBody(raw, o.secret) },
      body: raw,
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    text = await res.text();
  } catch (e) {
    throw o.unreachable(e instanceof Error ? e.message : String(e));
  }
  return { status: res.status, text, signature: verifyBody(text, res.headers.get(o.header) ?? undefined, o.secret) };
}
