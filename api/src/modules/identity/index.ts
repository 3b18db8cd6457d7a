// Sign-in: the embedded OpenID Connect provider (or an external one such as Keycloak) and the
// verification of the API's bearer tokens.
//
// Wiring in the API (api/src/app.ts):
//   const identity = await createIdentity({ db });
//   await app.register(identityPlugin, { prefix: '/auth', identity });
//   await app.register(usersRoutes, { prefix: '/api', identity });
export { createIdentity, InvalidTokenError, type Identity, type Principal, type AccessTokenClaims, type CreateIdentityOptions } from './identity';
export { identityPlugin, clientConfig, type IdentityPluginOptions } from './routes';
export { BACKCHANNEL_LOGOUT_EVENT } from './backchannelLogout';
export { configFromEnv, API_RESOURCE, DEFAULT_CLIENT_ID, DEFAULT_LIFETIMES, DEFAULT_LIMITS, type IdentityConfig } from './config';
export { customerRoutes, optionalUser, principalOf, requireUser, type AuthenticatedRequest } from './guard';
export { publicOrigin } from './origin';
export { OUTBOX_HOST, buildOutboxViewer } from './outboxViewer';
export { DEFAULT_SCRYPT_COST, hashPassword } from './passwords';
export { type LimitRule, RateLimiter } from './rateLimit';
export { createUser, findUserByEmail, type ContactAttributes, endEverySignIn, eraseUser, updateProfile, CONTACT_ATTRIBUTES } from './users';
