import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

/**
 * A preHandler for routes open to visitors and customers alike: without an Authorization header
 * the request goes on anonymous; with one, the token must be valid (401 otherwise, as above).
 */
export function optionalUser(identity: Identity | undefined) {
  const required = identity ? requireUser(identity) : null;
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!req.headers.authorization) return;
    if (!required) {
      await reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: "L'authentification n'est pas disponible sur ce serveur." });
      return;
    }
    await required(req, reply);
  };
}

/** The signed-in person of a request that went through `requireUser` or `optionalUser`, if any. */
export function principalOf(req: FastifyRequest): Principal | null {
  return (req as Partial<AuthenticatedRequest>).principal ?? null;
}

/**
 * What a plugin of signed-in customers' routes starts with: `requireUser` on every request, before
 * its body is read or validated (when `identity` is given: a plugin registered inside one that
 * already requires it passes none), routes typed by their Zod schemas, and the signed-in person of
 * a request, whole (`principal`) or by its subject (`sub`).
 */
export function customerRoutes(app: FastifyInstance, identity?: Identity) {
  if (identity) app.addHook('onRequest', requireUser(identity));
  const principal = (req: unknown): Principal => (req as AuthenticatedRequest).principal;
  return { r: app.withTypeProvider<ZodTypeProvider>(), principal, sub: (req: unknown) => principal(req).sub };
}
