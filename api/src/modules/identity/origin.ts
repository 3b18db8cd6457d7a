import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from './config';

/** The shell origin the request came through, when it is one of ours (links in mails point there). */
export function publicOrigin(config: Pick<IdentityConfig, 'shellOrigins'>, req: FastifyRequest): string {
  const origins = config.shellOrigins;
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').split(',')[0]!.trim();
  const proto = String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0]!.trim();
  const candidate = `${proto}://${host}`;
  return origins.includes(candidate) ? candidate : origins[0]!;
}
