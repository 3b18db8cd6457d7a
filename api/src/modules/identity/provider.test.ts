import { testBackends } from '../../testing/databases';
import {
  Browser,
  GENEROUS_LIMITS,
  addUser,
  authorize,
  authorizeUrl,
  exchangeForm,
  pkcePair,
  refreshForm,
  signIn,
  startTestServer,
  tokenRequest,
  type TestServer,
} from './testing';

jest.setTimeout(60_000);

const EMAIL = 'alice.martin@exemple.fr';
const PASSWORD = 'Un-mot-de-passe-solide';

function claimsOf(jwt: unknown): Record<string, unknown> {
  return JSON.parse(Buffer.from(String(jwt).split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe.each(testBackends())('identity provider on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind, { config: { limits: GENEROUS_LIMITS } });
    await addUser(s.identity, { email: EMAIL, password: PASSWORD });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('publishes a discovery document with S256 only and the exact issuer', async () => {
    const res = await fetch(`${s.origin}/auth/.well-known/openid-configuration`);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(s.issuer);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.token_endpoint).toBe(`${s.origin}/auth/token`);
    expect(doc.revocation_endpoint).toBe(`${s.origin}/auth/token/revocation`);
  });

  it("names its pages' icon, which it serves beside their stylesheet", async () => {
    const page = await fetch(`${s.origin}/auth/callback`);
    expect(await page.text()).toContain('<link rel="icon" href="/auth/assets/favicon.svg" type="image/svg+xml">');
    const icon = await fetch(`${s.origin}/auth/assets/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
  });

  it('signs in with code + PKCE and gives short JWT access tokens with refresh_expires_in', async () => {
    const { tokens } = await signIn(s, EMAIL, PASSWORD);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(typeof tokens.refresh_token).toBe('string');
    expect(tokens.refresh_expires_in).toBeGreaterThan(1700);
    expect(tokens.refresh_expires_in).toBeLessThanOrEqual(1800);
    const claims = claimsOf(tokens.access_token);
    expect(claims).toMatchObject({ iss: s.issuer, preferred_username: EMAIL, given_name: 'Alice', family_name: 'Martin', azp: s.clientId });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    const principal = await s.identity.authenticate(String(tokens.access_token));
    expect(principal.email).toBe(EMAIL);
  });

  it('requires PKCE on the authorization request', async () => {
    const browser = new Browser(s.origin);
    const res = await browser.fetch(authorizeUrl(s, {}));
    const { url } = await browser.follow(res, (u) => u.pathname === '/auth/callback');
    expect(url.pathname).toBe('/auth/callback');
    expect(url.searchParams.get('error')).toBe('invalid_request');
    expect(url.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('rejects a token request without the verifier', async () => {
    const browser = new Browser(s.origin);
    const { challenge } = pkcePair();
    const callback = await authorize(s, browser, { email: EMAIL, password: PASSWORD, challenge });
    const { status, body } = await tokenRequest(s, exchangeForm(s, callback.searchParams.get('code')!));
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('rejects a wrong verifier', async () => {
    const browser = new Browser(s.origin);
    const { challenge } = pkcePair();
    const callback = await authorize(s, browser, { email: EMAIL, password: PASSWORD, challenge });
    const { status, body } = await tokenRequest(s, exchangeForm(s, callback.searchParams.get('code')!, pkcePair().verifier));
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('rejects a code used twice and revokes what the first use gave', async () => {
    const browser = new Browser(s.origin);
    const { verifier, challenge } = pkcePair();
    const callback = await authorize(s, browser, { email: EMAIL, password: PASSWORD, challenge });
    const code = callback.searchParams.get('code')!;
    const first = await tokenRequest(s, exchangeForm(s, code, verifier));
    expect(first.status).toBe(200);
    const second = await tokenRequest(s, exchangeForm(s, code, verifier));
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    // The tokens of the first exchange die with the grant.
    const refreshed = await tokenRequest(s, refreshForm(s, String(first.body.refresh_token)), { basic: false });
    expect(refreshed.body.error).toBe('invalid_grant');
    await expect(s.identity.authenticate(String(first.body.access_token))).rejects.toThrow('session ended');
  });

  it('rejects an authorization request whose redirect_uri is not registered exactly', async () => {
    const browser = new Browser(s.origin);
    const { challenge } = pkcePair();
    for (const redirectUri of [`${s.redirectUri}/`, `${s.redirectUri}?x=1`, 'https://evil.example/auth/callback']) {
      const res = await browser.fetch(authorizeUrl(s, { challenge, redirectUri }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('de la demande de connexion n&#39;est pas autorisée.');
    }
  });

  it('rejects a token request whose redirect_uri differs from the authorization request', async () => {
    const browser = new Browser(s.origin);
    const { verifier, challenge } = pkcePair();
    const callback = await authorize(s, browser, { email: EMAIL, password: PASSWORD, challenge });
    const { status, body } = await tokenRequest(s, exchangeForm(s, callback.searchParams.get('code')!, verifier, `${s.origin}/autre`));
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('rotates refresh tokens and revokes the whole family when one is reused', async () => {
    const { tokens } = await signIn(s, EMAIL, PASSWORD);
    const r1 = String(tokens.refresh_token);
    const step1 = await tokenRequest(s, refreshForm(s, r1), { basic: false });
    expect(step1.status).toBe(200);
    const r2 = String(step1.body.refresh_token);
    expect(r2).not.toBe(r1);
    expect(step1.body.refresh_expires_in).toBeGreaterThan(0);

    // r1 again: an attacker replaying a stolen token.
    const replay = await tokenRequest(s, refreshForm(s, r1), { basic: false });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');

    // The legitimate holder of r2 is out too, and so is every access token of the family.
    const next = await tokenRequest(s, refreshForm(s, r2), { basic: false });
    expect(next.status).toBe(400);
    expect(next.body.error).toBe('invalid_grant');
    await expect(s.identity.authenticate(String(step1.body.access_token))).rejects.toThrow('session ended');
  });

  it('lets one of several parallel uses of a refresh token win, and revokes the family for the others', async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const { tokens } = await signIn(s, EMAIL, PASSWORD);
      const answers = await Promise.all(Array.from({ length: 6 }, () => tokenRequest(s, refreshForm(s, String(tokens.refresh_token)), { basic: false })));
      const won = answers.filter((a) => a.status === 200);
      expect(won.length).toBeLessThanOrEqual(1);
      expect(answers.filter((a) => a.status === 400 && a.body.error === 'invalid_grant')).toHaveLength(6 - won.length);
      // A reuse was seen: nothing issued from that token works any more, the winner's included.
      for (const w of won) {
        await expect(s.identity.authenticate(String(w.body.access_token))).rejects.toThrow('session ended');
        expect((await tokenRequest(s, refreshForm(s, String(w.body.refresh_token)), { basic: false })).body.error).toBe('invalid_grant');
      }
      await expect(s.identity.authenticate(String(tokens.access_token))).rejects.toThrow('session ended');
    }
  });

  it('answers a malformed basic authorization header with 400 invalid_client', async () => {
    for (const header of ['Basic %%%', `Basic ${Buffer.from('%E0%A4%A:').toString('base64')}`, `Basic ${Buffer.from('portail-web:%ZZ').toString('base64')}`]) {
      const res = await fetch(`${s.origin}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: header },
        body: new URLSearchParams(refreshForm(s, 'quelconque')).toString(),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('invalid_client');
    }
  });

  it('accepts the basic header built from the client id alone, and rejects a wrong client', async () => {
    const browser = new Browser(s.origin);
    const { verifier, challenge } = pkcePair();
    const callback = await authorize(s, browser, { email: EMAIL, password: PASSWORD, challenge });
    const res = await fetch(`${s.origin}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('autre-client:').toString('base64')}` },
      body: new URLSearchParams(exchangeForm(s, callback.searchParams.get('code')!, verifier)).toString(),
    });
    expect(res.status).toBe(400);
  });

  it('revokes the refresh token (and its grant) at the revocation endpoint', async () => {
    const { tokens } = await signIn(s, EMAIL, PASSWORD);
    const res = await fetch(`${s.origin}/auth/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: String(tokens.refresh_token), token_type_hint: 'refresh_token', client_id: s.clientId }).toString(),
    });
    expect(res.status).toBe(200);
    const after = await tokenRequest(s, refreshForm(s, String(tokens.refresh_token)), { basic: false });
    expect(after.body.error).toBe('invalid_grant');
    await expect(s.identity.authenticate(String(tokens.access_token))).rejects.toThrow('session ended');
  });

  it('restores a session silently with prompt=none, and says login_required without one', async () => {
    const { browser } = await signIn(s, EMAIL, PASSWORD);
    const { challenge } = pkcePair();
    const silent = await browser.follow(await browser.fetch(authorizeUrl(s, { challenge, prompt: 'none' })), (u) => u.pathname === '/auth/callback');
    expect(silent.url.searchParams.get('code')).toBeTruthy();
    expect(silent.url.searchParams.get('iss')).toBe(s.issuer);

    const stranger = new Browser(s.origin);
    const none = await stranger.follow(await stranger.fetch(authorizeUrl(s, { challenge, prompt: 'none' })), (u) => u.pathname === '/auth/callback');
    expect(none.url.searchParams.get('error')).toBe('login_required');
  });

  it('ends the provider session on logout: no silent restore, no refresh, no API access', async () => {
    const { browser, tokens } = await signIn(s, EMAIL, PASSWORD);
    const principal = await s.identity.authenticate(String(tokens.access_token));
    await s.identity.endSession(principal.claims);
    await expect(s.identity.authenticate(String(tokens.access_token))).rejects.toThrow('session ended');
    const after = await tokenRequest(s, refreshForm(s, String(tokens.refresh_token)), { basic: false });
    expect(after.body.error).toBe('invalid_grant');
    const { challenge } = pkcePair();
    const silent = await browser.follow(await browser.fetch(authorizeUrl(s, { challenge, prompt: 'none' })), (u) => u.pathname === '/auth/callback');
    expect(silent.url.searchParams.get('error')).toBe('login_required');
  });
});
