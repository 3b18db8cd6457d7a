// What the API says about each request: one debug line when it is answered (seen with
// LOG_LEVEL=debug or in LOG_FILE), nothing when it comes in, and no stack trace for a client that
// went away before its answer was written.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { isClientAbort } from '@portail/shared/logging/terminal';

export { isClientAbort };

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
