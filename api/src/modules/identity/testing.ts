import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../../http/errors';
import { openTestDatabase, type BackendKind, type TestDatabase } from '../../testing/databases';
import type { IdentityConfig } from './config';
import { createIdentity, type Identity } from './identity';
import type { Mailer } from '../mail';
import { identityPlugin } from './routes';
import { createUser } from './users';
import { hashPassword, type ScryptCost } from './passwords';
import { freePort } from '../../testing/freePort';

// Test helpers: an API with the identity provider on a real port, a cookie-keeping HTTP client
// that follows nothing by itself, and a scripted sign-in.

/** Limits high enough that a test meets only the ones it sets lower. */
export const GENEROUS_LIMITS: IdentityConfig['limits'] = {
  perAddress: { max: 1000, windowSeconds: 60 },
  perAccountAndAddress: { max: 1000, windowSeconds: 900 },
  perAccount: { free: 1000, windowSeconds: 900, maxDelaySeconds: 1 },
  mailPerAddress: { max: 1000, windowSeconds: 60 },
  mailPerRecipient: { max: 1000, windowSeconds: 3600 },
};

/** Cheap hashing for tests. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export interface TestServer {
  origin: string;
  issuer: string;
  redirectUri: string;
  clientId: string;
  identity: Identity;
  app: FastifyInstance;
  t: TestDatabase;
  close(): Promise<void>;
}

export async function startTestServer(
  kind: BackendKind,
  opts: {
    config?: Partial<IdentityConfig>;
    mailer?: Mailer;
    register?: (app: FastifyInstance, identity: Identity) => Promise<void>;
    /** Fastify's logger; none by default. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestServer> {
  const t = await openTestDatabase(kind);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const identity = await createIdentity({
    db: t.db,
    env: {},
    config: { shellOrigins: [origin], issuer: `${origin}/auth`, scryptCost: TEST_SCRYPT_COST, seedDemo: false, ...opts.config },
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
  });
  // The test client stands for several visitors by sending X-Forwarded-For, as a shell does.
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: ['127.0.0.1'] });
  // As in the API: the shared zod schemas validate requests, errors are French JSON bodies.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(identityPlugin, { prefix: '/auth', identity });
  if (opts.register) await opts.register(app, identity);
  await app.listen({ port, host: '127.0.0.1' });
  return testServerOf(origin, identity, app, t);
}

/** The server `app` listening at `origin`, with the identity provider mounted under /auth; closing it closes all three. */
export function testServerOf(origin: string, identity: Identity, app: FastifyInstance, t: TestDatabase): TestServer {
  return {
    origin,
    issuer: identity.config.issuer,
    redirectUri: `${origin}/auth/callback`,
    clientId: identity.config.clientId,
    identity,
    app,
    t,
    async close() {
      await app.close();
      await identity.close();
      await t.dispose();
    },
  };
}

export async function addUser(
  identity: Identity,
  u: { email: string; password: string; firstName?: string; lastName?: string; verified?: boolean },
): Promise<string> {
  const user = await createUser(identity.db, {
    email: u.email,
    passwordHash: await hashPassword(u.password, TEST_SCRYPT_COST),
    firstName: u.firstName ?? 'Alice',
    lastName: u.lastName ?? 'Martin',
    emailVerified: u.verified ?? true,
  });
  return user.id;
}

/** A minimal browser: keeps cookies (by name, path-scoped), never follows redirects by itself. */
export class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(private readonly origin: string) {}

  cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.origin);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const pathAttr = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('path='));
      const expired = attrs.some((a) => /^expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: pathAttr ? pathAttr.slice(5) : '/' });
    }
    return res;
  }

  /** Follows redirects (GET) until a response that is not a redirect, or until `stop` says so. */
  async follow(res: Response, stop: (url: URL) => boolean = () => false): Promise<{ res: Response; url: URL }> {
    let current = res;
    let url = new URL(res.url);
    for (let i = 0; i < 10 && current.status >= 300 && current.status < 400; i += 1) {
      url = new URL(current.headers.get('location')!, url);
      if (stop(url)) return { res: current, url };
      current = await this.fetch(url.href);
    }
    return { res: current, url };
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(128);
  const verifier = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(s: TestServer, o: { challenge?: string; redirectUri?: string; state?: string; prompt?: string; method?: string }): string {
  const q = new URLSearchParams({
    client_id: s.clientId,
    response_type: 'code',
    redirect_uri: o.redirectUri ?? s.redirectUri,
    scope: 'openid profile email',
    state: o.state ?? 'etat-1',
  });
  if (o.challenge) {
    q.set('code_challenge', o.challenge);
    q.set('code_challenge_method', o.method ?? 'S256');
  }
  if (o.prompt) q.set('prompt', o.prompt);
  return `/auth/auth?${q}`;
}

/** Runs the authorization request and the sign-in form; resolves to the callback URL (with code or error). */
export async function authorize(
  s: TestServer,
  browser: Browser,
  o: { email: string; password: string; challenge: string },
): Promise<URL> {
  const start = await browser.fetch(authorizeUrl(s, { challenge: o.challenge }));
  const { res: page, url } = await browser.follow(start);
  if (!url.pathname.startsWith('/auth/interaction/')) throw new Error(`expected the sign-in page, got ${url.href} (${page.status})`);
  const login = await browser.fetch(`${url.pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: o.email, password: o.password }).toString(),
  });
  if (login.status !== 303) throw new Error(`sign-in failed: ${login.status}`);
  const { url: callback } = await browser.follow(login, (u) => u.pathname === '/auth/callback');
  return callback;
}

export function basicFor(clientId: string): string {
  return `Basic ${Buffer.from(`${clientId}:`).toString('base64')}`;
}

/** The token call of SPEC §7 (form fields and basic header); returns status and JSON body. */
export async function tokenRequest(s: TestServer, form: Record<string, string>, { basic = true } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${s.origin}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(basic ? { authorization: basicFor(s.clientId) } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function exchangeForm(s: TestServer, code: string, verifier?: string, redirectUri?: string): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri ?? s.redirectUri,
    client_id: s.clientId,
    scope: 'profile',
    ...(verifier !== undefined ? { code_verifier: verifier } : {}),
  };
}

export function refreshForm(s: TestServer, refreshToken: string): Record<string, string> {
  return { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: s.clientId };
}

/** A sign-up at the provider's API (`from`: the visitor's address, as a shell forwards it); the conditions accepted unless `body` says otherwise. */
export function signUp(s: TestServer, body: Record<string, unknown>, from?: string): Promise<Response> {
  return fetch(`${s.origin}/auth/api/inscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ conditions: true, ...body }),
  });
}

/** Signs in and exchanges the code: the tokens of a fresh session. */
export async function signIn(s: TestServer, email: string, password: string): Promise<{ browser: Browser; tokens: Record<string, unknown> }> {
  const browser = new Browser(s.origin);
  const { verifier, challenge } = pkcePair();
  const callback = await authorize(s, browser, { email, password, challenge });
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback.href}`);
  const { status, body } = await tokenRequest(s, exchangeForm(s, code, verifier));
  if (status !== 200) throw new Error(`token exchange failed: ${status} ${JSON.stringify(body)}`);
  return { browser, tokens: body };
}
