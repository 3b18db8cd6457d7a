import { GENERIC_ERROR_MESSAGE } from '../format/validation';

/**
 * What went wrong: the server answered with an error status ("http"), no answer came ("network"),
 * the answer took longer than the timeout ("timeout"), or the answer did not match the expected
 * shape ("invalid-response").
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
export const TIMEOUT_ERROR_MESSAGE = 'Le serveur met trop de temps à répondre. Veuillez réessayer.';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'La demande est invalide.',
  401: 'Votre session a expiré. Veuillez vous reconnecter.',
  403: "Vous n'êtes pas autorisé à accéder à cette ressource.",
  404: 'La ressource demandée est introuvable.',
  429: 'Trop de demandes en peu de temps. Veuillez réessayer dans quelques instants.',
  502: 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
  503: 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
  504: 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
};

/** French message shown to the user for an HTTP error status; the generic message for the others. */
export function apiErrorMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? GENERIC_ERROR_MESSAGE;
}

export interface ApiErrorOptions {
  kind: ApiErrorKind;
  url?: string;
  /** Body of the error response: parsed JSON when possible, else its text. */
  body?: unknown;
  cause?: unknown;
}

/**
 * Marks the errors of every copy of this package. In the browser the remotes share one copy; each
 * server-render bundle has its own, and the API client they share (on globalThis) throws the
 * errors of whichever copy made it: `instanceof` would fail across copies, the mark does not.
 */
const API_ERROR = Symbol.for('portail.ApiError');

/** A failed API call. `message` is in French and fit for display; `status` is 0 when no response came. */
export class ApiError extends Error {
  readonly [API_ERROR] = true;
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly url: string | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.kind = options.kind;
    this.url = options.url;
    this.body = options.body;
  }
}

/** HTTP 404, treated as "not found" (SPEC §8). */
export class NotFoundError extends ApiError {
  constructor(options: Omit<ApiErrorOptions, 'kind'> = {}) {
    super(404, apiErrorMessage(404), { ...options, kind: 'http' });
    this.name = 'NotFoundError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[API_ERROR] === true);
}

export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError || (isApiError(error) && error.status === 404 && error.kind === 'http');
}

/**
 * What to tell the person about a failed call: the API's own French message for a refusal it
 * explained (4xx), else the message of the error (network, timeout, server error).
 */
export function userMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body as { message?: unknown } | undefined;
    if (error.status >= 400 && error.status < 500 && error.status !== 401 && typeof body?.message === 'string') return body.message;
    return error.message;
  }
  return GENERIC_ERROR_MESSAGE;
}
