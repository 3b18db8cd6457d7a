jest.setTimeout(120_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// OpenID Connect Back-Channel Logout with an external provider (Keycloak): the provider posts a
// logout token when a session ends there, and the API refuses that session's access tokens at
// once instead of up to their expiry. Tokens are signed here with a key of the test's own provider.
import { randomUUID } from 'node:crypto';
import { testBackends } from '../../testing/databases';
import { sweepEndedSessions } from './backchannelLogout';
import { FakeKeycloak, useExternalProviderApi } from '../../testing/externalProvider';

describe.each(testBackends())('back-channel logout from an external provider on %s', (kind) => {
  const kc = new FakeKeycloak();
  const api = useExternalProviderApi(kind, kc);
  const accessToken = (sub: string, sid: string, claims: Record<string, unknown> = {}) =>
    kc.token(sub, { sid, email: `p.${sub}@exemple.fr`, given_name: 'Lucie', family_name: 'Martin', ...claims });

  const me = async (token: string) => (await api.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode;
  const logout = async (logoutToken: string | undefined) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/auth/backchannel-logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: logoutToken === undefined ? '' : new URLSearchParams({ logout_token: logoutToken }).toString(),
    });
    return { status: res.statusCode, cache: res.headers['cache-control'], body: res.body ? (JSON.parse(res.body) as { error?: string; message?: string }) : null };
  };

  it('refuses the access tokens of a session the provider ended, and no other, from the logout on; a second delivery changes nothing', async () => {
    const sub = randomUUID();
    const [ended, other] = [randomUUID(), randomUUID()];
    const token = accessToken(sub, ended);
    const otherDevice = accessToken(sub, other);
    expect(await me(token)).toBe(200);

    const first = await logout(kc.logoutToken({ sub, sid: ended }));
    expect(first).toMatchObject({ status: 200, cache: 'no-store' });
    expect(await me(token)).toBe(401);
    expect(await me(otherDevice)).toBe(200);

    expect((await logout(kc.logoutToken({ sub, sid: ended }))).status).toBe(200);
    expect(await me(token)).toBe(401);
    expect(await api.t.db.query('select sid from identity_ended_session where sid = $1', [ended])).toHaveLength(1);
  });

  it('ends every session of a person named alone, for the tokens issued up to the logout only', async () => {
    const sub = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const before = accessToken(sub, randomUUID(), { iat: now - 10 });
    const otherSession = accessToken(sub, randomUUID(), { iat: now - 5 });
    const someoneElse = accessToken(randomUUID(), randomUUID(), { iat: now - 10 });
    expect(await me(before)).toBe(200);

    expect((await logout(kc.logoutToken({ sub, iat: now - 2 }))).status).toBe(200);
    expect(await me(before)).toBe(401);
    expect(await me(otherSession)).toBe(401);
    expect(await me(someoneElse)).toBe(200);
    // Signed in again afterwards: the new session's tokens are accepted.
    expect(await me(accessToken(sub, randomUUID(), { iat: now + 1 }))).toBe(200);
    // An older logout token delivered late does not move the logout back.
    expect((await logout(kc.logoutToken({ sub, iat: now - 30 }))).status).toBe(200);
    expect(await me(otherSession)).toBe(401);
  });

  type Make = (sub: string, sid: string) => string | undefined;
  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, Make, RegExp]>([
    ['a signature of another key', (sub, sid) => kc.forgedLogoutToken({ sub, sid }), /signé/],
    ['another audience', (sub, sid) => kc.logoutToken({ sub, sid, aud: 'un-autre-client' }), /ne s’adresse pas à ce site/],
    ['another issuer', (sub, sid) => kc.logoutToken({ sub, sid, iss: 'http://ailleurs.test/realms/portail' }), /fournisseur d'identité attendu/],
    ['no logout event', (sub, sid) => kc.logoutToken({ sub, sid, events: {} }), /n'annonce pas une déconnexion/],
    ['another event only', (sub, sid) => kc.logoutToken({ sub, sid, events: { 'http://schemas.openid.net/event/other': {} } }), /n'annonce pas une déconnexion/],
    ['a nonce', (sub, sid) => kc.logoutToken({ sub, sid, nonce: 'n-0S6_WzA2Mj' }), /nonce/],
    ['neither session nor person', () => kc.logoutToken({}), /ni session ni personne/],
    ['no issue time', (sub, sid) => kc.logoutToken({ sub, sid, iat: undefined }), /date d'émission/],
    ['an issue time in the future', (sub, sid) => kc.logoutToken({ sub, sid, iat: now() + 3600 }), /date d'émission/],
    ['an expiry passed', (sub, sid) => kc.logoutToken({ sub, sid, exp: now() - 3600 }), /expiré/],
    ['no token at all', () => undefined, /logout_token/],
    ['a token that is no JWT', () => 'pas-un-jeton', /signé/],
  ])('answers 400 with a French message to a logout token with %s, and ends nothing', async (_case, make, message) => {
    const sub = randomUUID();
    const sid = randomUUID();
    const token = accessToken(sub, sid);
    const res = await logout(make(sub, sid));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(message) });
    expect(await me(token)).toBe(200);
  });

  it('forgets the ended sessions once their tokens have all expired', async () => {
    const sid = randomUUID();
    expect((await logout(kc.logoutToken({ sub: randomUUID(), sid }))).status).toBe(200);
    await sweepEndedSessions(api.t.db);
    expect(await api.t.db.query('select sid from identity_ended_session where sid = $1', [sid])).toHaveLength(1);
    await api.t.db.query(`update identity_ended_session set expires_at = now() - interval '1 second' where sid = $1`, [sid]);
    await sweepEndedSessions(api.t.db);
    expect(await api.t.db.query('select sid from identity_ended_session where sid = $1', [sid])).toHaveLength(0);
  });
});
