import type { KeyObject } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Database } from '../../db';
import { purgeExpired, revokeAccount, revokeGrant } from './adapter';
import { API_RESOURCE, configFromEnv, type IdentityConfig } from './config';
import { InvalidTokenError, keyFromJwk, verifyAccessToken, type AccessTokenClaims, type KeyResolver } from './jwt';
import { createMailer, type Mailer } from '../mail';
import { DEFAULT_SCRYPT_COST, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { queueChangeNotice } from './notices';
import { MESSAGES } from './pages';
import { createProvider } from './provider';
import { MemoryWindowStore, type WindowStore } from '../../store';
import { ProgressiveDelay, RateLimiter, combine } from './rateLimit';
import { loadSecrets, publicJwk } from './secrets';
import { findUserById, setPassword, type ContactAttributes } from './users';
import { keycloakAccounts, personFor, sweepDeletions, type Erase, type ProviderAccounts } from './providerAccounts';
import { LogoutTokenError, recordLogout, sessionEnded, sweepEndedSessions, verifyLogoutToken } from './backchannelLogout';

export { InvalidTokenError, type AccessTokenClaims } from './jwt';

/** The signed-in person as the API sees them. */
export interface Principal {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  attributes: ContactAttributes;
  claims: AccessTokenClaims;
}

export type ConfirmPasswordResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-password' | 'unsupported'; message: string }
  | { ok: false; reason: 'too-many'; message: string; retryAfter: number };

export type ChangePasswordResult = ConfirmPasswordResult | { ok: false; reason: 'invalid'; message: string };

/** Where a request comes from: the client's address (limits) and the shell origin (links in mail). */
export interface RequestOrigin {
  ip: string;
  origin: string;
}

/**
 * Sign-in for the API: the embedded provider (when configured), the verification of bearer tokens
 * and the account operations of the user service that belong to the identity provider.
 */
export interface Identity {
  readonly config: IdentityConfig;
  readonly db: Database;
  readonly provider: Provider | null;
  readonly mailer: Mailer;
  readonly limiters: SignInLimiters;
  /** External provider: its admin API, to learn whether a person still exists (null when not configured). */
  readonly accounts: ProviderAccounts | null;
  /** Verifies a bearer token; throws InvalidTokenError. */
  authenticate(token: string): Promise<Principal>;
  /** Verifies a bearer token's signature, issuer, client and expiry only (the person may be gone); throws InvalidTokenError. */
  verifyToken(token: string): Promise<AccessTokenClaims>;
  /**
   * The erasure of a person's side in the portal (users/erasure.ts), given by the user service:
   * an external provider's deletions run it once the provider no longer has the person.
   */
  setEraser(erase: Erase): void;
  /** The eraser given, if any. */
  readonly eraser: Erase | null;
  /**
   * External provider: an OpenID Connect back-channel logout token the provider posted, checked and
   * recorded (the access tokens of the session it ends are refused from now on); throws
   * LogoutTokenError, whose message is the French answer.
   */
  receiveLogout(logoutToken: string): Promise<void>;
  /** Ends the provider session and revokes the grant the token belongs to (logout). */
  endSession(claims: AccessTokenClaims): Promise<void>;
  /**
   * Changes the password and ends every other sign-in of the person (this one goes on); the current
   * password is checked as `confirmPassword` does, and the account's address gets a notice.
   */
  changePassword(principal: Principal, current: string, next: string, from: RequestOrigin): Promise<ChangePasswordResult>;
  /**
   * Checks the password of the signed-in person before a sensitive act (deleting the account,
   * changing its password or address), with the limits of sign-in: failures from `ip` count against
   * this person as sign-in failures do, and once they are refused no password is checked at all.
   */
  confirmPassword(principal: Principal, password: string, ip: string): Promise<ConfirmPasswordResult>;
  close(): Promise<void>;
}

export interface SignInLimiters {
  perAddress: RateLimiter;
  perAccountAndAddress: RateLimiter;
  perAccount: ProgressiveDelay;
  mailPerAddress: RateLimiter;
}

export interface CreateIdentityOptions {
  db: Database;
  config?: Partial<IdentityConfig>;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  /** The mailer (tests give one with their own transport); else from the configuration. */
  mailer?: Mailer;
  /** Where the sign-in and mail-form limits count (shared by every API process); default: this process's memory. */
  limits?: WindowStore;
}

function remoteKeys(issuer: string, fetchImpl: typeof fetch): KeyResolver {
  let cache: { at: number; keys: Map<string, KeyObject> } | null = null;
  const load = async () => {
    const discovery = (await (await fetchImpl(`${issuer}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
    const jwks = (await (await fetchImpl(discovery.jwks_uri)).json()) as { keys: Array<Record<string, unknown>> };
    const keys = new Map<string, KeyObject>();
    for (const k of jwks.keys) if (k.use !== 'enc' && typeof k.kid === 'string') keys.set(k.kid, keyFromJwk(k));
    cache = { at: Date.now(), keys };
    return keys;
  };
  return async (kid) => {
    if (!kid) return null;
    let keys = cache && Date.now() - cache.at < 10 * 60_000 ? cache.keys : await load();
    // An unknown key may be a rotation: reload once, at most every 30 s.
    if (!keys.has(kid) && cache && Date.now() - cache.at > 30_000) keys = await load();
    return keys.get(kid) ?? null;
  };
}

export async function createIdentity(opts: CreateIdentityOptions): Promise<Identity> {
  const config = configFromEnv(opts.env ?? process.env, opts.config);
  const { db } = opts;
  const mailer = opts.mailer ?? createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const windows = opts.limits ?? new MemoryWindowStore();
  const limiters: SignInLimiters = {
    perAddress: new RateLimiter(config.limits.perAddress, windows, 'signin:address:'),
    perAccountAndAddress: new RateLimiter(config.limits.perAccountAndAddress, windows, 'signin:account-address:'),
    perAccount: new ProgressiveDelay(config.limits.perAccount, windows, 'signin:account:'),
    mailPerAddress: new RateLimiter(config.limits.mailPerAddress, windows, 'mail:address:'),
  };
  // Mail left pending by a failed delivery (or by a process that stopped) goes out on the next run.
  const deliveries = setInterval(() => void mailer.deliver(), 30_000);
  deliveries.unref();
  const scryptCost = config.scryptCost ?? DEFAULT_SCRYPT_COST;

  let provider: Provider | null = null;
  let accounts: ProviderAccounts | null = null;
  let resolveKey: KeyResolver;
  let timer: NodeJS.Timeout | null = null;
  if (config.mode === 'embedded') {
    const secrets = await loadSecrets(db);
    provider = createProvider(db, config, secrets);
    const key = keyFromJwk(publicJwk(secrets.signingKey));
    resolveKey = async (kid) => (kid === secrets.signingKey.kid ? key : null);
    timer = setInterval(() => void purgeExpired(db).catch(() => {}), 10 * 60_000);
    timer.unref();
  } else {
    resolveKey = remoteKeys(config.issuer, opts.fetch ?? fetch);
    accounts = keycloakAccounts(config, opts.fetch ?? fetch);
  }
  const issuers = [...new Set([config.issuer, config.publicIssuer])];
  let eraser: Erase | null = null;
  // External provider: the deletions asked and confirmed at the provider, whose person did not come
  // back to the portal, are erased here (providerAccounts.ts); the ended sessions whose tokens have
  // expired are forgotten (backchannelLogout.ts).
  const sweeper = provider
    ? null
    : setInterval(() => {
        if (eraser && accounts) void sweepDeletions(db, accounts, eraser).catch(() => {});
        void sweepEndedSessions(db).catch(() => {});
      }, 5 * 60_000);
  sweeper?.unref();

  /**
   * Embedded: the token's session and grant must still exist (logout and refresh-token reuse end
   * them). External: the provider must not have said, by a back-channel logout, that its session ended.
   */
  const stillLive = async (claims: AccessTokenClaims): Promise<boolean> => {
    if (!provider) return !(await sessionEnded(db, claims));
    if (!claims.session_state || !claims.grant_id) return false;
    const [row] = await db.query<{ live: boolean }>(
      `select exists(select 1 from oidc_payload where type = 'Session' and uid = $1 and (expires_at is null or expires_at > now()))
          and exists(select 1 from oidc_payload where type = 'Grant' and id = $2 and (expires_at is null or expires_at > now())) as live`,
      [claims.session_state, claims.grant_id],
    );
    return row?.live === true;
  };

  const confirmPassword: Identity['confirmPassword'] = async (principal, password, ip) => {
    if (!provider) return { ok: false, reason: 'unsupported', message: "Votre compte se gère auprès du fournisseur d'identité." };
    const user = await findUserById(db, principal.sub);
    const email = user?.email ?? principal.email;
    const pair = `${email}\n${ip}`;
    const verdict = combine(await Promise.all([limiters.perAddress.hit(ip), limiters.perAccountAndAddress.check(pair), limiters.perAccount.check(email)]));
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfter / 60);
      return { ok: false, reason: 'too-many', retryAfter: verdict.retryAfter, message: `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.` };
    }
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      await Promise.all([limiters.perAccountAndAddress.record(pair), limiters.perAccount.fail(email)]);
      return { ok: false, reason: 'wrong-password', message: 'Le mot de passe est incorrect.' };
    }
    return { ok: true };
  };

  return {
    config,
    db,
    provider,
    mailer,
    limiters,
    accounts,
    get eraser() {
      return eraser;
    },
    setEraser(erase) {
      eraser = erase;
    },

    verifyToken(token) {
      return verifyAccessToken(token, resolveKey, { issuers, clientId: config.clientId, audience: API_RESOURCE });
    },

    async authenticate(token) {
      const claims = await verifyAccessToken(token, resolveKey, { issuers, clientId: config.clientId, audience: API_RESOURCE });
      if (!(await stillLive(claims))) throw new InvalidTokenError('session ended');
      if (provider) {
        const user = await findUserById(db, claims.sub);
        if (!user) throw new InvalidTokenError('unknown user');
        return { sub: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, attributes: user.attributes, claims };
      }
      // The portal's copy follows the provider's claims; a person who deleted their account is
      // refused while their last tokens live.
      const person = await personFor(db, claims);
      if (!person) throw new InvalidTokenError('account deleted');
      const attributes: ContactAttributes = { ...person.attributes };
      return {
        sub: claims.sub,
        email: claims.email ?? claims.preferred_username ?? person.email,
        firstName: claims.given_name ?? person.firstName,
        lastName: claims.family_name ?? person.lastName,
        attributes,
        claims,
      };
    },

    async receiveLogout(logoutToken) {
      if (provider) throw new LogoutTokenError("Ce site n'attend pas de déconnexion d'un fournisseur d'identité externe.");
      const claims = await verifyLogoutToken(logoutToken, resolveKey, { issuers, clientId: config.clientId });
      await recordLogout(db, claims);
    },

    async endSession(claims) {
      if (!provider) return;
      if (claims.session_state) {
        const session = await provider.Session.findByUid(claims.session_state);
        if (session) {
          const grants = Object.values(session.authorizations ?? {})
            .map((a) => a.grantId)
            .filter((g): g is string => typeof g === 'string');
          for (const grantId of grants) await revokeGrant(db, grantId);
          await session.destroy();
        }
      }
      if (claims.grant_id) await revokeGrant(db, claims.grant_id);
    },

    async changePassword(principal, current, next, { ip, origin }) {
      if (!provider) {
        return { ok: false, reason: 'unsupported', message: "Le mot de passe se change auprès du fournisseur d'identité." };
      }
      const user = await findUserById(db, principal.sub);
      // The new password is judged first: a refused one costs no guess of the current one.
      const problem = passwordProblem(next, user?.email ?? principal.email);
      if (problem) return { ok: false, reason: 'invalid', message: problem };
      const check = await confirmPassword(principal, current, ip);
      if (!check.ok) return check.reason === 'wrong-password' ? { ...check, message: MESSAGES.wrongCurrentPassword } : check;
      if (!user) return { ok: false, reason: 'wrong-password', message: MESSAGES.wrongCurrentPassword };
      const hash = await hashPassword(next, scryptCost);
      await db.transaction(async (tx) => {
        await setPassword(tx, user.id, hash);
        await revokeAccount(tx, user.id, { sessionUid: principal.claims.session_state, grantId: principal.claims.grant_id });
        await queueChangeNotice(tx, mailer, { userId: user.id, to: user.email, origin, base: config.mountPath, change: { kind: 'password' } });
      });
      void mailer.deliver();
      return { ok: true };
    },

    confirmPassword,

    async close() {
      if (timer) clearInterval(timer);
      if (sweeper) clearInterval(sweeper);
      clearInterval(deliveries);
    },
  };
}
