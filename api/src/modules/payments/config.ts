// The card payment provider the portal sends customers to: its hosted page, the merchant id, and
// the secret shared with it. `npm start` runs the sandbox provider (payment-sandbox/) and gives both
// sides one secret for the run; production names the real provider's.
import { randomBytes } from 'node:crypto';
import { PAYMENT_SESSION_TTL_SECONDS } from '@portail/shared/payment/protocol';

export interface PaymentConfig {
  /** The hosted payment page browsers are sent to. */
  pageUrl: string;
  /** The origin of the provider's API (cancel, refund); default the hosted page's. */
  apiUrl?: string;
  merchantId: string;
  secret: string;
  /** How long a card payment may stay awaited before it counts as abandoned. */
  sessionTtlSeconds: number;
  /** Origins the customer may be sent back to (the shells); the first one is the default. */
  returnOrigins: string[];
}

export function paymentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const base = Number(env.PORT_BASE || 0);
  const host = env.PUBLIC_HOST || 'localhost';
  const origins = (env.AUTH_SHELL_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    pageUrl: env.PAYMENT_PAGE_URL || `http://${host}:${8090 + base}/paiement`,
    ...(env.PAYMENT_API_URL ? { apiUrl: env.PAYMENT_API_URL.replace(/\/+$/, '') } : {}),
    merchantId: env.PAYMENT_MERCHANT_ID || 'PORTAIL',
    // Without a configured secret nothing signed by anyone else can be accepted: a fresh one per run.
    secret: env.PAYMENT_SECRET || randomBytes(32).toString('hex'),
    sessionTtlSeconds: Number(env.PAYMENT_SESSION_TTL_SECONDS || PAYMENT_SESSION_TTL_SECONDS),
    returnOrigins: origins.length ? origins : [`http://${host}:${8080 + base}`, `http://${host}:${8081 + base}`],
  };
}

/** Why card payments could not work in production, or null. */
export function paymentProblem(env: NodeJS.ProcessEnv, production: boolean): string | null {
  if (!production) return null;
  if (!env.PAYMENT_SECRET || env.PAYMENT_SECRET.length < 32 || !env.PAYMENT_PAGE_URL) {
    return 'PAYMENT_SECRET (32 caractères au moins) et PAYMENT_PAGE_URL sont obligatoires en production : sans eux, aucun paiement par carte ne serait confirmé.';
  }
  return null;
}
