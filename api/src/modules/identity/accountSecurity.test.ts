// The account against a guesser holding a session, and against a change its owner did not make:
// the current password checked under the limits of sign-in, notices of changes with the way to
// take the account back, the password rule and the names that go into mail.
// Every password check of the provider goes through this module: counted, to prove that a refused
// attempt runs none.
jest.mock('./passwords', () => {
  const actual = jest.requireActual<typeof import('./passwords')>('./passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

import { COMMON_PASSWORD_MESSAGE, DEMO_PASSWORD, DEMO_PASSWORD_MESSAGE, WEB_ADDRESS_IN_NAME_MESSAGE } from '@portail/shared/auth/profile';
import { testBackends } from '../../testing/databases';
import { usersRoutes } from '../users/routes';
import { listOutbox } from '../mail/mailer';
import { verifyPassword } from './passwords';
import { Browser, GENEROUS_LIMITS, addUser, authorizeUrl, pkcePair, refreshForm, signIn, signUp, startTestServer, tokenRequest, type TestServer } from './testing';
import { findUserByEmail, findUserById } from './users';

jest.setTimeout(120_000);

const PASSWORD = 'Un-mot-de-passe-solide';
/** Wrong guesses one client may make on one account, as for sign-in. */
const FAILURES_ALLOWED = 3;

function form(data: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(data).toString() };
}

function linkIn(text: string): URL {
  const m = /(https?:\/\/\S+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return new URL(m[1]!);
}

describe.each(testBackends())('account security on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind, {
      config: { limits: { ...GENEROUS_LIMITS, perAccountAndAddress: { max: FAILURES_ALLOWED, windowSeconds: 900 } } },
      register: async (app, identity) => {
        await app.register(usersRoutes, { prefix: '/api', identity });
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const call = (token: string, method: string, path: string, body: unknown) =>
    fetch(`${s.origin}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const changePassword = (token: string, current: string, next: string) =>
    call(token, 'PUT', '/api/mot_de_passe', { ancien_mot_de_passe: current, nouveau_mot_de_passe: next });
  const requestEmailChange = (token: string, email: string, password: string) =>
    call(token, 'POST', '/auth/api/changement-email', { nouvel_email: email, mot_de_passe: password });
  const passwordStillIs = async (email: string, password: string) => verifyPassword(password, (await findUserByEmail(s.identity.db, email))!.passwordHash);
  const mailsTo = async (email: string) => (await listOutbox(s.identity.db)).filter((m) => m.recipient === email);
  /** A person signed in, with their access token. */
  const person = async (email: string) => {
    const sub = await addUser(s.identity, { email, password: PASSWORD });
    const { tokens } = await signIn(s, email, PASSWORD);
    return { sub, token: String(tokens.access_token), refresh: String(tokens.refresh_token) };
  };
  /** Confirms the email change of the last confirmation mail sent to `email`. */
  const confirmEmailChange = async (email: string) => {
    const [mail] = await mailsTo(email);
    const link = linkIn(mail!.text);
    expect((await fetch(`${s.origin}${link.pathname}${link.search}`)).status).toBe(200);
  };

  describe('the current password, guessed from a live session', () => {
    it('is refused once the guesses sign-in allows are spent, even when right, with 429 and Retry-After', async () => {
      const { token } = await person('guess.password@exemple.fr');
      for (let i = 0; i < FAILURES_ALLOWED; i += 1) {
        const wrong = await changePassword(token, `mauvais-${i}`, 'Un-autre-mot-de-passe-2026');
        expect(wrong.status).toBe(400);
        expect(await wrong.json()).toMatchObject({ message: 'Le mot de passe actuel est incorrect.' });
      }
      // The wrong guesses were each checked (the count below sees the provider's checks).
      expect(verifyPassword).toHaveBeenCalled();
      jest.mocked(verifyPassword).mockClear();
      const right = await changePassword(token, PASSWORD, 'Un-autre-mot-de-passe-2026');
      expect(right.status).toBe(429);
      // Refused before any password was checked: guessing costs the server nothing more.
      expect(verifyPassword).not.toHaveBeenCalled();
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await right.json()) as { message: string }).message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
      expect(await passwordStillIs('guess.password@exemple.fr', PASSWORD)).toBe(true);
      // The same count as sign-in's: this client cannot sign in to the account either.
      await expect(signIn(s, 'guess.password@exemple.fr', PASSWORD)).rejects.toThrow('sign-in failed: 429');
    });

    it('shares its count with the sign-in failures of the account', async () => {
      const { token } = await person('guess.shared@exemple.fr');
      const browser = new Browser(s.origin);
      for (let i = 0; i < FAILURES_ALLOWED; i += 1) {
        const { url } = await browser.follow(await browser.fetch(authorizeUrl(s, { challenge: pkcePair().challenge })));
        const login = await browser.fetch(`${url.pathname}/login`, form({ email: 'guess.shared@exemple.fr', password: `mauvais-${i}` }));
        expect(login.status).toBe(401);
      }
      expect((await changePassword(token, PASSWORD, 'Un-autre-mot-de-passe-2026')).status).toBe(429);
      expect((await requestEmailChange(token, 'guess.shared.new@exemple.fr', PASSWORD)).status).toBe(429);
      expect(await passwordStillIs('guess.shared@exemple.fr', PASSWORD)).toBe(true);
    });

    it('is limited the same on an e-mail change, which then sends nothing', async () => {
      const { token } = await person('guess.email@exemple.fr');
      for (let i = 0; i < FAILURES_ALLOWED; i += 1) expect((await requestEmailChange(token, 'guess.email.new@exemple.fr', `mauvais-${i}`)).status).toBe(400);
      const right = await requestEmailChange(token, 'guess.email.new@exemple.fr', PASSWORD);
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await right.json()) as { message: string }).message).toMatch(/^Trop de tentatives/);
      expect(await mailsTo('guess.email.new@exemple.fr')).toHaveLength(0);
    });
  });

  describe('notices of account changes', () => {
    it('tells of a new password, and its link takes the account back: sessions ended, password void, a new one chosen', async () => {
      const email = 'notice.password@exemple.fr';
      const owner = await person(email);
      const intruder = await signIn(s, email, PASSWORD);
      expect((await changePassword(String(intruder.tokens.access_token), PASSWORD, 'Mot-de-passe-de-l-intrus')).status).toBe(204);

      const [notice] = await mailsTo(email);
      expect(notice).toMatchObject({ subject: 'Votre mot de passe a été modifié' });
      expect(notice!.text).toContain("Si vous n'êtes pas à l'origine de ce changement");
      const link = linkIn(notice!.text);
      expect(`${link.origin}${link.pathname}`).toBe(`${s.origin}/auth/signalement`);
      const jeton = link.searchParams.get('jeton')!;

      // Opening the link changes nothing: it shows what confirming does.
      const page = await fetch(`${s.origin}${link.pathname}${link.search}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Sécuriser mon compte');
      expect(await passwordStillIs(email, 'Mot-de-passe-de-l-intrus')).toBe(true);
      await expect(s.identity.authenticate(String(intruder.tokens.access_token))).resolves.toMatchObject({ email });

      const secured = await fetch(`${s.origin}/auth/signalement`, form({ jeton }));
      expect(secured.status).toBe(200);
      const html = await secured.text();
      expect(html).toContain('Votre compte est sécurisé');
      // Every session ends, the intruder's first, and their password opens nothing.
      await expect(s.identity.authenticate(String(intruder.tokens.access_token))).rejects.toThrow('session ended');
      await expect(s.identity.authenticate(owner.token)).rejects.toThrow('session ended');
      expect((await tokenRequest(s, refreshForm(s, String(intruder.tokens.refresh_token)), { basic: false })).body.error).toBe('invalid_grant');
      expect(await passwordStillIs(email, 'Mot-de-passe-de-l-intrus')).toBe(false);
      await expect(signIn(s, email, 'Mot-de-passe-de-l-intrus')).rejects.toThrow('sign-in failed: 401');
      // The link is single-use.
      expect((await fetch(`${s.origin}/auth/signalement`, form({ jeton }))).status).toBe(410);
      expect((await fetch(`${s.origin}${link.pathname}${link.search}`)).status).toBe(410);

      // The page is the form of a new password, with a fresh reset link of its own.
      const reset = /name="jeton" value="([^"]+)"/.exec(html)![1]!;
      const done = await fetch(`${s.origin}/auth/mot-de-passe/reinitialisation`, form({ jeton: reset, password: 'Repris-par-le-titulaire', confirmation: 'Repris-par-le-titulaire' }));
      expect(done.status).toBe(200);
      const { tokens } = await signIn(s, email, 'Repris-par-le-titulaire');
      expect(typeof tokens.access_token).toBe('string');
    });

    it('tells the old address of a new one, and its link gives the address back', async () => {
      const email = 'notice.email@exemple.fr';
      const intruder = await person(email);
      expect((await requestEmailChange(intruder.token, 'intrus@exemple.fr', PASSWORD)).status).toBe(202);
      await confirmEmailChange('intrus@exemple.fr');
      const [notice] = await mailsTo(email);
      expect(notice).toMatchObject({ subject: 'Votre adresse e-mail de connexion a été modifiée' });
      expect(notice!.text).toContain('intrus@exemple.fr');

      // The intruder, signed in again under their address, also changes the password: the owner's link stays good.
      const { tokens } = await signIn(s, 'intrus@exemple.fr', PASSWORD);
      expect((await changePassword(String(tokens.access_token), PASSWORD, 'Mot-de-passe-de-l-intrus')).status).toBe(204);
      expect(await mailsTo('intrus@exemple.fr')).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Votre mot de passe a été modifié' })]));
      // And asks to move the address on again; that link will be void.
      expect((await requestEmailChange(String(tokens.access_token), 'intrus2@exemple.fr', 'Mot-de-passe-de-l-intrus')).status).toBe(202);
      const [pending] = await mailsTo('intrus2@exemple.fr');

      const link = linkIn(notice!.text);
      expect(await (await fetch(`${s.origin}${link.pathname}${link.search}`)).text()).toContain(email);
      const secured = await fetch(`${s.origin}/auth/signalement`, form({ jeton: link.searchParams.get('jeton')! }));
      expect(secured.status).toBe(200);
      expect(await secured.text()).toContain(`Votre adresse e-mail de connexion est de nouveau ${email}.`);

      const user = await findUserByEmail(s.identity.db, email);
      expect(user?.id).toBe(intruder.sub);
      expect(await findUserByEmail(s.identity.db, 'intrus@exemple.fr')).toBeNull();
      expect(await verifyPassword('Mot-de-passe-de-l-intrus', user!.passwordHash)).toBe(false);
      await expect(s.identity.authenticate(String(tokens.access_token))).rejects.toThrow('session ended');
      const stale = linkIn(pending!.text);
      expect((await fetch(`${s.origin}${stale.pathname}${stale.search}`)).status).toBe(410);
      expect((await findUserById(s.identity.db, intruder.sub))!.email).toBe(email);
    });

    it('secures the account even when its old address now belongs to another account, and says so', async () => {
      const email = 'notice.taken@exemple.fr';
      const intruder = await person(email);
      expect((await requestEmailChange(intruder.token, 'intrus.taken@exemple.fr', PASSWORD)).status).toBe(202);
      await confirmEmailChange('intrus.taken@exemple.fr');
      const [notice] = await mailsTo(email);
      // Meanwhile the freed address was given to a new account.
      const other = await addUser(s.identity, { email, password: 'Un-troisieme-mot-de-passe' });
      const link = linkIn(notice!.text);
      const secured = await fetch(`${s.origin}/auth/signalement`, form({ jeton: link.searchParams.get('jeton')! }));
      expect(secured.status).toBe(200);
      expect(await secured.text()).toContain('intrus.taken@exemple.fr');
      expect((await findUserByEmail(s.identity.db, email))?.id).toBe(other);
      const taken = await findUserById(s.identity.db, intruder.sub);
      expect(taken!.email).toBe('intrus.taken@exemple.fr');
      expect(await verifyPassword(PASSWORD, taken!.passwordHash)).toBe(false);
    });

    it('sends one notice per change made, and none for a change refused', async () => {
      const { token } = await person('notice.once@exemple.fr');
      expect((await changePassword(token, PASSWORD, 'court')).status).toBe(400);
      expect((await changePassword(token, 'mauvais', 'Un-autre-mot-de-passe-2026')).status).toBe(400);
      expect(await mailsTo('notice.once@exemple.fr')).toHaveLength(0);
      expect((await changePassword(token, PASSWORD, 'Un-autre-mot-de-passe-2026')).status).toBe(204);
      expect((await mailsTo('notice.once@exemple.fr')).map((m) => m.subject)).toEqual(['Votre mot de passe a été modifié']);
    });
  });

  describe('the password rule', () => {
    it.each([
      ['one of the 10,000 most common passwords', 'Unbelievable', COMMON_PASSWORD_MESSAGE],
      ['the published demonstration password', DEMO_PASSWORD, DEMO_PASSWORD_MESSAGE],
    ])('refuses %s at sign-up, on a change and on a reset', async (_what, password, message) => {
      const email = `rule.${password.length}.${message.length}@exemple.fr`;
      const refused = await signUp(s, { email, prenom: 'Rose', nom: 'Martin', mot_de_passe: password });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ mot_de_passe: message });
      expect(await findUserByEmail(s.identity.db, email)).toBeNull();

      const { token } = await person(email);
      const change = await changePassword(token, PASSWORD, password);
      expect(change.status).toBe(400);
      expect(await change.json()).toMatchObject({ message });

      expect((await fetch(`${s.origin}/auth/mot-de-passe-oublie`, form({ email }))).status).toBe(200);
      const jeton = linkIn((await mailsTo(email))[0]!.text).searchParams.get('jeton')!;
      const reset = await fetch(`${s.origin}/auth/mot-de-passe/reinitialisation`, form({ jeton, password, confirmation: password }));
      expect(reset.status).toBe(400);
      expect(await reset.text()).toContain(message.replace(/'/g, '&#39;').slice(0, 40));
      expect(await passwordStillIs(email, PASSWORD)).toBe(true);
    });
  });

  describe('the names given at sign-up', () => {
    it.each([
      ['a web address', { prenom: 'Gagnez https://arnaque.example/kbis', nom: 'Martin' }, 'prenom', 'Les caractères spéciaux ne sont pas autorisés'],
      ['markup', { prenom: 'Rose', nom: '<a href="x">Cliquez</a>' }, 'nom', 'Les caractères spéciaux ne sont pas autorisés'],
      ['a bare domain', { prenom: 'Rose', nom: 'Martin arnaque.fr' }, 'nom', WEB_ADDRESS_IN_NAME_MESSAGE],
    ])('refuses a name carrying %s, and sends no mail', async (_what, names, field, message) => {
      const email = `names.${field}.${message.length}.${names.nom.length}@exemple.fr`;
      const res = await signUp(s, { email, ...names, mot_de_passe: PASSWORD });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ [field]: message });
      expect(await findUserByEmail(s.identity.db, email)).toBeNull();
      expect(await mailsTo(email)).toHaveLength(0);
    });
  });
});
