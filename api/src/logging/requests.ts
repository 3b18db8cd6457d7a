// What the API says about each request: one debug line when it is answered (seen with
// LOG_LEVEL=debug or in LOG_FILE), nothing when it comes in, and no stack trace for a client that
// went away before its answer was written.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

const ABORT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNABORTED', 'ERR_STREAM_DESTROYED']);
const ABORT_MESSAGES = /^(aborted|request aborted|premature close|socket hang up)$/i;

/**
 * The error a server sees when its client goes away (closed tab, cancelled fetch, proxy timeout):
 * the request's body cut short ("aborted", "request aborted"), or its answer's stream closed
 * before its end ("Premature close"). Not a defect of the server: nothing to print a stack for.
 * A reset of the database's own connection (`read ECONNRESET`) is not one of them.
 */
export function isClientAbort(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return false;
  const { code, message, type } = err as { code?: unknown; message?: unknown; type?: unknown };
  if (typeof code === 'string' && ABORT_CODES.has(code)) return true;
  if (type === 'request.aborted') return true;
  return typeof message === 'string' && ABORT_MESSAGES.test(message.trim());
}

/** "GET /api/entreprises/123": the method and the path, never the query (searched names stay out of logs). */
export function requestLabel(req: Pick<IncomingMessage, 'method' | 'url'>): string {
  return `${req.method ?? '?'} ${(req.url ?? '').split('?')[0]}`;
}

/**
 * Fastify's request lines, quieter: none when a request comes in; when it is answered, one debug
 * line "GET /path → 200 (3 ms)"; a client that went away is a debug line without its error.
 * Errors the application logs itself (http/errors.ts: a 500 and its stack) are untouched.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) };
    const line = `${requestLabel(request.raw)} → ${reply.statusCode} (${fields.responseTime} ms)`;
    if (error && !isClientAbort(error)) reply.log.error({ ...fields, err: error }, line);
    else reply.log.debug(fields, error ? `${line}, client parti avant la fin` : line);
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500 && !isClientAbort(error)) reply.log.error({ err: error }, error.message);
    else reply.log.debug({ statusCode: reply.statusCode }, `${requestLabel(request.raw)} : ${error.message}`);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (isClientAbort(error)) reply.log.debug(`${requestLabel(request.raw)} : client parti avant la fin de la réponse`);
    else reply.log.warn({ err: error }, 'response stream failed after its headers were sent');
  }

  override routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
    reply.log.debug(`${requestLabel(request.raw)} : aucune route`);
  }
}
