import { isApiError } from '../http/errors';

/**
 * What a failed load says and whether trying again may help: a request the API refused (4xx other
 * than 408 and 429, not found included) fails again the same way, and its message says what to
 * change; the network or the server failing may pass on a second try.
 */
export function describeError(error: unknown): { message: string; retryable: boolean } {
  if (!isApiError(error)) return { message: 'Le service est momentanément indisponible.', retryable: true };
  const refused = error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  const body = error.body as { message?: unknown } | null | undefined;
  const own = refused && typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : null;
  return { message: own ?? error.message, retryable: !refused };
}
