import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CONTACT_RATE_LIMIT_MESSAGE } from '@portail/shared/api';
import { buildApp } from '../../app';
import { openTestDatabase, testBackends, type TestDatabase } from '../../testing/databases';
import { listenForVisitors } from '../../testing/visitors';
import { createIdentity } from '../identity';
import { TEST_SCRYPT_COST } from '../identity/testing';
import { createMailer, listOutbox, recipientDigest } from '../mail/mailer';
import { registerErrorHandling } from '../../http/errors';
import { recordingLogger } from '../../testing/recordingLogger';
import { contactConfigFromEnv, contactRoutes, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE, TOKEN_USED_MESSAGE } from './routes';

const TEAM = 'equipe@registre.test';
const START = new Date('2026-03-02T10:00:00Z').getTime();

describe.each(testBackends())('contact form (%s)', (kind) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let now = START;
  let address = 0;
  let origin = '';

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    ({ app, origin } = await listenForVisitors((server) =>
      server.register(contactRoutes, {
        prefix: '/api',
        db: t.db,
        mailer: createMailer(t.db, { from: 'ne-pas-repondre@registre.test' }),
        config: { teamAddress: TEAM },
        clock: { now: () => new Date(now) },
      }),
    ));
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  /** Each test its own client address, so that only the rate-limit test meets the limit. */
  let ip = '';
  beforeEach(() => {
    ip = `203.0.113.${++address}`;
  });

  const call = async (base: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: { 'x-forwarded-for': ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { statusCode: res.status, headers: res.headers, json: (await res.json()) as any };
  };
  const token = async (): Promise<string> => {
    const res = await call(origin, 'GET', 'contact/jeton');
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.json.jeton;
  };
  const send = (body: Record<string, unknown>) => call(origin, 'POST', 'contact', body);
  const valid = (jeton: string) => ({
    nom: '  Camille   Durand ',
    email: 'camille.durand@exemple.fr',
    sujet: 'COMMANDE',
    numero_commande: 'cmd00000042',
    message: 'Je n’ai pas reçu le Kbis de ma commande <b>passée hier</b>.',
    jeton,
    site_web: '',
  });
  /** A token served `ms` ago. */
  const tokenAged = async (ms: number) => {
    now -= ms;
    const jeton = await token();
    now += ms;
    return jeton;
  };
  const outbox = () => listOutbox(t.db, 1000);
  const stored = (reference: string) => t.db.query<{ statut: string; motif_spam: string | null; nom: string; numero_commande: string | null }>('select statut, motif_spam, nom, numero_commande from contact_demande where reference = $1', [reference]);

  it('stores a request and queues the acknowledgement and the request to the team', async () => {
    const before = (await outbox()).length;
    const res = await send(valid(await tokenAged(10_000)));
    expect(res.json).toEqual({ reference: expect.any(String) });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json;
    expect(reference).toMatch(/^CT2026-\d{6}$/);
    expect(await stored(reference)).toEqual([{ statut: 'RECUE', motif_spam: null, nom: 'Camille Durand', numero_commande: 'CMD00000042' }]);

    const mails = (await outbox()).slice(0, (await outbox()).length - before);
    expect(mails).toHaveLength(2);
    const ack = mails.find((m) => m.recipient === 'camille.durand@exemple.fr')!;
    expect(ack.subject).toBe(`Votre demande de contact ${reference}`);
    expect(ack.text).toContain(reference);
    expect(ack.text).toContain('Sujet : Une commande');
    const team = mails.find((m) => m.recipient === TEAM)!;
    expect(team.subject).toBe(`[${reference}] Une commande – Camille Durand`);
    expect(team.text).toContain('Adresse e-mail : camille.durand@exemple.fr');
    expect(team.text).toContain('Commande : CMD00000042');
    // What the person wrote is text in the HTML part.
    expect(team.html).toContain('&lt;b&gt;passée hier&lt;/b&gt;');
    expect(team.html).not.toContain('<b>');
  });

  it('answers each wrong field with its French message and stores nothing', async () => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from contact_demande'))[0]!.n;
    const before = await count();
    const res = await send({ nom: ' ', email: 'pas-une-adresse', sujet: 'RECLAMATION', numero_commande: '42', message: 'Trop court', jeton: await tokenAged(10_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Le formulaire contient des erreurs.',
      errors: {
        nom: 'Veuillez saisir votre nom.',
        email: 'Veuillez saisir une adresse e-mail valide.',
        sujet: 'Veuillez choisir le sujet de votre demande.',
        numero_commande: 'Le numéro de commande comporte CMD suivi de 8 chiffres (par exemple CMD00000042).',
        message: 'Votre message doit comporter au moins 20 caractères.',
      },
    });
    const long = await send({ ...valid(await tokenAged(10_000)), message: 'x'.repeat(5001) });
    expect(long.json.errors).toEqual({ message: 'Votre message ne peut pas dépasser 5 000 caractères.' });
    const empty = await send({});
    expect(Object.keys(empty.json.errors)).toEqual(['nom', 'email', 'sujet', 'message']);
    expect(await count()).toBe(before);
  });

  it('refuses a missing, forged or expired token', async () => {
    const missing = await send({ ...valid(''), jeton: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toBe(TOKEN_INVALID_MESSAGE);
    const good = await tokenAged(10_000);
    const forged = good.replace(/^\d+/, String(START - 3_600_000));
    expect((await send(valid(forged))).json.message).toBe(TOKEN_INVALID_MESSAGE);
    const expired = await send(valid(await tokenAged(2 * 3600_000 + 1_000)));
    expect(expired.statusCode).toBe(400);
    expect(expired.json.message).toBe(TOKEN_EXPIRED_MESSAGE);
  });

  it('uses a token once', async () => {
    const jeton = await tokenAged(10_000);
    expect((await send(valid(jeton))).statusCode).toBe(201);
    const mails = (await outbox()).length;
    const again = await send(valid(jeton));
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(TOKEN_USED_MESSAGE);
    expect((await outbox()).length).toBe(mails);
  });

  it('answers a filled honeypot or a form sent too soon as a success, keeps it as spam and mails nobody', async () => {
    const mails = (await outbox()).length;
    const trapped = await send({ ...valid(await tokenAged(10_000)), site_web: 'http://spam.example' });
    expect(trapped.statusCode).toBe(201);
    expect(await stored(trapped.json.reference)).toEqual([expect.objectContaining({ statut: 'SPAM', motif_spam: 'CHAMP_PIEGE' })]);
    const hasty = await send(valid(await tokenAged(1_000)));
    expect(hasty.statusCode).toBe(201);
    expect(hasty.json.reference).toMatch(/^CT2026-\d{6}$/);
    expect(await stored(hasty.json.reference)).toEqual([expect.objectContaining({ statut: 'SPAM', motif_spam: 'TROP_RAPIDE' })]);
    expect((await outbox()).length).toBe(mails);
  });

  it('takes five requests an hour from one address, then refuses in French', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid(await tokenAged(10_000)))).statusCode).toBe(201);
    const refused = await send(valid(await tokenAged(10_000)));
    expect(refused.statusCode).toBe(429);
    expect(refused.json).toEqual({ statusCode: 429, error: 'Too Many Requests', message: CONTACT_RATE_LIMIT_MESSAGE });
    // The form itself still opens.
    expect(await token()).toBeTruthy();
  });

  it('sends requests to CONTACT_EMAIL, else to contact@ the domain mail comes from', () => {
    expect(contactConfigFromEnv('Registre <ne-pas-repondre@registre.test>', {}).teamAddress).toBe('contact@registre.test');
    expect(contactConfigFromEnv('x@y.test', { CONTACT_EMAIL: 'support@y.test' }).teamAddress).toBe('support@y.test');
  });

  it('is mounted by the API without sign-in', async () => {
    const identity = await createIdentity({ db: t.db, env: {}, config: { scryptCost: TEST_SCRYPT_COST, seedDemo: false } });
    const api = await buildApp({ db: t.db, identity, staffToken: '', trustProxy: ['127.0.0.1'] });
    try {
      const base = await api.listen({ port: 0, host: '127.0.0.1' });
      const res = await call(base, 'GET', 'contact/jeton');
      expect(res.statusCode).toBe(200);
      const sent = await call(base, 'POST', 'contact', valid(res.json.jeton));
      // Sent at once: answered as a success, kept as spam.
      expect(sent.statusCode).toBe(201);
    } finally {
      await api.close();
      await identity.close();
    }
  });
});

describe.each(testBackends())('contact acknowledgements past the cap (%s)', (kind) => {
  const CAP = { max: 2, windowSeconds: 3600 };
  const SENDER = 'dominique.martin@exemple.fr';
  let t: TestDatabase;
  let app: FastifyInstance;
  let origin = '';
  const log = recordingLogger();
  /** How far the server's clock is ahead: each form is sent ten seconds after its token, as a person would. */
  let later = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = Fastify({ logger: { level: 'warn', stream: log.stream } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(contactRoutes, {
      prefix: '/api',
      db: t.db,
      mailer: createMailer(t.db, { from: 'ne-pas-repondre@registre.test' }),
      config: { teamAddress: TEAM },
      clock: { now: () => new Date(Date.now() + later) },
      mailPerRecipient: CAP,
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  const request = async () => {
    const { jeton } = (await (await fetch(`${origin}/api/contact/jeton`)).json()) as { jeton: string };
    later += 10_000;
    const body = { nom: 'Dominique Martin', email: SENDER, sujet: 'AUTRE', message: 'Une question sur les extraits Kbis de mon entreprise.', jeton, site_web: '' };
    const res = await fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { reference: string } };
  };

  it('keeps the request and tells the team, but sends the sender no more copies, and logs it without the address', async () => {
    const answers = [];
    for (let i = 0; i <= CAP.max; i += 1) answers.push(await request());
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const last = answers[CAP.max]!.body.reference;
    expect(answers[CAP.max]!.body).toEqual({ reference: last });
    const mails = await listOutbox(t.db, 1000);
    expect(mails.filter((m) => m.recipient === SENDER).map((m) => m.kind)).toEqual(['contact_accuse', 'contact_accuse']);
    expect(mails.filter((m) => m.recipient === TEAM && m.kind === 'contact_equipe')).toHaveLength(CAP.max + 1);
    expect(mails.some((m) => m.recipient === TEAM && m.subject.startsWith(`[${last}]`))).toBe(true);
    expect(log.lines.filter((l) => l.level === 40)).toEqual([expect.objectContaining({ kind: 'contact_accuse', recipient: recipientDigest(SENDER) })]);
    expect(log.raw.join('\n')).not.toContain('dominique');
  });
});
