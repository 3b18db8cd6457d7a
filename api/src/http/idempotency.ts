// A write retried with its Idempotency-Key gives back what the first request did; the same key sent
// with another body is a client's mistake, not a retry: 422, and nothing is done.
import { createHash } from 'node:crypto';
import { HttpError } from './errors';

/** JSON with object keys sorted at every depth, so two bodies that mean the same print the same. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** The SHA-256 (hex) of a request's meaning: stored beside its key, compared on a retry. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

export const IDEMPOTENCY_MISMATCH =
  "Cette clé d'idempotence a déjà servi pour une autre demande : une nouvelle demande doit porter une nouvelle clé (Idempotency-Key).";

/** Throws 422 when a retry's body differs from the first request's (a stored null fingerprint predates the check). */
export function assertSameRequest(stored: string | null | undefined, fingerprint: string): void {
  if (stored && stored !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MISMATCH);
}
