/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GENERIC_ERROR_MESSAGE,
  INSCRIPTION_REDIRECT,
  REVELATIONS_CHANGED_EVENT,
  USER_INFO_ERROR_MESSAGE,
  authStore,
  createAuthApiClient,
  registerSessionRefresher,
  resetAuthApi,
  selectedAccountStore,
  toastStore,
  userStore,
} from '@portail/shared';
import { AuthSession, type AuthSessionDeps } from './session';

// The shell's sign-in flow against a scripted identity provider and user service on a real HTTP
// port: popup + PKCE, the token call of SPEC §7, the account rules, 401 -> one refresh and one
// retry through the shared API client, logout and the session-lost timer.

const CLIENT_ID = 'portail-web';

interface Provider {
  challenge: string | null;
  state: string | null;
  authorizeUrl: URL | null;
  validAccess: Set<string>;
  refreshTokens: Set<string>;
  refreshCalls: number;
  failRefresh: boolean;
  tokenForms: Array<{ form: URLSearchParams; authorization: string | undefined }>;
  apiCalls: Array<{ method: string; path: string; authorization: string | undefined }>;
  accounts: Array<Record<string, unknown>>;
  userStatus: number;
  logoutStatus: number;
  revoked: string[];
  issued: number;
  /** What revelation/enAlerte answers. */
  unread: number;
}

let server: Server;
let origin: string;
let p: Provider;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

function jwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'RS256' })}.${enc(claims)}.signature`;
}

function issue(refreshExpiresIn = 1800) {
  p.issued += 1;
  const access = jwt({ sub: 'u-1', exp: 0, preferred_username: 'jeanne@exemple.fr', given_name: 'Jeanne', family_name: 'Martin', n: p.issued });
  const refresh = `rt-${p.issued}`;
  p.validAccess.add(access);
  p.refreshTokens.add(refresh);
  return { access_token: access, token_type: 'Bearer', expires_in: 300, refresh_token: refresh, refresh_expires_in: refreshExpiresIn };
}

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname === '/auth/config') {
    return json(res, 200, {
      mode: 'embedded',
      issuer: `${origin}/auth`,
      client_id: CLIENT_ID,
      scope: 'openid profile email',
      authorization_endpoint: `${origin}/auth/auth`,
      token_endpoint: `${origin}/auth/token`,
      revocation_endpoint: `${origin}/auth/token/revocation`,
      end_session_endpoint: `${origin}/auth/session/end`,
      redirect_path: '/auth/callback',
      registration: 'embedded',
    });
  }
  if (url.pathname === '/auth/token') {
    const form = new URLSearchParams(body);
    p.tokenForms.push({ form, authorization: req.headers.authorization });
    if (form.get('grant_type') === 'authorization_code') {
      const verifier = form.get('code_verifier') ?? '';
      const ok =
        form.get('code') === 'code-1' &&
        createHash('sha256').update(verifier).digest('base64url') === p.challenge &&
        form.get('redirect_uri') === `${origin}/auth/callback`;
      return ok ? json(res, 200, issue()) : json(res, 400, { error: 'invalid_grant' });
    }
    p.refreshCalls += 1;
    const rt = form.get('refresh_token') ?? '';
    if (p.failRefresh || !p.refreshTokens.delete(rt)) return json(res, 400, { error: 'invalid_grant' });
    return json(res, 200, issue());
  }
  if (url.pathname === '/auth/token/revocation') {
    p.revoked.push(new URLSearchParams(body).get('token') ?? '');
    return json(res, 200, undefined);
  }
  if (url.pathname.startsWith('/api/')) {
    const path = url.pathname.slice(4);
    p.apiCalls.push({ method: req.method ?? '', path: `${path}${url.search}`, authorization: req.headers.authorization });
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!p.validAccess.has(token)) return json(res, 401, { message: 'Jeton expiré' });
    if (path === '/user') {
      if (p.userStatus !== 200) return json(res, p.userStatus, {});
      return json(res, 200, { email: 'jeanne@exemple.fr', firstName: 'Jeanne', lastName: 'Martin', prenom: 'Jeanne', nom: 'Martin', attributes: { city: ['Lyon'] } });
    }
    if (path === '/compte-client') return json(res, 200, p.accounts);
    const select = /^\/compte-client\/(\d+)\/selectionner$/.exec(path);
    if (select) {
      p.accounts = p.accounts.map((a) => ({ ...a, selectionne: a.id === Number(select[1]) }));
      return json(res, 204, undefined);
    }
    if (path === '/compte-client/selectionne') {
      const a = p.accounts.find((x) => x.selectionne);
      return a ? json(res, 200, a) : json(res, 404, {});
    }
    if (path.startsWith('/abonnements/')) return json(res, 200, []);
    if (path === '/logout') return json(res, p.logoutStatus, undefined);
    if (path === '/revelation/enAlerte') return json(res, 200, { nombre_non_lues: p.unread, nombre_non_lues_favoris: 0 });
    return json(res, 404, {});
  }
  return json(res, 404, {});
}

function account(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    version: 1,
    numero_client: `C${id}`,
    type_compte: 'MEMBRE',
    type_profil: 'PROFESSIONNEL',
    denomination_sociale: `SOCIETE ${id}`,
    position: 'OUVERT',
    libelle_courrier: `SOCIETE ${id}`,
    libelle_facturation: `SOCIETE ${id}`,
    offres_de_service: '',
    habilitations: 'COMMANDE,FACTURES',
    selectionne: false,
    ...extra,
  };
}

/** A popup whose "provider" redirects to the callback as soon as it is sent to the authorization URL. */
function scriptedPopup(outcome: 'code' | 'close' | 'inscription' | 'wrong-state', host: FakeWindow) {
  const popup = {
    closed: false,
    closeCalls: 0,
    location: {
      href: 'about:blank',
      replace(url: string) {
        const u = new URL(url);
        p.authorizeUrl = u;
        p.challenge = u.searchParams.get('code_challenge');
        p.state = u.searchParams.get('state');
        setTimeout(() => {
          if (outcome === 'close') popup.closed = true;
          else if (outcome === 'inscription') host.dispatchEvent(Object.assign(new Event('message'), { origin, data: INSCRIPTION_REDIRECT, source: popup }));
          else popup.location.href = `${origin}/auth/callback?code=code-1&state=${outcome === 'wrong-state' ? 'autre' : p.state}&iss=${encodeURIComponent(`${origin}/auth`)}`;
        }, 5);
      },
    },
    close() {
      popup.closeCalls += 1;
      popup.closed = true;
    },
  };
  return popup;
}

/** document.cookie as a browser keeps it: one value per name, Max-Age=0 deletes. */
class CookieJar {
  readonly jar = new Map<string, string>();
  attributes = new Map<string, string>();
  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    const [pair = '', ...attrs] = line.split(';').map((x) => x.trim());
    const [name = '', value = ''] = pair.split('=');
    if (attrs.some((a) => a.toLowerCase() === 'max-age=0')) this.jar.delete(name);
    else {
      this.jar.set(name, value);
      this.attributes.set(name, attrs.join('; '));
    }
  }
}

class FakeWindow extends EventTarget {
  location = { origin: '', pathname: '/', search: '', href: '' };
  document = new CookieJar();
  screenX = 0;
  screenY = 0;
  outerWidth = 1400;
  outerHeight = 1000;
  opened: Array<{ url: string; name: string; features: string }> = [];
  popup: ReturnType<typeof scriptedPopup> | null = null;
  intervals: number[] = [];
  /** setTimeout calls are recorded, not run: tests fire them. */
  timeouts: Array<{ delay: number; fn: () => void }> = [];
  open(url: string, name: string, features: string) {
    this.opened.push({ url, name, features });
    return this.popup;
  }
  /** Intervals still running, cleared after each test so that none outlives it. */
  live = new Set<ReturnType<typeof setInterval>>();
  setInterval(fn: () => void, delay: number) {
    this.intervals.push(delay);
    const id = setInterval(fn, Math.min(delay, 20));
    this.live.add(id);
    return id as unknown as number;
  }
  clearInterval(id: number) {
    const handle = id as unknown as ReturnType<typeof setInterval>;
    clearInterval(handle);
    this.live.delete(handle);
  }
  setTimeout(fn: () => void, delay: number) {
    this.timeouts.push({ delay, fn });
    return this.timeouts.length;
  }
  clearTimeout() {}
}

let win: FakeWindow;
let navigations: string[];
let clock: number;
let session: AuthSession;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

afterEach(() => {
  for (const id of win.live) clearInterval(id);
});

beforeEach(() => {
  for (const store of [authStore, userStore, selectedAccountStore, toastStore]) (store.setState as (s: unknown, r: true) => void)(store.getInitialState(), true);
  resetAuthApi();
  p = {
    challenge: null,
    state: null,
    authorizeUrl: null,
    validAccess: new Set(),
    refreshTokens: new Set(),
    refreshCalls: 0,
    failRefresh: false,
    tokenForms: [],
    apiCalls: [],
    accounts: [account(1)],
    userStatus: 200,
    logoutStatus: 204,
    revoked: [],
    issued: 0,
    unread: 2,
  };
  win = new FakeWindow();
  win.location = { origin, pathname: '/entreprise/acme/123456789/1', search: '', href: `${origin}/entreprise/acme/123456789/1` };
  navigations = [];
  clock = 1_000_000;
  session = new AuthSession({
    window: win as unknown as Window,
    fetch: (input, init) => fetch(input, init),
    api: createAuthApiClient({ prefixUrl: `${origin}/api` }),
    navigate: (path) => navigations.push(path),
    now: () => clock,
    configUrl: `${origin}/auth/config`,
  });
  registerSessionRefresher(() => session.refresh());
});

async function signedIn(accounts = [account(1)]) {
  p.accounts = accounts;
  win.popup = scriptedPopup('code', win);
  expect(await session.signIn({ returnTo: win.location.pathname })).toBe('connected');
}

describe('sign-in with the popup', () => {
  it('opens a 600x600 popup with PKCE S256 and exchanges the code with the form of SPEC §7', async () => {
    await signedIn();
    expect(win.opened).toHaveLength(1);
    expect(win.opened[0]!.features).toContain('width=600,height=600');
    expect(win.intervals[0]).toBe(700);
    const q = p.authorizeUrl!.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${origin}/auth/callback`,
      code_challenge_method: 'S256',
    });
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [{ form, authorization }] = p.tokenForms as [{ form: URLSearchParams; authorization: string }];
    expect(authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:`).toString('base64')}`);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('scope')).toBe('profile');
    expect(form.get('client_id')).toBe(CLIENT_ID);
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9]{128}$/);

    expect(win.popup!.closed).toBe(true);
    const auth = authStore.getState();
    expect(auth).toMatchObject({ connected: true, preferredUsername: 'jeanne@exemple.fr', firstName: 'Jeanne', lastName: 'Martin', refreshExpiryStart: clock });
    expect(auth.jwtToken).toMatchObject({ refresh_token: 'rt-1', refresh_expires_in: 1800, expires_in: 300 });
  });

  it('loads the user and selects the only account automatically', async () => {
    await signedIn([account(7)]);
    expect(userStore.getState()).toMatchObject({ contact: expect.objectContaining({ city: 'Lyon' }), accounts: [expect.objectContaining({ id: 7, selectionne: true })] });
    expect(p.apiCalls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual(
      expect.arrayContaining(['GET /user', 'GET /compte-client', 'POST /compte-client/7/selectionner', 'GET /compte-client/selectionne']),
    );
    expect(selectedAccountStore.getState()).toMatchObject({ status: 'success', account: expect.objectContaining({ id: 7, habilitations: ['COMMANDE', 'FACTURES'] }) });
    // Nothing else to do: back where "Se connecter" was clicked (already there, so no navigation).
    expect(navigations).toEqual([]);
  });

  it('sends a person with several accounts to the select-account page', async () => {
    await signedIn([account(1), account(2)]);
    expect(navigations).toEqual(['/selection-compte-client']);
  });

  it('sends a person without account to account creation', async () => {
    await signedIn([]);
    expect(navigations).toEqual(['/inscription']);
  });

  it('closes the popup and opens account creation on INSCRIPTION_REDIRECT', async () => {
    win.popup = scriptedPopup('inscription', win);
    expect(await session.signIn()).toBe('inscription');
    expect(win.popup.closed).toBe(true);
    expect(navigations).toEqual(['/inscription']);
    expect(authStore.getState().connected).toBe(false);
  });

  it('stays signed out when the popup is closed, or when the state does not match', async () => {
    win.popup = scriptedPopup('close', win);
    expect(await session.signIn()).toBe('cancelled');
    win.popup = scriptedPopup('wrong-state', win);
    expect(await session.signIn()).toBe('failed');
    expect(p.tokenForms).toHaveLength(0);
    expect(authStore.getState().connected).toBe(false);
  });

  it('reports a blocked popup', async () => {
    win.popup = null;
    expect(await session.signIn()).toBe('blocked');
  });

  it('shows the message of SPEC §8 when the user info cannot be fetched', async () => {
    p.userStatus = 500;
    await signedIn();
    expect(userStore.getState()).toMatchObject({ failed: true, error: USER_INFO_ERROR_MESSAGE, info: null });
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain(USER_INFO_ERROR_MESSAGE);
  });
});

describe('tokens', () => {
  it('on a 401, refreshes once and retries once with the new token (shared API client)', async () => {
    await signedIn();
    const first = authStore.getState().jwtToken!.access_token;
    p.validAccess.delete(first);
    p.apiCalls = [];
    const api = createAuthApiClient({ prefixUrl: `${origin}/api` });
    const { UserInfoSchema } = await import('@portail/shared');
    const [a, b] = await Promise.all([api.getJson(UserInfoSchema, 'user'), api.getJson(UserInfoSchema, 'user')]);
    expect(a.email).toBe('jeanne@exemple.fr');
    expect(b.email).toBe('jeanne@exemple.fr');
    expect(p.refreshCalls).toBe(1);
    const second = authStore.getState().jwtToken!.access_token;
    expect(second).not.toBe(first);
    expect(p.apiCalls.map((c) => c.authorization)).toEqual([`Bearer ${first}`, `Bearer ${first}`, `Bearer ${second}`, `Bearer ${second}`]);
    // The refresh form of SPEC §7.
    const refresh = p.tokenForms.at(-1)!.form;
    expect(Object.fromEntries(refresh)).toEqual({ client_id: CLIENT_ID, refresh_token: 'rt-1', grant_type: 'refresh_token' });
  });

  it('disconnects when the refresh fails, says the session was lost, and the call fails with 401', async () => {
    await signedIn();
    p.validAccess.clear();
    p.failRefresh = true;
    const api = createAuthApiClient({ prefixUrl: `${origin}/api` });
    const { UserInfoSchema } = await import('@portail/shared');
    await expect(api.getJson(UserInfoSchema, 'user')).rejects.toMatchObject({ status: 401 });
    expect(p.refreshCalls).toBe(1);
    expect(authStore.getState()).toMatchObject({ connected: false, jwtToken: null, sessionLost: true });
  });

  it('schedules the refresh before the access token expires and the session-lost timer at refresh_expires_in', async () => {
    await signedIn();
    const delays = win.timeouts.map((t) => t.delay);
    expect(delays).toContain(300_000 - 30_000);
    expect(delays).toContain(1_800_000);
    // The refresh timer refreshes.
    win.timeouts.find((t) => t.delay === 270_000)!.fn();
    // The timer's refresh is in flight: asking again shares it.
    await session.refresh();
    expect(p.refreshCalls).toBe(1);
    expect(authStore.getState().jwtToken!.refresh_token).toBe('rt-2');
  });

  it('shows the session-lost modal and logs out when the refresh expiry passes', async () => {
    await signedIn();
    session.checkExpiry();
    expect(authStore.getState().connected).toBe(true);
    clock += 1_800_000;
    win.timeouts.find((t) => t.delay === 1_800_000)!.fn();
    expect(authStore.getState()).toMatchObject({ connected: false, sessionLost: true, jwtToken: null });
    expect(userStore.getState().accounts).toBeNull();
  });
});

describe('session hint', () => {
  it('marks the browser as signed in for the refresh lifetime, and forgets it at logout', async () => {
    await signedIn();
    expect(win.document.cookie).toBe('portail_session=1');
    expect(win.document.attributes.get('portail_session')).toBe('Path=/; Max-Age=1800; SameSite=Lax');
    await session.logout();
    expect(win.document.cookie).toBe('');
  });

  it('skips the silent restore, and its request to the provider, when the browser never signed in', async () => {
    const calls: string[] = [];
    const anonymous = new AuthSession({
      window: win as unknown as Window,
      fetch: (input, init) => {
        calls.push(String(input));
        return fetch(input, init);
      },
      api: createAuthApiClient({ prefixUrl: `${origin}/api` }),
      navigate: (path) => navigations.push(path),
      configUrl: `${origin}/auth/config`,
    });
    expect(await anonymous.restore()).toBe(false);
    expect(calls).toEqual([]);
    expect(authStore.getState().restoring).toBe(false);
  });
});

describe('logout', () => {
  it('calls the user service, revokes the refresh token and clears everything', async () => {
    await signedIn();
    await session.logout();
    expect(p.apiCalls.at(-1)).toMatchObject({ method: 'POST', path: '/logout' });
    expect(p.revoked).toEqual(['rt-1']);
    expect(authStore.getState()).toMatchObject({ connected: false, jwtToken: null, claims: null });
    expect(selectedAccountStore.getState()).toEqual({ account: null, status: 'idle' });
    expect(navigations.at(-1)).toBe('/');
  });

  it('is silent on a 401 and shows the generic message on another failure', async () => {
    await signedIn();
    p.logoutStatus = 401;
    p.failRefresh = true;
    await session.logout();
    expect(toastStore.getState().toasts).toEqual([]);

    await signedIn();
    p.logoutStatus = 500;
    await session.logout();
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual([GENERIC_ERROR_MESSAGE]);
    expect(authStore.getState().connected).toBe(false);
  });
});

describe('rules after sign-in', () => {
  it('redirects a web-service account to the personal space and counts unread revelations of subscribers', async () => {
    await signedIn([account(3, { offres_de_service: 'WS,KBIS', type_compte: 'ABONNE' })]);
    expect(navigations).toContain('/espace-personnel');
    expect(win.intervals).toContain(600_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(userStore.getState().unreadRevelations).toBe(2);
  });

  it('asks for the subscriptions in force on the day in Paris, not in UTC', async () => {
    // 23:30 UTC on 26 November is 00:30 on the 27th in Paris. Only the date is fixed: timers run.
    jest.useFakeTimers({
      now: new Date('2026-11-26T23:30:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'],
    });
    try {
      await signedIn([account(8)]);
    } finally {
      jest.useRealTimers();
    }
    expect(p.apiCalls.map((c) => c.path).filter((path) => path.startsWith('/abonnements/'))).toEqual(['/abonnements/8?date=2026-11-27']);
  });

  it('fills missing labels with the company name', async () => {
    await signedIn([account(4, { libelle_courrier: null, libelle_facturation: null })]);
    expect(p.apiCalls.some((c) => c.method === 'PUT' && c.path === '/compte-client')).toBe(true);
  });

  it('reloads the accounts and the selected one when a remote changed them', async () => {
    await signedIn([account(6, { selectionne: true }), account(7)]);
    expect(selectedAccountStore.getState().account?.id).toBe(6);
    p.accounts = p.accounts.map((a) => ({ ...a, selectionne: a.id === 7, version: 2 }));
    await session.reloadAccounts();
    expect(userStore.getState().accounts?.map((a) => [a.id, a.selectionne])).toEqual([[6, false], [7, true]]);
    expect(selectedAccountStore.getState()).toMatchObject({ status: 'success', account: { id: 7, version: 2 } });
  });

  it('sends an account whose company name is too long for the labels to the complete-account page', async () => {
    await signedIn([account(5, { denomination_sociale: 'SOCIETE DES ETABLISSEMENTS REUNIS DU GRAND OUEST', libelle_courrier: null, libelle_facturation: null })]);
    expect(navigations).toContain('/completer-compte-client');
  });
});

describe('unread revelations', () => {
  /** A session whose API client the test watches: each count asked for is seen as it is asked. */
  function watchedSession(extra: Partial<AuthSessionDeps> = {}) {
    const api = createAuthApiClient({ prefixUrl: `${origin}/api` });
    session = new AuthSession({
      window: win as unknown as Window,
      fetch: (input, init) => fetch(input, init),
      api,
      navigate: (path) => navigations.push(path),
      now: () => clock,
      configUrl: `${origin}/auth/config`,
      ...extra,
    });
    registerSessionRefresher(() => session.refresh());
    const getJson = jest.spyOn(api, 'getJson');
    return { counts: () => getJson.mock.calls.filter(([, path]) => path === 'revelation/enAlerte').length };
  }

  async function until(check: () => boolean) {
    while (!check()) await new Promise((r) => setTimeout(r, 5));
  }

  const subscriber = () => account(8, { type_compte: 'ABONNE' });

  it('counts them again at once when a page says it changed their read state', async () => {
    const { counts } = watchedSession();
    await signedIn([subscriber()]);
    await until(() => userStore.getState().unreadRevelations === 2);
    // The poll stands still, as it does for ten minutes.
    for (const id of win.live) win.clearInterval(id as unknown as number);
    p.unread = 0;
    const before = counts();
    win.dispatchEvent(new CustomEvent(REVELATIONS_CHANGED_EVENT));
    expect(counts()).toBe(before + 1);
    await until(() => userStore.getState().unreadRevelations === 0);
  });

  it('leaves accounts that are not polled alone, and stops listening at logout', async () => {
    const { counts } = watchedSession();
    await signedIn([account(9)]);
    win.dispatchEvent(new CustomEvent(REVELATIONS_CHANGED_EVENT));
    expect(counts()).toBe(0);

    await session.logout();
    const { counts: countsAfter } = watchedSession();
    await signedIn([subscriber()]);
    session.disconnect();
    const before = countsAfter();
    win.dispatchEvent(new CustomEvent(REVELATIONS_CHANGED_EVENT));
    expect(countsAfter()).toBe(before);
  });

  it('polls at the period the page was served with, else every 600000 ms', async () => {
    watchedSession({ unreadRefreshMs: 2_000 });
    await signedIn([subscriber()]);
    expect(win.intervals).toContain(2_000);
    expect(win.intervals).not.toContain(600_000);
  });
});
