// Error bodies `{ statusCode, error, message }` with French messages; never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** PostgreSQL's SQLSTATE for a statement cancelled, by statement_timeout among others. */
const QUERY_CANCELED = '57014';

/**
 * The database cannot be reached (restarted, failing over, refusing connections): SQLSTATE class 08
 * and 57P01-57P03, a refused or cut socket, or the pg driver's own messages for a lost connection.
 * The service is unavailable for a moment, not broken: 503 with Retry-After.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code))) return true;
  return typeof message === 'string' && /^(Connection terminated|Client has encountered a connection error)/.test(message);
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
/** A file sent as the body is larger than `max` bytes. */
export const fileTooLarge = (max: number) =>
  new HttpError(413, `Le fichier dépasse la taille maximale de ${max >= 1024 * 1024 ? `${Math.round(max / (1024 * 1024))} Mo` : `${Math.ceil(max / 1024)} Ko`}.`);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Field problems of a form's body as `{ field: message }` (the shared forms' rule). */
export { fieldErrors } from '@portail/shared/api/requests';

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: REASONS[statusCode] ?? 'Error', message };
}

const PARAM_LABEL: Record<string, string> = { querystring: 'Paramètre', params: 'Paramètre de chemin', body: 'Corps', headers: 'En-tête' };

/**
 * Fastify's own refusals before any route is found (a path that does not decode, a path
 * parameter longer than the router allows): the `frameworkErrors` option of the instance, so
 * that they too answer in French rather than with Fastify's English bodies.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send(errorBody(400, 'Adresse invalide : le chemin contient un encodage incorrect.'));
  } else if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send(errorBody(414, 'Adresse trop longue : un élément du chemin dépasse la longueur admise.'));
  } else {
    reply.code(500).send(errorBody(500, 'Une erreur est survenue.'));
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]!;
      const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
      const ctx = PARAM_LABEL[err.validationContext ?? ''] ?? 'Paramètre';
      // Our own messages name the parameter; zod's (French locale) ones get the parameter prepended.
      const own = /^(Le |La |L'en-tête |Au moins|Code|Veuillez)/.test(first.message ?? '');
      const msg = own ? first.message! : `${ctx}${field ? ` « ${field} »` : ''} invalide : ${first.message ?? 'valeur incorrecte'}`;
      return reply.code(400).send(errorBody(400, msg));
    }
    if (err instanceof HttpError) return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message));
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response does not match its schema');
      return reply.code(500).send(errorBody(500, 'Une erreur est survenue.'));
    }
    // A statement stopped by its time bound (statement_timeout): the service is busy, not broken.
    if ((err as { code?: unknown }).code === QUERY_CANCELED) {
      req.log.warn({ err }, 'statement timed out');
      return reply.code(503).header('Retry-After', '5').send(errorBody(503, 'Le service est très sollicité : veuillez réessayer dans quelques instants.'));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send(errorBody(503, 'Le service est momentanément indisponible : veuillez réessayer dans quelques instants.'));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 429) return reply.code(429).send(errorBody(429, 'Trop de requêtes : veuillez réessayer dans quelques instants.'));
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send(errorBody(500, 'Une erreur est survenue.'));
    }
    // Malformed requests caught by Fastify itself (bad JSON, bad content type, URI errors...).
    return reply.code(status).send(errorBody(status, 'Requête invalide.'));
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(errorBody(404, `Ressource introuvable : ${req.method} ${req.url.split('?')[0]}`));
  });
}
