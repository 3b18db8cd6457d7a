jest.setTimeout(120_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// An external provider (Keycloak, as docker-compose.yml deploys it) on the whole user service: the
// portal's copy of the person follows the provider's tokens, the forms that cannot work answer
// 409, and an account deleted at the provider is erased on the portal's side, in an order that
// cannot leave one side done and the other not.
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../../http/errors';
import { openTestDatabase, testBackends, type TestDatabase } from '../../testing/databases';
import { createAccount } from '../accounts/accounts';
import { usersRoutes } from '../users/routes';
import { createIdentity, type Identity } from './identity';
import { EXTERNAL_PASSWORD_HASH, askDeletion, completeDeletion, sweepDeletions, type ProviderAccounts } from './providerAccounts';
import { identityPlugin } from './routes';
import { UNUSABLE_PASSWORD_HASH } from './users';

const ISSUER = 'http://keycloak.test/realms/portail';

/** A Keycloak as the API sees it: discovery, keys, the admin client's token and the users it knows. */
class FakeKeycloak {
  readonly users = new Set<string>();
  lookups = 0;
  down = false;
  private readonly key: KeyObject;
  private readonly jwk: Record<string, unknown>;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.key = privateKey;
    this.jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
  }

  token(sub: string, claims: Record<string, unknown> = {}): string {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const head = part({ alg: 'RS256', kid: 'k1', typ: 'JWT' });
    const body = part({ iss: ISSUER, sub, azp: 'portail-web', exp: Math.floor(Date.now() / 1000) + 300, email_verified: true, ...claims });
    return `${head}.${body}.${sign('sha256', Buffer.from(`${head}.${body}`), this.key).toString('base64url')}`;
  }

  readonly fetch: typeof fetch = async (input) => {
    const url = String(input);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url === `${ISSUER}/.well-known/openid-configuration`) return json({ issuer: ISSUER, jwks_uri: `${ISSUER}/certs` });
    if (url === `${ISSUER}/certs`) return json({ keys: [this.jwk] });
    if (url === `${ISSUER}/protocol/openid-connect/token`) return json({ access_token: 'jeton-admin', expires_in: 300 });
    const user = /\/admin\/realms\/portail\/users\/([^/]+)$/.exec(url);
    if (user) {
      this.lookups += 1;
      if (this.down) return json({ error: 'unavailable' }, 503);
      return this.users.has(decodeURIComponent(user[1]!)) ? json({ id: user[1] }) : json({ error: 'User not found' }, 404);
    }
    return json({ error: 'not found' }, 404);
  };
}

describe.each(testBackends())('people of an external provider on %s', (kind) => {
  let t: TestDatabase;
  let identity: Identity;
  let app: FastifyInstance;
  const kc = new FakeKeycloak();

  const call = async (token: string, method: string, url: string, body?: unknown) => {
    const res = await app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(body !== undefined ? { payload: body as object } : {}) });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : null };
  };
  const row = async (sub: string) =>
    (await t.db.query<{ email: string; first_name: string; last_name: string; password_hash: string; attributes: unknown }>('select * from identity_user where id = $1', [sub]))[0];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    identity = await createIdentity({
      db: t.db,
      env: { OIDC_ISSUER: ISSUER, KEYCLOAK_API_CLIENT_SECRET: 'secret-de-test' },
      config: { shellOrigins: ['http://127.0.0.1:1'] },
      fetch: kc.fetch,
    });
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(identityPlugin, { prefix: '/auth', identity });
    await app.register(usersRoutes, { prefix: '/api', identity });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await identity?.close();
    await t?.dispose();
  });

  it('tells the shell that accounts are managed through the provider’s actions, deletion included', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/config' });
    expect(res.json()).toMatchObject({ mode: 'external', account_management: 'provider-actions', account_deletion: true });
  });

  it('keeps a copy of the person that follows the claims of each new token, and the contact details the portal holds', async () => {
    const sub = randomUUID();
    kc.users.add(sub);
    const first = kc.token(sub, { email: 'Claire.Petit@exemple.fr', given_name: 'Claire', family_name: 'Petit' });
    expect((await call(first, 'GET', '/api/user')).body).toMatchObject({ email: 'Claire.Petit@exemple.fr', firstName: 'Claire', lastName: 'Petit' });
    expect(await row(sub)).toMatchObject({ email: 'claire.petit@exemple.fr', first_name: 'Claire', last_name: 'Petit', password_hash: EXTERNAL_PASSWORD_HASH });

    // The contact details are the portal's; the names are the provider's and are refused here.
    const saved = await call(first, 'PUT', '/api/user', { firstName: 'Claire', lastName: 'Petit', attributes: { city: 'Lyon', zipCode: '69001' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ attributes: { city: ['Lyon'], zipCode: ['69001'] } });
    const renamed = await call(first, 'PUT', '/api/user', { firstName: 'Claudine', lastName: 'Petit', attributes: {} });
    expect(renamed.status).toBe(400);
    expect(renamed.body?.message).toMatch(/fournisseur d'identité/);

    // A change made at the provider comes with its next token; the contact details stay.
    const after = kc.token(sub, { email: 'claire.nouvelle@exemple.fr', given_name: 'Claire', family_name: 'Petit-Durand' });
    expect((await call(after, 'GET', '/api/user')).body).toMatchObject({ email: 'claire.nouvelle@exemple.fr', lastName: 'Petit-Durand', attributes: { city: ['Lyon'] } });
    expect(await row(sub)).toMatchObject({ email: 'claire.nouvelle@exemple.fr', last_name: 'Petit-Durand' });
  });

  it('answers the embedded forms with 409 and a French message, never 404 nor 501', async () => {
    const sub = randomUUID();
    const token = kc.token(sub, { email: `p.${sub}@exemple.fr`, given_name: 'Paul', family_name: 'Roux' });
    const password = await call(token, 'PUT', '/api/mot_de_passe', { ancien_mot_de_passe: 'Ancien-mot-de-passe-1', nouveau_mot_de_passe: 'Nouveau-mot-de-passe-2' });
    expect(password.status).toBe(409);
    expect(password.body?.message).toMatch(/fournisseur d'identité/);
    const deletion = await call(token, 'DELETE', '/api/user', { mot_de_passe: 'Ancien-mot-de-passe-1' });
    expect(deletion.status).toBe(409);
    const email = await call(token, 'POST', '/auth/api/changement-email', { nouvel_email: 'x@exemple.fr', mot_de_passe: 'x' });
    expect(email.status).toBe(409);
  });

  it('erases the portal’s side only once the provider no longer has the person, then refuses their last tokens', async () => {
    const sub = randomUUID();
    kc.users.add(sub);
    const token = kc.token(sub, { email: `d.${sub}@exemple.fr`, given_name: 'Denise', family_name: 'Blanc' });
    expect((await call(token, 'GET', '/api/user')).status).toBe(200);
    const account = await createAccount(t.db, sub, { type_profil: 'PARTICULIER', denomination_sociale: null, siren: null, libelle_courrier: 'BLANC DENISE', libelle_facturation: 'BLANC DENISE' });

    // Coming back without confirming at the provider: nothing is erased.
    expect((await call(token, 'POST', '/auth/api/suppression/verification')).body).toMatchObject({ statut: 'NON_DEMANDEE' });
    expect((await call(token, 'POST', '/auth/api/suppression')).status).toBe(202);
    const pending = await call(token, 'POST', '/auth/api/suppression/verification');
    expect(pending).toMatchObject({ status: 409, body: { statut: 'EN_ATTENTE' } });
    expect(await row(sub)).toMatchObject({ first_name: 'Denise' });

    // Confirmed at the provider: the portal erases as DELETE user does.
    kc.users.delete(sub);
    expect(await call(token, 'POST', '/auth/api/suppression/verification')).toMatchObject({ status: 200, body: { statut: 'SUPPRIME' } });
    expect(await row(sub)).toMatchObject({ password_hash: UNUSABLE_PASSWORD_HASH, first_name: 'Utilisateur' });
    expect(await t.db.query('select 1 from compte_client_utilisateur where sujet = $1', [sub])).toHaveLength(0);
    expect((await t.db.query<{ libelle_courrier: string | null }>('select libelle_courrier from compte_client where id = $1', [account.id]))[0]).toEqual({ libelle_courrier: null });
    // The token still lives for a few minutes: the API refuses it, and a new one brings nobody back.
    expect((await call(token, 'GET', '/api/user')).status).toBe(401);
    expect((await call(kc.token(sub, { email: `d.${sub}@exemple.fr`, given_name: 'Denise' }), 'GET', '/api/user')).status).toBe(401);
    // A second check (a retry) finds the work done.
    expect(await call(token, 'POST', '/auth/api/suppression/verification')).toMatchObject({ status: 200, body: { statut: 'SUPPRIME' } });
  });

  it('does the erasure again after one cut short, and drops a request the person abandoned at the provider', async () => {
    const accounts: ProviderAccounts = { exists: async (sub) => kc.users.has(sub) };
    const cut = randomUUID();
    await call(kc.token(cut, { email: `c.${cut}@exemple.fr`, given_name: 'Cyril', family_name: 'Noir' }), 'GET', '/api/user');
    await askDeletion(t.db, cut);
    const failing = async () => {
      throw new Error('coupure');
    };
    await expect(completeDeletion(t.db, accounts, cut, failing)).rejects.toThrow('coupure');
    // Nothing half done: the request is still there, the person too.
    expect(await t.db.query('select 1 from identity_deletion_pending where sub = $1', [cut])).toHaveLength(1);
    expect(await row(cut)).toMatchObject({ first_name: 'Cyril' });

    const abandoned = randomUUID();
    kc.users.add(abandoned);
    await askDeletion(t.db, abandoned);
    await t.db.query(`update identity_deletion_pending set requested_at = now() - interval '25 hours' where sub = $1`, [abandoned]);

    expect(identity.eraser).not.toBeNull();
    expect(await sweepDeletions(t.db, accounts, identity.eraser!)).toBe(1);
    expect(await row(cut)).toMatchObject({ password_hash: UNUSABLE_PASSWORD_HASH });
    expect(await t.db.query('select sub from identity_deletion_pending where sub = any($1::text[])', [[cut, abandoned]])).toEqual([]);
  });

  it('says the provider cannot be asked, with the request kept, when Keycloak does not answer', async () => {
    const sub = randomUUID();
    const token = kc.token(sub, { email: `e.${sub}@exemple.fr`, given_name: 'Emma', family_name: 'Vert' });
    await call(token, 'POST', '/auth/api/suppression');
    kc.down = true;
    try {
      expect((await call(token, 'POST', '/auth/api/suppression/verification')).status).toBe(503);
    } finally {
      kc.down = false;
    }
    expect(await t.db.query('select 1 from identity_deletion_pending where sub = $1', [sub])).toHaveLength(1);
  });
});
