import { testBackends } from '../../testing/databases';
import { listOutbox } from '../mail/mailer';
import type { Mailer } from '../mail/mailer';
import {
  Browser,
  GENEROUS_LIMITS,
  addUser,
  authorizeUrl,
  pkcePair,
  refreshForm,
  signIn,
  signUp,
  startTestServer,
  tokenRequest,
  type TestServer,
} from './testing';
import { findUserByEmail } from './users';

jest.setTimeout(60_000);

const PASSWORD = 'Un-mot-de-passe-solide';

/** A form post; `from` is the visitor's address, as a shell forwards it. */
function form(data: Record<string, string>, from?: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: new URLSearchParams(data).toString(),
  };
}

/** Opens the sign-in page of a fresh authorization request; resolves to its path. */
async function openSignIn(s: TestServer, browser: Browser): Promise<string> {
  const { url, res } = await browser.follow(await browser.fetch(authorizeUrl(s, { challenge: pkcePair().challenge })));
  expect(res.status).toBe(200);
  return url.pathname;
}

function linkIn(text: string): string {
  const m = /(https?:\/\/\S+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return m[1]!;
}

describe.each(testBackends())('sign-in pages and accounts on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind, {
      config: {
        limits: {
          ...GENEROUS_LIMITS,
          perAddress: { max: 8, windowSeconds: 60 },
          perAccountAndAddress: { max: 4, windowSeconds: 900 },
          perAccount: { free: 6, windowSeconds: 900, maxDelaySeconds: 1 },
          mailPerRecipient: { max: 3, windowSeconds: 3600 },
        },
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(async () => {
    // Each test starts with fresh counters.
    for (const l of Object.values(s.identity.limiters)) await l.reset();
  });

  it('shows the French sign-in page with the account-creation link and a strict CSP', async () => {
    const browser = new Browser(s.origin);
    const path = await openSignIn(s, browser);
    const res = await browser.fetch(path);
    const page = await res.text();
    expect(page).toContain('<h1>Connexion à votre espace</h1>');
    expect(page).toContain('data-inscription-redirect');
    expect(page).toContain('Mot de passe oublié ?');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers the same for an unknown address and a wrong password (no enumeration)', async () => {
    await addUser(s.identity, { email: 'bob@exemple.fr', password: PASSWORD });
    const browser = new Browser(s.origin);
    const path = await openSignIn(s, browser);
    const wrong = await browser.fetch(`${path}/login`, form({ email: 'bob@exemple.fr', password: 'pas le bon mot de passe' }));
    const unknown = await browser.fetch(`${path}/login`, form({ email: 'personne@exemple.fr', password: 'pas le bon mot de passe' }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = (html: string) => html.replace(/value="[^"]*"/g, '');
    expect(strip(await wrong.text())).toBe(strip(await unknown.text()));
  });

  it('limits sign-in attempts per address with 429 and Retry-After', async () => {
    await addUser(s.identity, { email: 'carole@exemple.fr', password: PASSWORD });
    const browser = new Browser(s.origin);
    const path = await openSignIn(s, browser);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await browser.fetch(`${path}/login`, form({ email: 'carole@exemple.fr', password: `faux-${i}-mot-de-passe` }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.text()).toContain('Trop de tentatives de connexion.');
    // Even the right password is refused while the limit holds.
    const right = await browser.fetch(`${path}/login`, form({ email: 'carole@exemple.fr', password: PASSWORD }));
    expect(right.status).toBe(429);
  });

  it('limits a flood of sign-ins from one client address across e-mail addresses', async () => {
    const browser = new Browser(s.origin);
    const path = await openSignIn(s, browser);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await browser.fetch(`${path}/login`, form({ email: `inconnu-${i}@exemple.fr`, password: 'quelque-chose-de-long' }));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((st) => st === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('creates an account, sends the validation link to the outbox, and signs in once validated', async () => {
    const register = await signUp(s, { email: 'Denis.Nouveau@Exemple.fr', prenom: 'Denis', nom: 'Nouveau', mot_de_passe: PASSWORD });
    expect(register.status).toBe(202);
    const [mail] = await listOutbox(s.identity.db);
    expect(mail).toMatchObject({ recipient: 'denis.nouveau@exemple.fr', subject: 'Validez votre adresse e-mail' });
    const link = new URL(linkIn(mail!.text));
    expect(link.origin).toBe(s.origin);
    expect(link.pathname).toBe('/inscription-validation');

    // Not validated yet: the right password does not open a session.
    const browser = new Browser(s.origin);
    const path = await openSignIn(s, browser);
    const early = await browser.fetch(`${path}/login`, form({ email: 'denis.nouveau@exemple.fr', password: PASSWORD }));
    expect(early.status).toBe(403);
    expect(await early.text()).toContain("n&#39;a pas encore été validée");

    const validate = (jeton: string) =>
      fetch(`${s.origin}/auth/api/inscription/validation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jeton }) });
    const jeton = link.searchParams.get('jeton')!;
    const ok = await validate(jeton);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ statut: 'VALIDE' });
    // Single use.
    expect((await validate(jeton)).status).toBe(409);
    expect((await validate('inconnu')).status).toBe(410);

    const { tokens } = await signIn(s, 'denis.nouveau@exemple.fr', PASSWORD);
    expect(typeof tokens.access_token).toBe('string');
  });

  it('rejects an invalid registration form field by field', async () => {
    const res = await signUp(s, { email: 'pas-une-adresse', prenom: '', nom: 'X', mot_de_passe: 'court', conditions: false });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      email: 'Veuillez saisir une adresse e-mail valide.',
      prenom: 'Veuillez saisir votre prénom.',
      mot_de_passe: 'Minimum 12 caractères requis.',
      conditions: "Veuillez accepter les conditions générales d'utilisation.",
    });
  });

  it('answers a registration for a taken address like any other, and tells the owner by mail', async () => {
    await addUser(s.identity, { email: 'emma@exemple.fr', password: PASSWORD });
    const before = (await listOutbox(s.identity.db)).length;
    const res = await signUp(s, { email: 'emma@exemple.fr', prenom: 'Autre', nom: 'Personne', mot_de_passe: 'Encore-un-autre-mot' });
    expect(res.status).toBe(202);
    const outbox = await listOutbox(s.identity.db);
    expect(outbox.length).toBe(before + 1);
    expect(outbox[0]).toMatchObject({ recipient: 'emma@exemple.fr', subject: 'Vous avez déjà un compte' });
    // The stored account is untouched.
    const user = await findUserByEmail(s.identity.db, 'emma@exemple.fr');
    expect(user?.firstName).toBe('Alice');
  });

  it('resets a forgotten password through a single-use link', async () => {
    await addUser(s.identity, { email: 'franck@exemple.fr', password: PASSWORD });
    const browser = new Browser(s.origin);
    const sent = await browser.fetch('/auth/mot-de-passe-oublie', form({ email: 'franck@exemple.fr' }));
    expect(sent.status).toBe(200);
    const unknown = await browser.fetch('/auth/mot-de-passe-oublie', form({ email: 'inconnu@exemple.fr' }));
    expect(await unknown.text()).toBe(await (await browser.fetch('/auth/mot-de-passe-oublie', form({ email: 'franck@exemple.fr' }))).text());
    const [mail] = (await listOutbox(s.identity.db)).filter((m) => m.recipient === 'franck@exemple.fr');
    const link = new URL(linkIn(mail!.text));
    expect((await browser.fetch(link.pathname + link.search)).status).toBe(200);
    const jeton = link.searchParams.get('jeton')!;
    const mismatch = await browser.fetch('/auth/mot-de-passe/reinitialisation', form({ jeton, password: 'Nouveau-mot-de-passe-1', confirmation: 'autre' }));
    expect(mismatch.status).toBe(400);
    const done = await browser.fetch('/auth/mot-de-passe/reinitialisation', form({ jeton, password: 'Nouveau-mot-de-passe-1', confirmation: 'Nouveau-mot-de-passe-1' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Votre mot de passe a été modifié.');
    const again = await browser.fetch('/auth/mot-de-passe/reinitialisation', form({ jeton, password: 'Encore-un-mot-de-passe', confirmation: 'Encore-un-mot-de-passe' }));
    expect(again.status).toBe(410);
    await expect(signIn(s, 'franck@exemple.fr', PASSWORD)).rejects.toThrow('sign-in failed: 401');
    const { tokens } = await signIn(s, 'franck@exemple.fr', 'Nouveau-mot-de-passe-1');
    expect(typeof tokens.access_token).toBe('string');
  });

  it('changes the e-mail address after confirmation, with expired and completed pages', async () => {
    await addUser(s.identity, { email: 'gaelle@exemple.fr', password: PASSWORD });
    const { tokens } = await signIn(s, 'gaelle@exemple.fr', PASSWORD);
    const request = (body: Record<string, string>) =>
      fetch(`${s.origin}/auth/api/changement-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${String(tokens.access_token)}` },
        body: JSON.stringify(body),
      });
    expect((await request({ nouvel_email: 'gaelle.new@exemple.fr', mot_de_passe: 'mauvais' })).status).toBe(400);
    expect((await request({ nouvel_email: 'gaelle.new@exemple.fr', mot_de_passe: PASSWORD })).status).toBe(202);
    const [mail] = await listOutbox(s.identity.db);
    expect(mail!.recipient).toBe('gaelle.new@exemple.fr');
    const link = new URL(linkIn(mail!.text));
    const done = await fetch(`${s.origin}${link.pathname}${link.search}`);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Adresse e-mail modifiée');
    const expired = await fetch(`${s.origin}${link.pathname}${link.search}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Lien expiré');
    expect(await findUserByEmail(s.identity.db, 'gaelle.new@exemple.fr')).not.toBeNull();
    expect(await findUserByEmail(s.identity.db, 'gaelle@exemple.fr')).toBeNull();
    // Signed in under the old address: every session signs in again.
    await expect(s.identity.authenticate(String(tokens.access_token))).rejects.toThrow('session ended');
  });

  it('never serves the mail outbox through the provider, where a reset link would open any account', async () => {
    await addUser(s.identity, { email: 'victime@exemple.fr', password: PASSWORD });
    const browser = new Browser(s.origin);
    expect((await browser.fetch('/auth/mot-de-passe-oublie', form({ email: 'victime@exemple.fr' }))).status).toBe(200);
    for (const path of ['/auth/outbox', '/auth/outbox.json', '/auth/outbox/1']) {
      const res = await fetch(`${s.origin}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('jeton');
    }
  });

  it('does not let a stranger lock the owner out with wrong passwords from other addresses', async () => {
    await addUser(s.identity, { email: 'helene@exemple.fr', password: PASSWORD });
    const attempt = async (from: string, password: string) => {
      const browser = new Browser(s.origin);
      const path = await openSignIn(s, browser);
      return browser.fetch(`${path}/login`, form({ email: 'helene@exemple.fr', password }, from));
    };
    // Three addresses, five wrong passwords each: each address is refused for this e-mail after four.
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await attempt(from, `mauvais-mot-de-passe-${i}`)).status);
      expect(statuses.slice(0, 4).every((st) => st === 401 || st === 429)).toBe(true);
      expect(statuses[4]).toBe(429);
    }
    expect((await attempt('203.0.113.1', PASSWORD)).status).toBe(429);
    // The owner, elsewhere, waits at most the longest delay (1 s here), then signs in.
    let owner = await attempt('198.51.100.9', PASSWORD);
    if (owner.status === 429) {
      const wait = Number(owner.headers.get('retry-after'));
      expect(wait).toBeLessThanOrEqual(1);
      await new Promise((r) => setTimeout(r, wait * 1000 + 100));
      owner = await attempt('198.51.100.9', PASSWORD);
    }
    expect(owner.status).toBe(303);
  });

  it('ends every session of the account when its password is reset', async () => {
    await addUser(s.identity, { email: 'ines@exemple.fr', password: PASSWORD });
    const { browser: holder, tokens } = await signIn(s, 'ines@exemple.fr', PASSWORD);
    await expect(s.identity.authenticate(String(tokens.access_token))).resolves.toMatchObject({ email: 'ines@exemple.fr' });
    const browser = new Browser(s.origin);
    await browser.fetch('/auth/mot-de-passe-oublie', form({ email: 'ines@exemple.fr' }));
    const [mail] = (await listOutbox(s.identity.db)).filter((m) => m.recipient === 'ines@exemple.fr');
    const jeton = new URL(linkIn(mail!.text)).searchParams.get('jeton')!;
    const done = await browser.fetch('/auth/mot-de-passe/reinitialisation', form({ jeton, password: 'Repris-en-main-2026', confirmation: 'Repris-en-main-2026' }));
    expect(done.status).toBe(200);
    // Whoever held the old session (the reason for the reset, often) holds nothing any more.
    await expect(s.identity.authenticate(String(tokens.access_token))).rejects.toThrow('session ended');
    const refresh = await tokenRequest(s, refreshForm(s, String(tokens.refresh_token)), { basic: false });
    expect(refresh.body.error).toBe('invalid_grant');
    // Nor can the old browser's provider session restore itself silently.
    const { challenge } = pkcePair();
    const silent = await holder.follow(await holder.fetch(authorizeUrl(s, { challenge, prompt: 'none' })), (u) => u.pathname === '/auth/callback');
    expect(silent.url.searchParams.get('error')).toBe('login_required');
  });

  it('ends the other sessions on a password change and keeps the one that made it', async () => {
    await addUser(s.identity, { email: 'jules@exemple.fr', password: PASSWORD });
    const here = await signIn(s, 'jules@exemple.fr', PASSWORD);
    const elsewhere = await signIn(s, 'jules@exemple.fr', PASSWORD);
    const principal = await s.identity.authenticate(String(here.tokens.access_token));
    expect(await s.identity.changePassword(principal, PASSWORD, 'Un-nouveau-secret-2026', { ip: '127.0.0.1', origin: s.origin })).toEqual({ ok: true });
    await expect(s.identity.authenticate(String(here.tokens.access_token))).resolves.toMatchObject({ email: 'jules@exemple.fr' });
    await expect(s.identity.authenticate(String(elsewhere.tokens.access_token))).rejects.toThrow('session ended');
    expect((await tokenRequest(s, refreshForm(s, String(elsewhere.tokens.refresh_token)), { basic: false })).body.error).toBe('invalid_grant');
    expect((await tokenRequest(s, refreshForm(s, String(here.tokens.refresh_token)), { basic: false })).status).toBe(200);
  });

  it('sends at most the limit of mails to one recipient, whoever asks', async () => {
    await addUser(s.identity, { email: 'karim@exemple.fr', password: PASSWORD });
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${s.origin}/auth/mot-de-passe-oublie`, form({ email: 'karim@exemple.fr' }, `192.0.2.${i + 1}`));
      expect(res.status).toBe(200);
    }
    expect((await listOutbox(s.identity.db)).filter((m) => m.recipient === 'karim@exemple.fr')).toHaveLength(3);
  });

  it('gives the shell its client configuration', async () => {
    const res = await fetch(`${s.origin}/auth/config`);
    expect(await res.json()).toEqual({
      mode: 'embedded',
      issuer: s.issuer,
      client_id: 'portail-web',
      scope: 'openid profile email',
      authorization_endpoint: '/auth/auth',
      token_endpoint: '/auth/token',
      revocation_endpoint: '/auth/token/revocation',
      end_session_endpoint: '/auth/session/end',
      redirect_path: '/auth/callback',
      registration: 'embedded',
      // The portal's own forms manage the account; it can be deleted from the personal space.
      account_management: 'portal',
      account_deletion: true,
    });
  });

  it('cancels the sign-in back to the redirect URI with access_denied', async () => {
    const browser = new Browser(s.origin);
    const path = await openSignIn(s, browser);
    const { url } = await browser.follow(await browser.fetch(`${path}/abort`), (u) => u.pathname === '/auth/callback');
    expect(url.searchParams.get('error')).toBe('access_denied');
  });
});

describe('account creation when its mail cannot be written', () => {
  let s: TestServer;
  const failing: Mailer = {
    mode: 'outbox',
    queue: async () => {
      throw new Error('outbox unavailable');
    },
    deliver: async () => {},
    registerAttachments: () => {},
    attachment: async () => null,
  };
  beforeAll(async () => {
    s = await startTestServer('pglite', { mailer: failing, config: { limits: GENEROUS_LIMITS } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('leaves no account behind: the account, its link and its mail are one transaction', async () => {
    const res = await signUp(s, { email: 'lea@exemple.fr', prenom: 'Léa', nom: 'Perdue', mot_de_passe: PASSWORD });
    expect(res.status).toBe(500);
    expect(await findUserByEmail(s.identity.db, 'lea@exemple.fr')).toBeNull();
    const [tokens] = await s.identity.db.query<{ n: number }>('select count(*)::int as n from identity_token');
    expect(tokens!.n).toBe(0);
  });
});
