import { isApiError } from '../http/errors';

/**
 * Whether asking again may succeed: yes when no answer came (network, timeout) or the server failed
 * (5xx), asked to slow down (429) or timed the request out (408); no for a request the API refused
 * (any other 4xx: 400, 401, 403, 404, 409, 422…), which fails again the same way, nor for an answer
 * of an unexpected shape. A failure that is no API call's (a module that did not load) may pass.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * What a failed load says and whether trying again may help (`isRetryable`): a refusal's message is
 * the API's own French one when it gives one, as it says what to change.
 */
export function describeError(error: unknown): { message: string; retryable: boolean } {
  if (!isApiError(error)) return { message: 'Le service est momentanément indisponible.', retryable: true };
  const refused = error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  const body = error.body as { message?: unknown } | null | undefined;
  const own = refused && typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : null;
  return { message: own ?? error.message, retryable: isRetryable(error) };
}
