// The card payment provider's API, as the portal calls it: cancel a session not paid yet, refund a
// transaction. Requests and answers are JSON bodies signed with the shared secret (protocol.ts).
// A provider that cannot be reached, answers 5xx or an unsigned body throws ProviderUnavailable:
// nothing is known, the caller may try again (a refund is idempotent by its id).
import {
  PAYMENT_SIGNATURE_HEADER,
  PROVIDER_API_PATHS,
  type CancelAnswer,
  type CancelRequest,
  type RefundAnswer,
  type RefundRequest,
} from '@portail/shared/payment/protocol';
import { callSigned } from '../../http/signedCall';
import type { PaymentConfig } from './config';

/** How long the portal waits for the provider's answer. */
const TIMEOUT_MS = 10_000;

export class ProviderUnavailable extends Error {}

/** The provider's API origin: the configured one, or its hosted page's. */
export function providerApiOrigin(config: PaymentConfig): string {
  return config.apiUrl ?? new URL(config.pageUrl).origin;
}

async function call<T>(config: PaymentConfig, path: string, body: object, fetchFn: typeof fetch): Promise<T> {
  const answer = await callSigned(`${providerApiOrigin(config)}${path}`, JSON.stringify(body), {
    header: PAYMENT_SIGNATURE_HEADER,
    secret: config.secret,
    timeoutMs: TIMEOUT_MS,
    fetchFn,
    unreachable: (reason) => new ProviderUnavailable(`prestataire injoignable (${reason})`),
  });
  if (answer.status !== 200) throw new ProviderUnavailable(`prestataire : HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  if (!answer.signature.ok) throw new ProviderUnavailable(`réponse du prestataire refusée : ${answer.signature.reason}`);
  return JSON.parse(answer.text) as T;
}

const now = () => Math.floor(Date.now() / 1000);

/** Cancels the provider's session of a payment: cancelled (or never paid), or already paid. */
export function cancelSession(config: PaymentConfig, session: string, fetchFn: typeof fetch = fetch): Promise<CancelAnswer> {
  const body: CancelRequest = { marchand: config.merchantId, session, horodatage: now() };
  return call<CancelAnswer>(config, PROVIDER_API_PATHS.cancel, body, fetchFn);
}

/** Refunds a transaction; asked again with the same id, gives the same answer and refunds once. */
export function refund(config: PaymentConfig, r: Omit<RefundRequest, 'marchand' | 'horodatage'>, fetchFn: typeof fetch = fetch): Promise<RefundAnswer> {
  const body: RefundRequest = { marchand: config.merchantId, ...r, horodatage: now() };
  return call<RefundAnswer>(config, PROVIDER_API_PATHS.refund, body, fetchFn);
}
