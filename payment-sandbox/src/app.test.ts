jest.mock('cookie', () => jest.requireActual('@portail/shared/testing/cookieShim'));

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_SIGNATURE_HEADER,
  PROVIDER_API_PATHS,
  TEST_3DS_CODE,
  TEST_CARDS,
  paymentPageUrl,
  signBody,
  verifyBody,
  verifyFields,
  verifyNotification,
  type PaymentNotification,
  type PaymentRequestFields,
} from '@portail/shared/payment/protocol';
import { isValidLuhn } from '@portail/shared/format/identifiers';
import { axeViolations, closedAfterEach, decode, expectRetryCancelledOnClose, notificationFetch, settle, waitFor, type SentNotification } from '@portail/shared/sandbox/testing';
import { buildSandbox, maskCard, type SandboxOptions } from './app';

const SECRET = 'secret-partage-de-test-0123456789abcdef';
const RETURN = 'http://localhost:8080/panier/paiement';
const NOTIFICATION_URL = 'http://127.0.0.1:3000/api/paiements/notifications';

type Sent = SentNotification<PaymentNotification>;

const closeLater = closedAfterEach();

function sandbox(overrides: Partial<SandboxOptions> = {}, statuses: number[] = []) {
  const fetch = notificationFetch<PaymentNotification>(PAYMENT_SIGNATURE_HEADER, statuses);
  const app = closeLater(
    buildSandbox({
      secret: SECRET,
      merchantId: 'PORTAIL',
      merchantName: 'Portail des entreprises',
      notificationUrl: NOTIFICATION_URL,
      retryDelaysMs: [0, 0, 0],
      fetch: fetch.fn,
      ...overrides,
    }),
  );
  return { app, sent: fetch.sent };
}

function request(overrides: Partial<PaymentRequestFields> = {}): PaymentRequestFields {
  return {
    marchand: 'PORTAIL',
    session: randomUUID(),
    reference: 'CMD-2024-000123',
    libelle: 'Commande de documents officiels CMD-2024-000123',
    montant: '1234',
    devise: 'EUR',
    url_retour: RETURN,
    horodatage: String(Math.floor(Date.now() / 1000)),
    expiration: String(Math.floor(Date.now() / 1000) + 30 * 60),
    ...overrides,
  };
}

/** The path and query of the signed hosted page URL. */
function pagePath(fields: PaymentRequestFields, secret = SECRET): string {
  const url = new URL(paymentPageUrl('http://sandbox.test/paiement', fields, secret));
  return `${url.pathname}${url.search}`;
}

/** What a browser keeps of a session's page: its cookie, and the token its forms carry. */
const browsers = new Map<string, { cookie: string; token: string }>();

/** Keeps the cookie and the form token a page gave its browser. */
function remember(res: { headers: Record<string, unknown>; body: string }): void {
  const cookie = /^(paiement_([0-9a-f]{32}))=([0-9a-f]+);/.exec(String(res.headers['set-cookie'] ?? ''));
  const token = /name="jeton" value="([0-9a-f]+)"/.exec(res.body);
  if (cookie && token) browsers.set(cookie[2]!, { cookie: `${cookie[1]}=${cookie[3]}`, token: token[1]! });
}

/** A form posted to a session, by the browser that opened its page (when one did). */
const form = (session: string, fields: Record<string, string>) => {
  const b = browsers.get(session.replace(/-/g, ''));
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(b ? { cookie: b.cookie } : {}) },
    payload: new URLSearchParams({ ...fields, ...(b ? { jeton: b.token } : {}) }).toString(),
  };
};

const card = (numero: string, more: Record<string, string> = {}) => ({ numero, expiration: '12/99', cryptogramme: '123', titulaire: 'MARIE DUPONT', ...more });

/** Opens the page for a fresh session and returns it. */
async function openSession(app: FastifyInstance, overrides: Partial<PaymentRequestFields> = {}) {
  const fields = request(overrides);
  const res = await app.inject({ method: 'GET', url: pagePath(fields) });
  expect(res.statusCode).toBe(200);
  remember(res);
  return { fields, res };
}

/** The return URL of a 303: the portal's page, with a signature that verifies. */
function expectSignedReturn(location: string | undefined, session: string, statut: string) {
  expect(location).toBeDefined();
  const url = new URL(location!);
  expect(`${url.origin}${url.pathname}`).toBe(RETURN);
  expect(url.searchParams.get('session')).toBe(session);
  expect(url.searchParams.get('statut')).toBe(statut);
  expect(verifyFields(Object.fromEntries(url.searchParams), SECRET)).toEqual({ ok: true });
}

function expectSignedNotification(s: Sent) {
  expect(s.url).toBe(NOTIFICATION_URL);
  expect(s.contentType).toBe('application/json');
  expect(verifyNotification(s.body, s.signature, SECRET)).toEqual({ ok: true });
}

describe('hosted payment page', () => {
  it('renders the payment form with labelled fields, the amount and the test cards', async () => {
    const { app } = sandbox();
    const { fields, res } = await openSession(app);
    expect(res.headers['content-type']).toContain('text/html');
    const body = decode(res.body);
    expect(body).toContain('<html lang="fr">');
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toContain('<main');
    expect(body).toContain('<h1>Paiement sécurisé</h1>');
    expect(body).toContain('Portail des entreprises');
    expect(body).toContain('Commande de documents officiels CMD-2024-000123');
    expect(body).toContain('CMD-2024-000123');
    expect(body).toContain('12,34 €');
    expect(body).toContain('Environnement de test : aucun paiement réel');
    expect(body).toContain('4970 1000 0000 0014');
    expect(body).toContain('4970 1000 0000 0022');
    expect(body).toContain('4970 1000 0000 0030');
    expect(body).toContain(TEST_3DS_CODE);
    expect(body).toContain(`action="/paiement/${fields.session}/carte"`);
    expect(body).toContain(`action="/paiement/${fields.session}/annulation"`);
    expect(body).toContain('<label class="field__label" for="numero">Numéro de carte</label>');
    expect(body).toContain(`<label class="field__label" for="expiration">Date d'expiration (MM/AA)</label>`);
    expect(body).toContain('<label class="field__label" for="cryptogramme">Cryptogramme visuel</label>');
    expect(body).toContain('<label class="field__label" for="titulaire">Titulaire de la carte</label>');
    expect(body).toMatch(/id="numero"[^>]*inputmode="numeric"[^>]*autocomplete="cc-number"/);
    expect(body).toContain('autocomplete="cc-exp"');
    expect(body).toContain('autocomplete="cc-csc"');
    expect(body).toContain('autocomplete="cc-name"');
    expect(body).toContain('Payer 12,34 €</button>');
    expect(body).toContain('Annuler et revenir au site marchand</button>');
  });

  it('sends security headers, with the return origin allowed as a form target', async () => {
    const { app } = sandbox();
    const { res } = await openSession(app);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' http://localhost:8080; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('formats XPF amounts in whole francs', async () => {
    const { app } = sandbox();
    const { res } = await openSession(app, { montant: '123400', devise: 'XPF' });
    expect(decode(res.body)).toContain('Payer 1 234 XPF');
  });

  it('escapes what the merchant sends', async () => {
    const { app } = sandbox();
    const { res } = await openSession(app, { libelle: '<script>alert(1)</script>', reference: '"><img src=x>' });
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a tampered, expired, foreign or incomplete request without a form', async () => {
    const { app } = sandbox();
    const fields = request();
    const tampered = pagePath(fields).replace('montant=1234', 'montant=1');
    const old = request({ horodatage: String(Math.floor(Date.now() / 1000) - 3600) });
    const foreign = request({ marchand: 'AUTRE' });
    const incomplete = new URLSearchParams({ ...request(), signature: '' });
    incomplete.delete('libelle');
    const cases: Array<[string, string]> = [
      [tampered, 'La signature de la demande est invalide.'],
      [pagePath(fields, 'un-autre-secret'), 'La signature de la demande est invalide.'],
      [pagePath(old), 'La demande a expiré'],
      [pagePath(foreign), 'Marchand inconnu.'],
      [`/paiement?${incomplete}`, 'le champ « libelle » est absent'],
      [pagePath(request({ session: 'pas-un-uuid' })), 'Identifiant de session invalide.'],
      [pagePath(request({ url_retour: 'javascript:alert(1)' })), 'Adresse de retour invalide.'],
    ];
    for (const [url, reason] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = decode(res.body);
      expect(body).toContain('Demande de paiement invalide');
      expect(body).toContain(reason);
      expect(body).not.toContain('<form');
    }
  });

  it('keeps a session: opened again, it shows the same state', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.threeDSecure)) });
    const again = await app.inject({ method: 'GET', url: pagePath({ ...fields, horodatage: String(Math.floor(Date.now() / 1000)) }) });
    expect(again.statusCode).toBe(200);
    expect(decode(again.body)).toContain('Authentification 3-D Secure');
    // Another payment cannot reuse the session.
    const other = await app.inject({ method: 'GET', url: pagePath({ ...fields, montant: '99' }) });
    expect(other.statusCode).toBe(400);
    expect(sent).toHaveLength(0);
  });

  it('shows a finished payment as such, with a signed link back', async () => {
    const { app } = sandbox();
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    const res = await app.inject({ method: 'GET', url: pagePath(fields) });
    expect(res.statusCode).toBe(200);
    const body = decode(res.body);
    expect(body).toContain('Ce paiement est déjà terminé');
    expect(body).not.toContain('<form');
    const href = /href="(http[^"]+)"/.exec(body)?.[1];
    expectSignedReturn(href, fields.session, 'ACCEPTE');
  });

  it('answers 404 for an unknown session', async () => {
    const { app, sent } = sandbox();
    const res = await app.inject({ method: 'POST', url: `/paiement/${randomUUID()}/carte`, ...form(randomUUID(), card(TEST_CARDS.accepted)) });
    expect(res.statusCode).toBe(404);
    expect(decode(res.body)).toContain('Paiement introuvable');
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('serves its stylesheet and a health check', async () => {
    const { app } = sandbox();
    const css = await app.inject({ method: 'GET', url: '/style.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain(':focus-visible');
    expect(css.body).toContain('min-height: 48px');
    const health = await app.inject({ method: 'GET', url: '/sante' });
    expect(health.json()).toEqual({ statut: 'ok' });
  });

  it('names its icon on its pages and serves it, so that the browser asks for nothing missing', async () => {
    const { app } = sandbox();
    const { res } = await openSession(app);
    expect(decode(res.body)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const legacy = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/favicon.svg');
  });
});

describe('card outcomes', () => {
  const outcomes: Array<[string, string, string, string | null]> = [
    ['accepted', TEST_CARDS.accepted, 'ACCEPTE', null],
    ['refused', TEST_CARDS.refused, 'REFUSE', 'Paiement refusé par la banque : provision insuffisante.'],
    ['unknown', '4111 1111 1111 1111', 'REFUSE', 'Carte refusée : utilisez une carte de test.'],
  ];

  it.each(outcomes)('%s card: signed notification and signed return', async (_name, numero, statut, motif) => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(numero)) });
    expect(res.statusCode).toBe(303);
    expectSignedReturn(res.headers.location, fields.session, statut);
    await waitFor(() => sent.length === 1);
    expectSignedNotification(sent[0]!);
    const digits = numero.replace(/ /g, '');
    expect(sent[0]!.notification).toEqual({
      session: fields.session,
      transaction: expect.stringMatching(/^[0-9a-f-]{36}$/),
      statut,
      montant: 1234,
      devise: 'EUR',
      carte: `${digits.slice(0, 6)}******${digits.slice(-4)}`,
      motif,
      horodatage: expect.any(Number),
    });
    expect(sent[0]!.body).not.toContain(digits);
  });

  it('masks a test card as the portal shows it', () => {
    expect(maskCard(TEST_CARDS.accepted)).toBe('497010******0014');
    expect(isValidLuhn(TEST_CARDS.accepted) && isValidLuhn(TEST_CARDS.refused) && isValidLuhn(TEST_CARDS.threeDSecure)).toBe(true);
    expect(isValidLuhn('4970100000000015')).toBe(false);
  });

  it('3-D Secure with the right code: accepted', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    const challenge = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.threeDSecure)) });
    expect(challenge.statusCode).toBe(200);
    const body = decode(challenge.body);
    expect(body).toContain('<h1>Authentification 3-D Secure</h1>');
    expect(body).toContain('<label class="field__label" for="code">Code reçu par SMS</label>');
    expect(body).toContain(`action="/paiement/${fields.session}/3ds"`);
    expect(body).toContain('497010******0030');
    // Nothing is decided before the code.
    await settle();
    expect(sent).toHaveLength(0);

    const empty = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/3ds`, ...form(fields.session, { code: '' }) });
    expect(empty.statusCode).toBe(400);
    expect(decode(empty.body)).toContain('Saisissez le code reçu par SMS.');

    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/3ds`, ...form(fields.session, { code: TEST_3DS_CODE }) });
    expect(res.statusCode).toBe(303);
    expectSignedReturn(res.headers.location, fields.session, 'ACCEPTE');
    await waitFor(() => sent.length === 1);
    expectSignedNotification(sent[0]!);
    expect(sent[0]!.notification).toMatchObject({ statut: 'ACCEPTE', carte: '497010******0030', motif: null });
  });

  it('3-D Secure with a wrong code: refused', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.threeDSecure)) });
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/3ds`, ...form(fields.session, { code: '000000' }) });
    expect(res.statusCode).toBe(303);
    expectSignedReturn(res.headers.location, fields.session, 'REFUSE');
    await waitFor(() => sent.length === 1);
    expectSignedNotification(sent[0]!);
    expect(sent[0]!.notification).toMatchObject({ statut: 'REFUSE', carte: '497010******0030', motif: 'Authentification 3-D Secure échouée.' });
  });

  it('cancel: abandoned, no card', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/annulation`, ...form(fields.session, {}) });
    expect(res.statusCode).toBe(303);
    expectSignedReturn(res.headers.location, fields.session, 'ABANDONNE');
    await waitFor(() => sent.length === 1);
    expectSignedNotification(sent[0]!);
    expect(sent[0]!.notification).toMatchObject({ statut: 'ABANDONNE', carte: null, motif: 'Paiement abandonné par le client.' });
  });

  it('re-renders an invalid card form with its errors, and notifies nothing', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    const res = await app.inject({
      method: 'POST',
      url: `/paiement/${fields.session}/carte`,
      ...form(fields.session, { numero: '4970 1000 0000 0015', expiration: '01/20', cryptogramme: '12', titulaire: ' ' }),
    });
    expect(res.statusCode).toBe(400);
    const body = decode(res.body);
    expect(body).toContain('<title>Erreur : ');
    expect(body).toContain('Le formulaire contient 4 erreurs');
    for (const id of ['numero', 'expiration', 'cryptogramme', 'titulaire']) {
      expect(body).toContain(`<li><a href="#${id}">`);
      expect(body).toMatch(new RegExp(`id="${id}"[^>]*aria-describedby="${id}-aide ${id}-erreur" aria-invalid="true"`));
    }
    expect(body).toContain('Le numéro de carte est invalide : vérifiez les chiffres saisis.');
    expect(body).toContain("La carte est expirée : vérifiez la date d'expiration.");
    expect(body).toContain('Le cryptogramme visuel doit comporter 3 chiffres.');
    expect(body).toContain('Saisissez le nom du titulaire de la carte.');
    // What was typed comes back, except the cryptogram.
    expect(body).toContain('value="4970 1000 0000 0015"');
    expect(body).not.toContain('value="12"');

    const format = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted, { expiration: '13/30' })) });
    expect(format.statusCode).toBe(400);
    expect(decode(format.body)).toContain("La date d'expiration doit être au format MM/AA");
    expect(decode(format.body)).toContain('Le formulaire contient 1 erreur');

    await settle();
    expect(sent).toHaveLength(0);
  });

  it('accepts a card expiring this month', async () => {
    const { app } = sandbox({ now: () => Date.UTC(2030, 5, 30, 23) });
    const at = Math.floor(Date.UTC(2030, 5, 30, 23) / 1000);
    const fields = request({ horodatage: String(at), expiration: String(at + 1800) });
    remember(await app.inject({ method: 'GET', url: pagePath(fields) }));
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted, { expiration: '06/30' })) });
    expect(res.statusCode).toBe(303);
  });

  it('a second POST sends the browser back again without a second notification', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    await waitFor(() => sent.length === 1);
    for (const action of ['carte', 'annulation', '3ds']) {
      const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/${action}`, ...form(fields.session, card(TEST_CARDS.refused)) });
      expect(res.statusCode).toBe(303);
      expectSignedReturn(res.headers.location, fields.session, 'ACCEPTE');
    }
    await settle();
    expect(sent).toHaveLength(1);
  });
});

describe('notification delivery', () => {
  it('retries after a 5xx and stops at the first 2xx', async () => {
    const { app, sent } = sandbox({ retryDelaysMs: [0, 0, 0, 0] }, [500, 503, 200]);
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    await waitFor(() => sent.length === 3);
    await settle();
    expect(sent).toHaveLength(3);
    // The same body each time, signed afresh.
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    sent.forEach(expectSignedNotification);
  });

  it('gives up after the last delay', async () => {
    const { app, sent } = sandbox({ retryDelaysMs: [0, 0, 0] }, [500, 500, 500, 500, 500]);
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/annulation`, ...form(fields.session, {}) });
    await waitFor(() => sent.length === 3);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('retries on 408 and 429 and on network errors', async () => {
    const fetch = notificationFetch<PaymentNotification>(PAYMENT_SIGNATURE_HEADER, [408, 429, 200]);
    let failures = 1;
    const flaky = (async (url: string | URL | Request, init?: RequestInit) => {
      if (failures-- > 0) throw new TypeError('fetch failed');
      return fetch.fn(url, init);
    }) as typeof globalThis.fetch;
    const { app } = sandbox({ fetch: flaky, retryDelaysMs: [0, 0, 0, 0, 0] });
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/annulation`, ...form(fields.session, {}) });
    await waitFor(() => fetch.sent.length === 3);
    await settle();
    expect(fetch.sent).toHaveLength(3);
  });

  it('does not retry a notification refused with a 4xx', async () => {
    const { app, sent } = sandbox({}, [400]);
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.refused)) });
    await waitFor(() => sent.length === 1);
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('sends each notification twice at once when asked to', async () => {
    const { app, sent } = sandbox({ duplicateNotifications: true });
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    await waitFor(() => sent.length === 2);
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toBe(sent[1]!.body);
  });

  it('waits the configured delay before notifying', async () => {
    const { app, sent } = sandbox({ notificationDelayMs: 150 });
    const { fields } = await openSession(app);
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    expect(res.statusCode).toBe(303);
    await settle(50);
    expect(sent).toHaveLength(0);
    await waitFor(() => sent.length === 1);
  });

  it('cancels pending retries on close', async () => {
    const { app, sent } = sandbox({ retryDelaysMs: [0, 60_000] }, [500]);
    await expectRetryCancelledOnClose(app, sent, async () => {
      const { fields } = await openSession(app);
      await app.inject({ method: 'POST', url: `/paiement/${fields.session}/annulation`, ...form(fields.session, {}) });
    });
  });
});

describe('session expiry', () => {
  it("abandons and notifies a session left unfinished at the merchant's deadline", async () => {
    const expiration = Math.floor(Date.now() / 1000) + 60;
    // The sandbox's clock is 1.5 s before the deadline when the page opens: time enough to open
    // it on a busy machine, after which the deadline passes with the page left unfinished.
    const shift = expiration * 1000 - 1500 - Date.now();
    const { app, sent } = sandbox({ now: () => Date.now() + shift });
    const { fields } = await openSession(app, { horodatage: String(expiration - 2), expiration: String(expiration) });
    await waitFor(() => sent.length === 1, 10_000);
    expectSignedNotification(sent[0]!);
    expect(sent[0]!.notification).toMatchObject({ session: fields.session, statut: 'ABANDONNE', carte: null, motif: 'Délai de paiement dépassé.' });
    // The customer paying afterwards is told the page takes no card any more, in French.
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    expect(res.statusCode).toBe(410);
    expect(decode(res.body)).toContain('Le délai de paiement est dépassé');
    expect(res.body).not.toContain('<form');
    await settle();
    expect(sent).toHaveLength(1);
  });

  it("takes no card past the merchant's deadline, however recently the page was opened", async () => {
    let now = Date.now();
    const { app, sent } = sandbox({ now: () => now });
    // The merchant waits five more minutes: the page was opened just now.
    const { fields } = await openSession(app, { expiration: String(Math.floor(now / 1000) + 5 * 60) });
    now += 6 * 60 * 1000;
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    expect(res.statusCode).toBe(410);
    expect(decode(res.body)).toContain("Ce paiement n'est plus possible");
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.notification).toMatchObject({ session: fields.session, statut: 'ABANDONNE', motif: 'Délai de paiement dépassé.' });
    const again = await app.inject({ method: 'GET', url: pagePath({ ...fields, horodatage: String(Math.floor(now / 1000)) }) });
    expect(again.statusCode).toBe(410);
    expect(again.body).not.toContain('<form');
  });

  it('refuses a request whose deadline has passed, and notifies the expiry', async () => {
    const { app, sent } = sandbox();
    const fields = request({ expiration: String(Math.floor(Date.now() / 1000) - 1) });
    const res = await app.inject({ method: 'GET', url: pagePath(fields) });
    expect(res.statusCode).toBe(410);
    expect(decode(res.body)).toContain('Le délai de paiement est dépassé');
    expect(res.body).not.toContain('<form');
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.notification).toMatchObject({ session: fields.session, statut: 'ABANDONNE', motif: 'Délai de paiement dépassé.' });
  });

  it('expires a session past its deadline on the next request, timer or not', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let now = Date.now();
      const { app, sent } = sandbox({ now: () => now });
      const { fields } = await openSession(app);
      now += 31 * 60 * 1000;
      const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
      expect(res.statusCode).toBe(410);
      await jest.runOnlyPendingTimersAsync();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.notification).toMatchObject({ statut: 'ABANDONNE', motif: 'Délai de paiement dépassé.' });
      await app.close();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the page is bound to the browser that opened it', () => {
  it('sets an HttpOnly, SameSite cookie for the session, and puts a token in each form', async () => {
    const { app } = sandbox();
    const { fields, res } = await openSession(app);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^paiement_${fields.session.replace(/-/g, '')}=[0-9a-f]{64}; Path=/paiement; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    expect(res.body.match(/name="jeton" value="[0-9a-f]{64}"/g)).toHaveLength(2);
  });

  it('refuses a form without the cookie or without the token, with a French 403 that changes nothing', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    const mine = form(fields.session, card(TEST_CARDS.accepted));
    const noCookie = { ...mine, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const noToken = { ...mine, payload: new URLSearchParams(card(TEST_CARDS.accepted)).toString() };
    const forged = { ...mine, headers: { ...mine.headers, cookie: `paiement_${fields.session.replace(/-/g, '')}=${'0'.repeat(64)}` } };
    for (const action of ['carte', 'annulation', '3ds']) {
      for (const attempt of [noCookie, noToken, forged]) {
        const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/${action}`, ...attempt });
        expect(res.statusCode).toBe(403);
        expect(decode(res.body)).toContain("Aucun paiement n'a été effectué et rien n'a été modifié.");
      }
    }
    await settle();
    expect(sent).toHaveLength(0);
    // The browser that opened the page still pays, through 3-D Secure.
    const challenge = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.threeDSecure)) });
    expect(challenge.statusCode).toBe(200);
    expect(decode(challenge.body)).toContain('Authentification 3-D Secure');
    const stranger = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/3ds`, ...noCookie, payload: new URLSearchParams({ code: TEST_3DS_CODE }).toString() });
    expect(stranger.statusCode).toBe(403);
    const paid = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/3ds`, ...form(fields.session, { code: TEST_3DS_CODE }) });
    expect(paid.statusCode).toBe(303);
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.notification.statut).toBe('ACCEPTE');
  });

  it('keeps the binding on a reload by the same browser', async () => {
    const { app } = sandbox();
    const { fields } = await openSession(app);
    const b = browsers.get(fields.session.replace(/-/g, ''))!;
    const reload = await app.inject({ method: 'GET', url: pagePath({ ...fields, horodatage: String(Math.floor(Date.now() / 1000)) }), headers: { cookie: b.cookie } });
    expect(String(reload.headers['set-cookie'])).toContain(b.cookie);
    expect(reload.body).toContain(`name="jeton" value="${b.token}"`);
  });
});

describe("the merchant's API", () => {
  const call = async (app: FastifyInstance, path: string, body: Record<string, unknown>, secret = SECRET) => {
    const raw = JSON.stringify({ marchand: 'PORTAIL', horodatage: Math.floor(Date.now() / 1000), ...body });
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signBody(raw, secret) }, payload: raw });
    if (res.statusCode === 200) expect(verifyBody(res.body, res.headers[PAYMENT_SIGNATURE_HEADER.toLowerCase()] as string, SECRET)).toEqual({ ok: true });
    return { status: res.statusCode, body: res.json() };
  };

  it('refuses an unsigned, badly signed or foreign call', async () => {
    const { app } = sandbox();
    const unsigned = await app.inject({ method: 'POST', url: PROVIDER_API_PATHS.cancel, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ marchand: 'PORTAIL', session: randomUUID() }) });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('Requête refusée : Signature absente.');
    expect((await call(app, PROVIDER_API_PATHS.cancel, { session: randomUUID() }, 'un-autre-secret')).status).toBe(401);
    expect(await call(app, PROVIDER_API_PATHS.cancel, { marchand: 'AUTRE', session: randomUUID() })).toEqual({ status: 403, body: { message: 'Marchand inconnu.' } });
  });

  it('cancels a session not paid yet: its page takes no card, nothing is notified', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    expect(await call(app, PROVIDER_API_PATHS.cancel, { session: fields.session })).toEqual({ status: 200, body: { session: fields.session, statut: 'ANNULEE' } });
    const res = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    expect(res.statusCode).toBe(303);
    expectSignedReturn(res.headers.location, fields.session, 'ABANDONNE');
    // A session cancelled before its page was opened opens closed.
    const later = request();
    expect((await call(app, PROVIDER_API_PATHS.cancel, { session: later.session })).body.statut).toBe('ANNULEE');
    const page = await app.inject({ method: 'GET', url: pagePath(later) });
    expect(decode(page.body)).toContain('Paiement annulé par le site marchand.');
    expect(page.body).not.toContain('<form');
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('answers that a paid session was paid, with its transaction', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    await waitFor(() => sent.length === 1);
    expect(await call(app, PROVIDER_API_PATHS.cancel, { session: fields.session })).toEqual({
      status: 200,
      body: { session: fields.session, statut: 'PAYEE', transaction: sent[0]!.notification.transaction },
    });
  });

  it('refunds a paid transaction once per refund id, never more than it took', async () => {
    const { app, sent } = sandbox();
    const { fields } = await openSession(app);
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.accepted)) });
    await waitFor(() => sent.length === 1);
    const transaction = sent[0]!.notification.transaction;
    const id = randomUUID();
    const refund = { remboursement: id, transaction, montant: 1234, devise: 'EUR' };
    const done = { status: 200, body: { remboursement: id, statut: 'REMBOURSE', transaction, montant: 1234 } };
    expect(await call(app, PROVIDER_API_PATHS.refund, refund)).toEqual(done);
    // Asked again (a retry after a lost answer): the same answer, nothing more refunded.
    expect(await call(app, PROVIDER_API_PATHS.refund, refund)).toEqual(done);
    expect((await call(app, PROVIDER_API_PATHS.refund, { ...refund, remboursement: randomUUID(), montant: 1 })).body).toMatchObject({
      statut: 'REFUSE',
      motif: 'Le montant dépasse ce qui reste à rembourser sur la transaction.',
    });
    expect((await call(app, PROVIDER_API_PATHS.refund, { ...refund, montant: 1000 })).status).toBe(409);
    expect((await call(app, PROVIDER_API_PATHS.refund, { ...refund, remboursement: randomUUID(), transaction: randomUUID() })).body).toMatchObject({ statut: 'REFUSE' });
    expect((await call(app, PROVIDER_API_PATHS.refund, { ...refund, montant: -5 })).status).toBe(400);
  });
});

describe('accessibility', () => {
  it('has no axe violations on the form, its errors, 3-D Secure and the error pages', async () => {
    const { app } = sandbox();
    const { fields, res } = await openSession(app);
    const errors = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, { numero: '1', expiration: '', cryptogramme: '', titulaire: '' }) });
    const threeDS = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/carte`, ...form(fields.session, card(TEST_CARDS.threeDSecure)) });
    const threeDSError = await app.inject({ method: 'POST', url: `/paiement/${fields.session}/3ds`, ...form(fields.session, { code: '' }) });
    await app.inject({ method: 'POST', url: `/paiement/${fields.session}/annulation`, ...form(fields.session, {}) });
    const finished = await app.inject({ method: 'GET', url: pagePath(fields) });
    const invalid = await app.inject({ method: 'GET', url: '/paiement?marchand=PORTAIL' });
    const unknown = await app.inject({ method: 'POST', url: `/paiement/${randomUUID()}/annulation`, ...form(randomUUID(), {}) });
    const other = await openSession(app);
    const forbidden = await app.inject({ method: 'POST', url: `/paiement/${other.fields.session}/carte`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const expired = await app.inject({ method: 'GET', url: pagePath(request({ expiration: String(Math.floor(Date.now() / 1000) - 1) })) });
    expect([forbidden.statusCode, expired.statusCode]).toEqual([403, 410]);
    for (const page of [res, errors, threeDS, threeDSError, finished, invalid, unknown, forbidden, expired]) expect(await axeViolations(page.body)).toEqual([]);
  });

});
