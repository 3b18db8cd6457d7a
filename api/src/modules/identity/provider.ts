import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Queryable } from '../../db';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import { DEFAULT_VARIANT, VARIANTS } from '@portail/shared/site/variants';
import { DatabaseAdapter } from './adapter';
import { API_RESOURCE, type IdentityConfig } from './config';
import { errorPage, logoutPage, messagePage } from './pages';
import type { ProviderSecrets } from './secrets';
import { findUserById } from './users';

// The embedded OpenID Connect provider (oidc-provider), configured after RFC 9700: code flow only,
// PKCE S256 required, exact redirect URIs, single-use codes of 60 s, JWT access tokens of 5 min
// for the API, refresh tokens rotated on every use whose reuse revokes the whole grant, and tokens
// that end with the sign-in session (logout).

export const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
const API_SCOPES = 'profile email';

function epoch(): number {
  return Math.floor(Date.now() / 1000);
}

/** A refresh token's lifetime: the idle lifetime, within what remains of the sign-in's absolute lifetime. */
export function refreshTokenTtl(config: IdentityConfig, firstIssuedAt: number | undefined, now = epoch()): number {
  const { refreshIdle, sessionMax } = config.lifetimes;
  const elapsed = firstIssuedAt ? now - firstIssuedAt : 0;
  return Math.max(1, Math.min(refreshIdle, sessionMax - elapsed));
}

export function redirectUris(config: IdentityConfig): string[] {
  return config.shellOrigins.map((o) => `${o}${config.mountPath}/callback`);
}

const TEXT_ERRORS: Record<string, string> = {
  invalid_request: 'La demande de connexion est invalide.',
  invalid_client: 'Application inconnue.',
  invalid_redirect_uri: "L'adresse de retour de la demande de connexion n'est pas autorisée.",
  access_denied: 'Connexion refusée.',
  login_required: 'Veuillez vous connecter.',
  session_not_found: 'Votre demande de connexion a expiré. Veuillez fermer cette fenêtre et recommencer.',
};

export function createProvider(db: Queryable, config: IdentityConfig, secrets: ProviderSecrets): Provider {
  const base = config.mountPath;
  const configuration: Configuration = {
    adapter: (name: string) => new DatabaseAdapter(db, name),
    clients: [
      {
        client_id: config.clientId,
        // One client for every site of the portal, named after the default one.
        client_name: VARIANTS[DEFAULT_VARIANT].siteName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris(config),
        post_logout_redirect_uris: config.shellOrigins.map((o) => `${o}/`),
      },
    ],
    clientBasedCORS: (_ctx, origin) => config.shellOrigins.includes(origin),
    allowOmittingSingleRegisteredRedirectUri: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['family_name', 'given_name', 'name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', path: base },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: { keys: [secrets.signingKey as unknown as Record<string, unknown>] } as Configuration['jwks'],
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: {
        enabled: true,
        // A public client may revoke its own tokens only.
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(base, form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage(base, { title: 'Déconnexion', kind: 'success', message: 'Vous êtes déconnecté.', link: { href: REMOTE_ROUTES['mf-content'].home, label: "Retour à l'accueil" } });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: API_RESOURCE,
            accessTokenTTL: config.lifetimes.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: config.lifetimes.accessToken,
      AuthorizationCode: config.lifetimes.authorizationCode,
      IdToken: config.lifetimes.accessToken,
      Interaction: config.lifetimes.interaction,
      Session: config.lifetimes.sessionMax,
      Grant: config.lifetimes.sessionMax,
      RefreshToken: (_ctx, token) => refreshTokenTtl(config, token.iiat),
    },
    // Like Keycloak's (non-offline) refresh tokens: issued with every sign-in, bound to the session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      const at = token as typeof token & { sessionUid?: string; sid?: string; grantId?: string };
      return {
        azp: token.clientId,
        preferred_username: user?.email,
        email: user?.email,
        given_name: user?.firstName,
        family_name: user?.lastName,
        session_state: at.sessionUid,
        sid: at.sid,
        grant_id: at.grantId,
      };
    },
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            email: user.email,
            email_verified: user.emailVerified,
            given_name: user.firstName,
            family_name: user.lastName,
            name: `${user.firstName} ${user.lastName}`.trim(),
            preferred_username: user.email,
          };
        },
      };
    },
    interactions: {
      url: async (_ctx, interaction) => `${base}/interaction/${interaction.uid}`,
    },
    // Our own client is first-party: what it asks for is granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const client = oidc.client!;
      const grantId = (oidc.result?.consent as { grantId?: string } | undefined)?.grantId || oidc.session!.grantIdFor(client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== config.clientId || !oidc.session?.accountId) return grant;
      if (grant && grant.accountId !== oidc.session.accountId) grant = undefined;
      grant ??= new oidc.provider.Grant({ clientId: client.clientId, accountId: oidc.session.accountId });
      const scopes = [...oidc.requestParamOIDCScopes].join(' ');
      if (scopes) grant.addOIDCScope(scopes);
      const claims = [...oidc.requestParamClaims];
      if (claims.length) grant.addOIDCClaims(claims);
      for (const resource of Object.keys(oidc.resourceServers ?? {})) grant.addResourceScope(resource, API_SCOPES);
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const message = TEXT_ERRORS[String(out.error)] ?? 'Une erreur est survenue.';
      ctx.body = errorPage(base, message);
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // Behind the shells' proxies: endpoints are built from X-Forwarded-Host / -Proto.
  provider.proxy = true;

  provider.use(async (ctx, next) => {
    // Every answer (discovery, keys, tokens, pages, errors) is what its Content-Type says.
    ctx.set('X-Content-Type-Options', 'nosniff');
    // SPEC §7: the token call carries a basic authorization header built from the client id alone.
    // A public client has no secret, so an empty one means no client authentication (the form's
    // client_id identifies the client); anything else goes to oidc-provider unchanged.
    const auth = ctx.get('authorization');
    if (ctx.method === 'POST' && /^basic /i.test(auth)) {
      const credentials = basicCredentials(auth);
      if (!credentials) {
        ctx.status = 400;
        ctx.body = { error: 'invalid_client', error_description: "L'en-tête d'autorisation est mal formé." };
        return;
      }
      if (credentials.secret === '' && credentials.id === config.clientId) delete ctx.req.headers.authorization;
    }
    await next();
    // Keycloak's token response gives refresh_expires_in; the shell's session-lost timer uses it.
    const body = ctx.body as Record<string, unknown> | undefined;
    if (ctx.oidc?.route === 'token' && ctx.status === 200 && body && typeof body.refresh_token === 'string') {
      const rt = ctx.oidc.entities.RefreshToken as { remainingTTL?: number } | undefined;
      if (typeof rt?.remainingTTL === 'number') body.refresh_expires_in = Math.max(0, rt.remainingTTL);
    }
    if (ctx.type === 'text/html') ctx.set('Content-Security-Policy', pageCsp());
  });

  return provider;
}

/** The client id and secret of a basic authorization header (RFC 6749 §2.3.1), or null when malformed. */
export function basicCredentials(header: string): { id: string; secret: string } | null {
  const encoded = header.slice(6).trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  try {
    return { id: decodeURIComponent(i === -1 ? decoded : decoded.slice(0, i)), secret: i === -1 ? '' : decodeURIComponent(decoded.slice(i + 1)) };
  } catch {
    return null;
  }
}

/**
 * CSP of the provider's pages: own files only; framable by the same origin (the silent restore),
 * or by nobody (`framing: 'none'`).
 */
export function pageCsp(framing: 'self' | 'none' = 'self'): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    `frame-ancestors '${framing}'`,
    "base-uri 'none'",
  ].join('; ');
}
