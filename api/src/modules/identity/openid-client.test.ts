import * as client from 'openid-client';
import { testBackends } from '../../testing/databases';
import { Browser, addUser, startTestServer, type TestServer } from './testing';

jest.setTimeout(60_000);

// An independent client library against the provider: discovery, code + PKCE, refresh.

describe.each(testBackends())('openid-client against the provider on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.identity, { email: 'helene@exemple.fr', password: 'Un-mot-de-passe-solide', firstName: 'Hélène', lastName: 'Robert' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('completes discovery, the code flow with PKCE and a refresh', async () => {
    const config = await client.discovery(new URL(s.issuer), s.clientId, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
    expect(config.serverMetadata().issuer).toBe(s.issuer);
    expect(config.serverMetadata().supportsPKCE('S256')).toBe(true);

    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: s.redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });

    // The person signs in on the provider's page.
    const browser = new Browser(s.origin);
    const { url: page } = await browser.follow(await browser.fetch(url.href));
    expect(page.pathname).toMatch(/^\/auth\/interaction\//);
    const login = await browser.fetch(`${page.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'helene@exemple.fr', password: 'Un-mot-de-passe-solide' }).toString(),
    });
    const { url: callback } = await browser.follow(login, (u) => u.pathname === '/auth/callback');

    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expiresIn()).toBeLessThanOrEqual(300);
    expect(tokens.claims()).toMatchObject({ iss: s.issuer, aud: s.clientId, given_name: 'Hélène', family_name: 'Robert' });
    expect(tokens.refresh_token).toBeDefined();

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await s.identity.authenticate(refreshed.access_token)).email).toBe('helene@exemple.fr');

    // The rotated-out token is dead, and replaying it ends the family.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
