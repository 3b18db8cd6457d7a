import type { Queryable } from '../../db';
import { InvalidTokenError, verifySignature, type AccessTokenClaims, type KeyResolver } from './jwt';

// OpenID Connect Back-Channel Logout 1.0 with an external provider (Keycloak): when a session ends
// there (logout, a password change that signs out the other sessions, an account deleted, a
// session ended by an administrator), the provider posts a signed logout token to the API. The
// session is recorded as ended, and `authenticate` refuses the access tokens it gave until they
// would have expired anyway: without this an access token stayed valid up to its lifetime
// (5 minutes) after its session had ended.

/** The `events` member that makes a JWT a logout token. */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/**
 * How long an ended session is remembered, seconds: longer than any access token the provider
 * gives (the realm's 5 minutes), since a session ended at the provider can no longer be refreshed.
 */
export const ENDED_SESSION_RETENTION_SECONDS = 3600;

/** A logout token refused; `message` is the French answer of the endpoint. */
export class LogoutTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogoutTokenError';
  }
}

export interface LogoutTokenClaims {
  iss: string;
  aud: string | string[];
  iat: number;
  exp?: number;
  jti?: string;
  sub?: string;
  sid?: string;
  events: Record<string, unknown>;
  nonce?: unknown;
}

export interface LogoutVerifyOptions {
  issuers: string[];
  /** The portal's client: the token's audience. */
  clientId: string;
  nowSeconds?: number;
  /** Leeway for clock differences, seconds. */
  leeway?: number;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Checks a logout token as the specification's section 2.6 asks; throws LogoutTokenError. */
export async function verifyLogoutToken(token: string, resolveKey: KeyResolver, opts: LogoutVerifyOptions): Promise<LogoutTokenClaims> {
  let claims: LogoutTokenClaims;
  try {
    claims = await verifySignature<LogoutTokenClaims>(token, resolveKey);
  } catch (e) {
    if (e instanceof InvalidTokenError) throw new LogoutTokenError("Jeton de déconnexion refusé : il n'est pas signé par le fournisseur d'identité.");
    throw e;
  }
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const leeway = opts.leeway ?? 60;
  if (!opts.issuers.includes(claims.iss)) throw new LogoutTokenError("Jeton de déconnexion refusé : il ne vient pas du fournisseur d'identité attendu.");
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(opts.clientId)) throw new LogoutTokenError('Jeton de déconnexion refusé : il ne s’adresse pas à ce site.');
  if (typeof claims.iat !== 'number' || claims.iat > now + leeway) throw new LogoutTokenError("Jeton de déconnexion refusé : sa date d'émission manque ou est dans le futur.");
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp + leeway <= now)) throw new LogoutTokenError('Jeton de déconnexion refusé : il a expiré.');
  const events = claims.events;
  if (typeof events !== 'object' || events === null || typeof events[BACKCHANNEL_LOGOUT_EVENT] !== 'object' || events[BACKCHANNEL_LOGOUT_EVENT] === null) {
    throw new LogoutTokenError("Jeton de déconnexion refusé : il n'annonce pas une déconnexion.");
  }
  if (!nonEmpty(claims.sid) && !nonEmpty(claims.sub)) throw new LogoutTokenError('Jeton de déconnexion refusé : il ne nomme ni session ni personne.');
  if (claims.nonce !== undefined) throw new LogoutTokenError("Jeton de déconnexion refusé : un jeton de déconnexion ne porte pas de « nonce ».");
  return claims;
}

/**
 * Records what a logout token ended: its session (sid), or every session of its person (sub alone)
 * up to its issue time. Idempotent: the same token, or another one for the same session, changes
 * nothing but the retention.
 */
export async function recordLogout(db: Queryable, claims: LogoutTokenClaims): Promise<void> {
  if (nonEmpty(claims.sid)) {
    await db.query(
      `insert into identity_ended_session (sid, sub, expires_at) values ($1, $2, now() + make_interval(secs => $3::int))
       on conflict (sid) do update set expires_at = greatest(identity_ended_session.expires_at, excluded.expires_at)`,
      [claims.sid, claims.sub ?? null, ENDED_SESSION_RETENTION_SECONDS],
    );
    return;
  }
  await db.query(
    `insert into identity_ended_person (sub, ended_at, expires_at) values ($1, to_timestamp($2::double precision), now() + make_interval(secs => $3::int))
     on conflict (sub) do update set ended_at = greatest(identity_ended_person.ended_at, excluded.ended_at),
                                     expires_at = greatest(identity_ended_person.expires_at, excluded.expires_at)`,
    [claims.sub!, claims.iat, ENDED_SESSION_RETENTION_SECONDS],
  );
}

/**
 * Whether an access token belongs to an ended session: its session (sid, or Keycloak's older
 * session_state) was ended, or its person's every session was ended at or after its issue.
 */
export async function sessionEnded(db: Queryable, claims: AccessTokenClaims): Promise<boolean> {
  const sid = claims.sid ?? claims.session_state ?? null;
  const [row] = await db.query<{ ended: boolean }>(
    `select exists(select 1 from identity_ended_session where sid = $1 and expires_at > now())
         or exists(select 1 from identity_ended_person where sub = $2 and ended_at >= to_timestamp($3::double precision) and expires_at > now()) as ended`,
    [sid, claims.sub, claims.iat ?? 0],
  );
  return row?.ended === true;
}

/** Forgets the ended sessions whose tokens have all expired. */
export async function sweepEndedSessions(db: Queryable): Promise<void> {
  await db.query('delete from identity_ended_session where expires_at <= now()');
  await db.query('delete from identity_ended_person where expires_at <= now()');
}
