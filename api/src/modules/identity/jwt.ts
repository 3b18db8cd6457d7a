import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

// Verification of the access tokens the API receives (RFC 9068 JWTs signed RS256 by the embedded
// provider or by Keycloak), with node:crypto only.

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  exp: number;
  iat?: number;
  jti?: string;
  aud?: string | string[];
  azp?: string;
  client_id?: string;
  scope?: string;
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  /** Session of the provider (Keycloak names it so too). */
  session_state?: string;
  sid?: string;
  /** Grant the token belongs to (embedded provider only). */
  grant_id?: string;
}

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

function decodePart<T>(part: string | undefined): T {
  if (!part) throw new InvalidTokenError('malformed token');
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T;
  } catch {
    throw new InvalidTokenError('malformed token');
  }
}

export type KeyResolver = (kid: string | undefined) => Promise<KeyObject | null>;

export function keyFromJwk(jwk: JsonWebKey): KeyObject {
  return createPublicKey({ key: jwk, format: 'jwk' });
}

export interface VerifyOptions {
  issuers: string[];
  /** The token must name this client (azp or client_id) or have this audience. */
  clientId: string;
  audience?: string;
  nowSeconds?: number;
  /** Leeway for clock differences, seconds. */
  leeway?: number;
}

/** The claims of an RS256 JWT signed by one of the provider's keys (nothing else is checked). */
export async function verifySignature<T>(token: string, resolveKey: KeyResolver): Promise<T> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidTokenError('malformed token');
  const header = decodePart<{ alg?: string; kid?: string; typ?: string }>(parts[0]);
  if (header.alg !== 'RS256') throw new InvalidTokenError('unsupported algorithm');
  const key = await resolveKey(header.kid);
  if (!key) throw new InvalidTokenError('unknown key');
  const ok = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), key, Buffer.from(parts[2]!, 'base64url'));
  if (!ok) throw new InvalidTokenError('bad signature');
  const claims = decodePart<T>(parts[1]);
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new InvalidTokenError('malformed token');
  return claims;
}

export async function verifyAccessToken(token: string, resolveKey: KeyResolver, opts: VerifyOptions): Promise<AccessTokenClaims> {
  const claims = await verifySignature<AccessTokenClaims>(token, resolveKey);
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const leeway = opts.leeway ?? 5;
  if (typeof claims.exp !== 'number' || claims.exp + leeway <= now) throw new InvalidTokenError('token expired');
  if (!opts.issuers.includes(claims.iss)) throw new InvalidTokenError('unexpected issuer');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new InvalidTokenError('no subject');
  const audiences = Array.isArray(claims.aud) ? claims.aud : claims.aud ? [claims.aud] : [];
  const forClient = claims.azp === opts.clientId || claims.client_id === opts.clientId;
  const forAudience = opts.audience !== undefined && audiences.includes(opts.audience);
  if (!forClient && !forAudience) throw new InvalidTokenError('token not meant for this API');
  return claims;
}
