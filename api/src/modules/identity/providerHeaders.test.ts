// The embedded provider's answers carry X-Content-Type-Options like the rest of the API: its JSON
// (discovery, keys, tokens, their errors) is never read as anything else.
import { testBackends } from '../../testing/databases';
import { GENEROUS_LIMITS, addUser, basicFor, signIn, startTestServer, type TestServer } from './testing';

jest.setTimeout(60_000);

describe.each(testBackends())('the identity provider’s answers on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind, { config: { limits: GENEROUS_LIMITS } });
    await addUser(s.identity, { email: 'claire.dubois@exemple.fr', password: 'Un-mot-de-passe-solide' });
  });
  afterAll(async () => {
    await s?.close();
  });

  const post = (path: string, form: Record<string, string>) =>
    fetch(`${s.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicFor(s.clientId) },
      body: new URLSearchParams(form).toString(),
    });

  it('sends nosniff with the discovery document and the keys', async () => {
    const discovery = await fetch(`${s.origin}/auth/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(discovery.headers.get('content-type')).toMatch(/^application\/json/);
    expect(discovery.headers.get('x-content-type-options')).toBe('nosniff');
    const { jwks_uri } = (await discovery.json()) as { jwks_uri: string };
    const jwks = await fetch(jwks_uri);
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends nosniff with the token endpoint’s answers, granted or refused', async () => {
    const { tokens } = await signIn(s, 'claire.dubois@exemple.fr', 'Un-mot-de-passe-solide');
    const refreshed = await post('/auth/token', { grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token), client_id: s.clientId });
    expect([refreshed.status, (await refreshed.clone().json()).error]).toEqual([200, undefined]);
    expect(refreshed.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await post('/auth/token', { grant_type: 'authorization_code', code: 'inconnu', client_id: s.clientId, redirect_uri: 'http://localhost/' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    const revoked = await post('/auth/token/revocation', { token: String(tokens.refresh_token), client_id: s.clientId });
    expect([revoked.status, await revoked.text()]).toEqual([200, '']);
    expect(revoked.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
