// The protocol between the portal and its card payment provider, the way French providers work:
// 1. the portal sends the customer's browser to the provider's hosted page with a signed request
//    (`paymentPageUrl`); no card number ever reaches the portal;
// 2. the provider sends a signed server-to-server notification of the outcome
//    (`signNotification` / `verifyNotification`): it alone confirms a payment;
// 3. the provider sends the browser back to the portal's return page (`returnUrl`), which only
//    tells the page which payment to look at;
// 4. the portal calls the provider's API (`PROVIDER_API_PATHS`) to cancel a session not paid yet or
//    refund a transaction: JSON bodies signed as notifications are (`signBody`), and so are the
//    answers.
// Server-side only (node:crypto): the API and the payment sandbox import it, pages never do.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying the notification's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const PAYMENT_SIGNATURE_HEADER = 'Paiement-Signature';

/** A signed request or notification older (or newer) than this is refused: no replay later on. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** How long the customer has to pay on the hosted page. */
export const PAYMENT_SESSION_TTL_SECONDS = 30 * 60;

/** Outcomes a notification reports. */
export const PAYMENT_OUTCOMES = ['ACCEPTE', 'REFUSE', 'ABANDONNE'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The request that opens the hosted payment page. Every value is a string, as in a URL. */
export interface PaymentRequestFields {
  /** The merchant's identifier at the provider. */
  marchand: string;
  /** The portal's payment session (a UUID): what notifications and the return refer to. */
  session: string;
  /** What the customer pays for, shown on the page: an order reference, a wallet top-up. */
  reference: string;
  libelle: string;
  /** Hundredths of the currency (whole francs × 100 in XPF). */
  montant: string;
  devise: 'EUR' | 'XPF';
  /** Where the browser goes back to; the provider adds `session`, `statut` and a signature. */
  url_retour: string;
  /** Unix seconds at signing. */
  horodatage: string;
  /** Unix seconds from which the page takes no card: the end of the merchant's wait for this payment. */
  expiration: string;
}

export const PAYMENT_REQUEST_KEYS = ['marchand', 'session', 'reference', 'libelle', 'montant', 'devise', 'url_retour', 'horodatage', 'expiration'] as const;

/** The notification body the provider POSTs (JSON) to the portal. */
export interface PaymentNotification {
  session: string;
  /** The provider's transaction id: one per attempt on the hosted page. */
  transaction: string;
  statut: PaymentOutcome;
  montant: number;
  devise: 'EUR' | 'XPF';
  /** Masked card number ("497010******0014"), when a card was used. */
  carte: string | null;
  /** Why a payment was refused or abandoned, in French. */
  motif: string | null;
  /** Unix seconds when the outcome was decided. */
  horodatage: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** `key=value` pairs sorted by key, values percent-encoded, joined by `&`: what is signed. */
export function canonicalFields(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'signature')
    .sort()
    .map((k) => `${k}=${encodeURIComponent(fields[k]!)}`)
    .join('&');
}

export function signFields(fields: Record<string, string>, secret: string): string {
  return hmac(secret, canonicalFields(fields));
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

function fresh(timestamp: number, now: number): boolean {
  return Number.isInteger(timestamp) && Math.abs(now - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;
}

/** Checks a signed set of fields (a payment request, a return): signature and freshness. */
export function verifyFields(fields: Record<string, string | undefined>, secret: string, now = nowSeconds()): VerifyResult {
  const signature = fields.signature ?? '';
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (k !== 'signature' && v !== undefined) values[k] = v;
  if (!sameHex(signature, signFields(values, secret))) return { ok: false, reason: 'Signature invalide.' };
  if (!fresh(Number(values.horodatage), now)) return { ok: false, reason: 'Demande expirée.' };
  return { ok: true };
}

/** The hosted page's URL for a payment request, signed. */
export function paymentPageUrl(pageUrl: string, fields: PaymentRequestFields, secret: string): string {
  const url = new URL(pageUrl);
  const values = { ...fields } as Record<string, string>;
  for (const k of PAYMENT_REQUEST_KEYS) url.searchParams.set(k, values[k]!);
  url.searchParams.set('signature', signFields(values, secret));
  return url.href;
}

/** The signature header of a body (a notification, an API request or answer): `t=<unix>,v1=<HMAC of "t.body">`. */
export function signBody(rawBody: string, secret: string, timestamp = nowSeconds()): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${rawBody}`)}`;
}

/** A notification is a signed body. */
export const signNotification = signBody;

/** Checks a notification's signature header against its raw body and the clock. */
export function verifyNotification(rawBody: string, header: string | undefined, secret: string, now = nowSeconds()): VerifyResult {
  const check = verifyBody(rawBody, header, secret, now);
  return check.ok || check.reason !== 'Signature expirée.' ? check : { ok: false, reason: 'Notification expirée.' };
}

/** Checks a signed body's header against the raw body and the clock. */
export function verifyBody(rawBody: string, header: string | undefined, secret: string, now = nowSeconds()): VerifyResult {
  const parts = Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((p) => p.trim().split('='))
      .filter((kv) => kv.length === 2) as [string, string][],
  );
  const t = Number(parts.t);
  if (!parts.t || !parts.v1) return { ok: false, reason: 'Signature absente.' };
  if (!sameHex(parts.v1, hmac(secret, `${parts.t}.${rawBody}`))) return { ok: false, reason: 'Signature invalide.' };
  if (!fresh(t, now)) return { ok: false, reason: 'Signature expirée.' };
  return { ok: true };
}

/** Where the provider sends the browser back: the portal's return page with the outcome, signed. */
export function returnUrl(base: string, outcome: { session: string; statut: PaymentOutcome }, secret: string, timestamp = nowSeconds()): string {
  const url = new URL(base);
  const fields = { session: outcome.session, statut: outcome.statut, horodatage: String(timestamp) };
  for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
  url.searchParams.set('signature', signFields(fields, secret));
  return url.href;
}

// ---------- The provider's API ----------

/** Paths of the provider's API, on the origin of its hosted page. */
export const PROVIDER_API_PATHS = {
  /** Cancels a session not paid yet: the page then takes no card. */
  cancel: '/api/annulations',
  /** Refunds (part of) a paid transaction, once per refund id. */
  refund: '/api/remboursements',
} as const;

export interface CancelRequest {
  marchand: string;
  session: string;
  /** Unix seconds at signing. */
  horodatage: number;
}

/** Cancelled (or never paid), or already paid by the given transaction. */
export type CancelAnswer = { session: string; statut: 'ANNULEE' } | { session: string; statut: 'PAYEE'; transaction: string };

export interface RefundRequest {
  marchand: string;
  /** The merchant's id of the refund: asking twice with one id refunds once. */
  remboursement: string;
  transaction: string;
  /** Hundredths of the currency, at most what the transaction took and was not refunded yet. */
  montant: number;
  devise: 'EUR' | 'XPF';
  horodatage: number;
}

/** Refunded, or refused for good (unknown transaction, amount over what is left). */
export type RefundAnswer =
  | { remboursement: string; statut: 'REMBOURSE'; transaction: string; montant: number }
  | { remboursement: string; statut: 'REFUSE'; motif: string };

/** Cards of the sandbox provider, documented on its page and in its README. */
export const TEST_CARDS = {
  accepted: '4970100000000014',
  refused: '4970100000000022',
  threeDSecure: '4970100000000030',
} as const;

/** The one-time code that passes the sandbox's 3-D Secure challenge. */
export const TEST_3DS_CODE = '123456';
