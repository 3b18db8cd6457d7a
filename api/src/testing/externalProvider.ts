// Test support: an external provider (Keycloak, as docker-compose.yml deploys it) as the API sees
// it — discovery, signing keys, the admin client's token and the users it knows — and the user
// service over it, on PGlite or PostgreSQL.
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../http/errors';
import { BACKCHANNEL_LOGOUT_EVENT, createIdentity, identityPlugin, type Identity } from '../modules/identity';
import { usersRoutes } from '../modules/users';
import { openTestDatabase, type BackendKind, type TestDatabase } from './databases';

export const FAKE_ISSUER = 'http://keycloak.test/realms/portail';
export const FAKE_CLIENT = 'portail-web';

type Claims = Record<string, unknown>;

export class FakeKeycloak {
  /** The users the admin API knows. */
  readonly users = new Set<string>();
  /** Lookups of a user through the admin API. */
  lookups = 0;
  /** The admin API answers 503 while set. */
  down = false;
  private readonly key: KeyObject;
  /** A key the provider does not publish, under its published key's id. */
  private readonly foreign: KeyObject;
  private readonly jwk: Record<string, unknown>;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.key = privateKey;
    this.foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    this.jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
  }

  jwt(claims: Claims, key: KeyObject = this.key): string {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const head = part({ alg: 'RS256', kid: 'k1', typ: 'JWT' });
    const body = part(claims);
    return `${head}.${body}.${sign('sha256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
  }

  /** An access token of the portal's client for `sub`, valid 5 minutes. */
  token(sub: string, claims: Claims = {}): string {
    const now = Math.floor(Date.now() / 1000);
    return this.jwt({ iss: FAKE_ISSUER, sub, azp: FAKE_CLIENT, iat: now, exp: now + 300, email_verified: true, ...claims });
  }

  logoutClaims(claims: Claims): Claims {
    const now = Math.floor(Date.now() / 1000);
    return { iss: FAKE_ISSUER, aud: FAKE_CLIENT, iat: now, exp: now + 300, jti: randomUUID(), typ: 'Logout', events: { [BACKCHANNEL_LOGOUT_EVENT]: {} }, ...claims };
  }

  logoutToken(claims: Claims): string {
    return this.jwt(this.logoutClaims(claims));
  }

  forgedLogoutToken(claims: Claims): string {
    return this.jwt(this.logoutClaims(claims), this.foreign);
  }

  readonly fetch: typeof fetch = async (input) => {
    const url = String(input);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url === `${FAKE_ISSUER}/.well-known/openid-configuration`) return json({ issuer: FAKE_ISSUER, jwks_uri: `${FAKE_ISSUER}/certs` });
    if (url === `${FAKE_ISSUER}/certs`) return json({ keys: [this.jwk] });
    if (url === `${FAKE_ISSUER}/protocol/openid-connect/token`) return json({ access_token: 'jeton-admin', expires_in: 300 });
    const user = /\/admin\/realms\/portail\/users\/([^/]+)$/.exec(url);
    if (user) {
      this.lookups += 1;
      if (this.down) return json({ error: 'unavailable' }, 503);
      return this.users.has(decodeURIComponent(user[1]!)) ? json({ id: user[1] }) : json({ error: 'User not found' }, 404);
    }
    return json({ error: 'not found' }, 404);
  };
}

export interface ExternalProviderApi {
  t: TestDatabase;
  identity: Identity;
  app: FastifyInstance;
}

/**
 * The identity routes and the user service over `kc`, opened before the suite's tests and closed
 * after them: the object returned holds them once the tests run.
 */
export function useExternalProviderApi(kind: BackendKind, kc: FakeKeycloak, env: Record<string, string> = {}): ExternalProviderApi {
  const api = {} as ExternalProviderApi;
  beforeAll(async () => {
    api.t = await openTestDatabase(kind);
    api.identity = await createIdentity({ db: api.t.db, env: { OIDC_ISSUER: FAKE_ISSUER, ...env }, config: { shellOrigins: ['http://127.0.0.1:1'] }, fetch: kc.fetch });
    api.app = Fastify({ logger: false });
    api.app.setValidatorCompiler(validatorCompiler);
    api.app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(api.app);
    await api.app.register(identityPlugin, { prefix: '/auth', identity: api.identity });
    await api.app.register(usersRoutes, { prefix: '/api', identity: api.identity });
    await api.app.ready();
  });
  afterAll(async () => {
    await api.app?.close();
    await api.identity?.close();
    await api.t?.dispose();
  });
  return api;
}
