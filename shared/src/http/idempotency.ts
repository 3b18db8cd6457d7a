// Keys that make a write safe to retry: the API gives back what the first request with the same key
// did instead of doing it again. One key per intended action (a form shown once), not per click.

/** A fresh random key: 32 hex digits (getRandomValues works on every origin, randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request header carrying the key (the API's request schemas check its form). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A random UUID (version 4), from getRandomValues for the same reason. */
export function newUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
