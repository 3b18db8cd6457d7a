// Server-only: how the two test providers answer alike: the security headers of every answer,
// their own page for an unknown address, and for an error their page or, on their API, a short
// JSON message (a server error logged, a client's error not); their API's signed JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signBody, verifyBody } from '../payment/protocol';

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

type RawRequest = FastifyRequest & { rawBody?: string };

/** Parses the JSON bodies of `scope`, keeping beside them the exact bytes sent, which their signature covers. */
export function keepRawJson(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (req, body, done) => {
    (req as RawRequest).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('JSON illisible.'), { statusCode: 400 }), undefined);
    }
  });
}

/** The exact bytes of a JSON body `keepRawJson` read. */
export const rawBodyOf = (req: FastifyRequest): string => (req as RawRequest).rawBody ?? '';

/** A refusal on the provider's API: its status and a French message. */
export const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ message });

/** A 200 on the provider's API, its JSON signed in `header` by `sign`. */
export function sendSigned(reply: FastifyReply, body: unknown, header: string, sign: (raw: string) => string) {
  const raw = JSON.stringify(body);
  return reply.code(200).header('content-type', 'application/json; charset=utf-8').header(header, sign(raw)).send(raw);
}

/** A provider's API for its one client: the secret they share, which signs calls and answers, the clock of the signatures (seconds) and where the provider logs what it does. */
export interface SignedApi {
  secret: string;
  nowSeconds: () => number;
  log: (message: string) => void;
}

/** How a call shows it comes from the client: its signature's header, and the body's field naming the client. */
export interface ClientCheck {
  header: string;
  field: string;
  client: string;
  /** The refusal of a call naming another client. */
  unknown: string;
}

/** The body of a call from the client, or null once refused: 401 when it is not signed with the shared secret, 403 when it names another client. */
export function clientBody(req: FastifyRequest, reply: FastifyReply, api: SignedApi, check: ClientCheck): Record<string, unknown> | null {
  const verdict = verifyBody(rawBodyOf(req), req.headers[check.header.toLowerCase()] as string | undefined, api.secret, api.nowSeconds());
  if (!verdict.ok) {
    void refuse(reply, 401, `Requête refusée : ${verdict.reason}`);
    return null;
  }
  const body = req.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || body[check.field] !== check.client) {
    void refuse(reply, 403, check.unknown);
    return null;
  }
  return body;
}

/** A 200 on the provider's API, signed in `header` with the secret it shares with its client. */
export const sendSignedAnswer = (reply: FastifyReply, api: SignedApi, header: string, body: unknown) => sendSigned(reply, body, header, (raw) => signBody(raw, api.secret, api.nowSeconds()));
