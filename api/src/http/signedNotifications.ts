// The providers' server-to-server notifications (card payments, letters) are authenticated by their
// signature alone: a header that signs the exact bytes sent, with a timestamp. Each provider's
// notification route registers this in its own scope before declaring its route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VerifyResult } from '@portail/shared/payment/protocol';
import { badRequest, errorBody } from './errors';

type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * In `app`'s scope, reads JSON bodies (16 KiB at most) keeping their raw text, and refuses (401)
 * before validation a request whose `header` does not `verify` against it: an unsigned request
 * learns nothing about the expected shape.
 */
export function acceptSignedNotifications(app: FastifyInstance, header: string, verify: (rawBody: string, signature: string | undefined) => VerifyResult): void {
  // The signature covers the exact bytes sent: keep them beside the parsed body.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (req, body, done) => {
    (req as RawRequest).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Corps de notification illisible : JSON attendu.'), undefined);
    }
  });
  app.addHook('preValidation', async (req, reply) => {
    const check = verify((req as RawRequest).rawBody ?? '', req.headers[header.toLowerCase()] as string | undefined);
    if (!check.ok) await reply.code(401).send(errorBody(401, `Notification refusée : ${check.reason}`));
  });
}
