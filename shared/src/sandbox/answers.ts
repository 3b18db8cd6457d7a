// Server-only: how the two test providers answer alike: the security headers of every answer,
// their own page for an unknown address, and for an error their page or, on their API, a short
// JSON message (a server error logged, a client's error not).
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SandboxAnswers {
  /** The Content-Security-Policy of an answer that sets none. */
  csp: string;
  /** Sends an HTML page with this status. */
  page: (reply: FastifyReply, status: number, body: string) => unknown;
  notFoundPage: () => string;
  errorPage: () => string;
  /** The API's message for a server error, e.g. « Erreur du prestataire de paiement. » */
  serverError: string;
}

export function answerAsSandbox(app: FastifyInstance, o: SandboxAnswers): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', o.csp);
    return payload;
  });

  app.setNotFoundHandler((_req, reply) => o.page(reply, 404, o.notFoundPage()));

  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(err);
    if (req.url.startsWith('/api/')) return reply.code(status).send({ message: status === 500 ? o.serverError : 'Requête invalide.' });
    return o.page(reply, status, o.errorPage());
  });
}
