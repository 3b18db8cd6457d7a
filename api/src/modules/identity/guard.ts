import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Identity, Principal } from './identity';
import { InvalidTokenError } from './jwt';

export interface AuthenticatedRequest extends FastifyRequest {
  principal: Principal;
}

/**
 * A preHandler that requires `Authorization: Bearer <access token>` and puts the signed-in person
 * on `request.principal`; 401 with `WWW-Authenticate` otherwise (the shell then refreshes once).
 */
export function requireUser(identity: Identity) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (!m) {
      await reply.code(401).header('WWW-Authenticate', 'Bearer').send({ statusCode: 401, error: 'Unauthorized', message: 'Authentification requise.' });
      return;
    }
    try {
      (req as AuthenticatedRequest).principal = await identity.authenticate(m[1]!.trim());
    } catch (e) {
      if (!(e instanceof InvalidTokenError)) throw e;
      await reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer error="invalid_token"')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Jeton invalide ou expiré.' });
    }
  };
}
