import type { ScryptCost } from './passwords';
import type { LimitRule, ProgressiveRule } from './rateLimit';

// Configuration of sign-in. Two modes:
// - embedded (default): an oidc-provider instance mounted under /auth of the API, reached through
//   each shell's same-origin /auth proxy;
// - external: OIDC_ISSUER names another provider (Keycloak in docker-compose); the API only
//   verifies its tokens and /auth/config points the shell at it.
//
// Issuer and origins (embedded). oidc-provider has one fixed issuer, while the local topology has
// two shells (fr :8080, nc :8081), each proxying /auth to the API. The issuer is the fr shell's
// `http://localhost:8080/auth` (AUTH_ISSUER to change it). Endpoints, though, are built from the
// request's forwarded host, so each shell runs the whole flow on its own origin: the popup, the
// hidden iframe of the silent restore and the token calls stay same-origin (no CORS, no third-party
// cookies, no CSP exception). Both shells' redirect URIs `<origin>/auth/callback` are registered
// exactly (AUTH_SHELL_ORIGINS to change the list). Tokens carry iss = the issuer whichever shell
// obtained them, which is what the API checks.

export const DEFAULT_CLIENT_ID = 'portail-web';
/** Audience (resource indicator) of the access tokens meant for the API. */
export const API_RESOURCE = 'urn:portail:api';

export interface TokenLifetimes {
  /** Access token, seconds (at most 5 minutes). */
  accessToken: number;
  /** Authorization code, seconds (single use, at most 10 minutes). */
  authorizationCode: number;
  /** Refresh token idle lifetime, seconds: each rotation gives this much again. */
  refreshIdle: number;
  /** Absolute lifetime of a sign-in (session, grant, refresh chain), seconds. */
  sessionMax: number;
  /** Interaction (the sign-in page), seconds. */
  interaction: number;
}

export const DEFAULT_LIFETIMES: TokenLifetimes = {
  accessToken: 300,
  authorizationCode: 60,
  refreshIdle: 1800,
  sessionMax: 10 * 3600,
  interaction: 600,
};

export interface SignInLimits {
  /** Sign-in attempts per client address. */
  perAddress: LimitRule;
  /** Failed sign-ins on one e-mail address from one client address; that client is then refused for it. */
  perAccountAndAddress: LimitRule;
  /**
   * Failed sign-ins on one e-mail address from every client address: beyond the free ones each
   * attempt waits a little longer, never a lock a stranger could put on the owner.
   */
  perAccount: ProgressiveRule;
  /** Mail-sending forms (account creation, password reset, e-mail change) per client address. */
  mailPerAddress: LimitRule;
  /** Mail sent to one recipient (counted in the outbox, so across processes). */
  mailPerRecipient: LimitRule;
}

export const DEFAULT_LIMITS: SignInLimits = {
  perAddress: { max: 30, windowSeconds: 60 },
  perAccountAndAddress: { max: 10, windowSeconds: 15 * 60 },
  perAccount: { free: 10, windowSeconds: 15 * 60, maxDelaySeconds: 30 },
  mailPerAddress: { max: 10, windowSeconds: 10 * 60 },
  mailPerRecipient: { max: 5, windowSeconds: 60 * 60 },
};

export interface IdentityConfig {
  mode: 'embedded' | 'external';
  /** Path where the provider is mounted in the API, e.g. "/auth". */
  mountPath: string;
  clientId: string;
  /** Embedded: the provider's issuer. External: the issuer the API fetches discovery from. */
  issuer: string;
  /** External: the issuer as the browser reaches it (Keycloak's front-end URL), when different. */
  publicIssuer: string;
  /**
   * External: the provider's confidential client through which the API asks its admin API whether
   * a person still exists (KEYCLOAK_API_CLIENT_ID, default "portail-api"), and its secret
   * (KEYCLOAK_API_CLIENT_SECRET). Without the secret, accounts cannot be deleted from the portal.
   */
  adminClientId: string;
  adminClientSecret?: string;
  /** Origins of the shells; each has `<origin><mountPath>/callback` as redirect URI. */
  shellOrigins: string[];
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Seed the demo customers: on the embedded default (AUTH_DEMO=0 says no), and on PostgreSQL
   * only when asked with AUTH_DEMO=1 outside production (a test site on a real server).
   */
  seedDemo: boolean;
  lifetimes: TokenLifetimes;
  limits: SignInLimits;
  scryptCost?: ScryptCost;
}

function list(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

/**
 * The limits of sign-in and of the forms that send mail. MAIL_RATE_LIMIT_MAX sets how many
 * sign-ups and mail forms one address may send per window (a test site driven by one machine).
 */
function limitsFromEnv(env: NodeJS.ProcessEnv): SignInLimits {
  const mailMax = Number(env.MAIL_RATE_LIMIT_MAX);
  if (!env.MAIL_RATE_LIMIT_MAX || !Number.isInteger(mailMax) || mailMax <= 0) return DEFAULT_LIMITS;
  return { ...DEFAULT_LIMITS, mailPerAddress: { ...DEFAULT_LIMITS.mailPerAddress, max: mailMax } };
}

/** The configuration from the environment (see README "Configuration"). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  const base = Number(env.PORT_BASE || 0);
  const host = env.PUBLIC_HOST || 'localhost';
  const mountPath = overrides.mountPath ?? '/auth';
  const shellOrigins = list(env.AUTH_SHELL_ORIGINS) ?? [`http://${host}:${8080 + base}`, `http://${host}:${8081 + base}`];
  const external = env.OIDC_ISSUER?.replace(/\/+$/, '');
  const issuer = external ?? env.AUTH_ISSUER?.replace(/\/+$/, '') ?? `${shellOrigins[0]}${mountPath}`;
  return {
    mode: external ? 'external' : 'embedded',
    mountPath,
    clientId: env.AUTH_CLIENT_ID || DEFAULT_CLIENT_ID,
    issuer,
    publicIssuer: env.OIDC_PUBLIC_ISSUER?.replace(/\/+$/, '') ?? issuer,
    adminClientId: env.KEYCLOAK_API_CLIENT_ID || 'portail-api',
    ...(env.KEYCLOAK_API_CLIENT_SECRET ? { adminClientSecret: env.KEYCLOAK_API_CLIENT_SECRET } : {}),
    shellOrigins,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Registre des entreprises <ne-pas-repondre@registre-entreprises.example>',
    seedDemo: !external && (env.DATABASE_URL ? env.AUTH_DEMO === '1' && env.NODE_ENV !== 'production' : env.AUTH_DEMO !== '0'),
    lifetimes: DEFAULT_LIFETIMES,
    limits: limitsFromEnv(env),
    ...overrides,
  };
}
