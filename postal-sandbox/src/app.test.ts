jest.mock('cookie', () => jest.requireActual('@portail/shared/testing/cookieShim'));

import type { FastifyInstance } from 'fastify';
import {
  NPAI_REASON,
  POSTAL_API_PATHS,
  POSTAL_SIGNATURE_HEADER,
  PostalNotificationSchema,
  signPostalBody,
  verifyPostalBody,
  type PostalNotification,
} from '@portail/shared/postal/protocol';
import { axeViolations, closedAfterEach, decode, expectRetryCancelledOnClose, notificationFetch, settle, waitFor } from '@portail/shared/sandbox/testing';
import { buildPostalSandbox, type PostalSandboxOptions } from './app';

const SECRET = 'secret-partage-du-courrier-0123456789abcdef';
const SENDER = 'Portail des entreprises';
const NOTIFICATION_URL = 'http://127.0.0.1:3000/api/courrier/notifications';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Page >> endobj\n%%EOF\n', 'latin1');
const ADDRESS = { destinataire: 'ALICE SAS', ligne1: '1 rue Haute', ligne2: null, code_postal: '44000', ville: 'Nantes', pays: 'France' };

const closeLater = closedAfterEach();

function sandbox(overrides: Partial<PostalSandboxOptions> = {}, statuses: number[] = []) {
  const f = notificationFetch<PostalNotification>(POSTAL_SIGNATURE_HEADER, statuses);
  const app = closeLater(buildPostalSandbox({ secret: SECRET, sender: SENDER, notificationUrl: NOTIFICATION_URL, retryDelaysMs: [0, 0, 0], fetch: f.fn, ...overrides }));
  return { app, sent: f.sent };
}

/** A signed deposit, as the portal sends it. */
async function deposit(app: FastifyInstance, more: Record<string, unknown> = {}, secret = SECRET) {
  const raw = JSON.stringify({ expediteur: SENDER, reference: 'EXP-12-1', adresse: ADDRESS, exemplaires: 1, pdf: PDF.toString('base64'), horodatage: Math.floor(Date.now() / 1000), ...more });
  const res = await app.inject({ method: 'POST', url: POSTAL_API_PATHS.letters, headers: { 'content-type': 'application/json', [POSTAL_SIGNATURE_HEADER]: signPostalBody(raw, secret) }, payload: raw });
  return { status: res.statusCode, body: res.json(), raw: res.body, signature: res.headers[POSTAL_SIGNATURE_HEADER.toLowerCase()] as string | undefined };
}

const step = (app: FastifyInstance, numero: string, action: 'suivant' | 'retour', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/lettres/${numero}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });

describe('deposit of a letter', () => {
  it('answers a signed deposit with a tracking number, signed, and the same letter for the same reference', async () => {
    const { app, sent } = sandbox();
    const first = await deposit(app);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ reference: 'EXP-12-1', numero_suivi: expect.stringMatching(/^RL\d{11}FR$/), etat: 'DEPOSE' });
    expect(verifyPostalBody(first.raw, first.signature, SECRET)).toEqual({ ok: true });
    // A retry after a lost answer: the same letter, nothing deposited twice.
    const again = await deposit(app);
    expect(again.body).toEqual(first.body);
    const page = decode((await app.inject({ method: 'GET', url: '/' })).body);
    expect(page.match(/<article/g)).toHaveLength(1);
    // The deposit itself is the answer: nothing is notified.
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('refuses an unsigned, badly signed, foreign, malformed or conflicting deposit', async () => {
    const { app } = sandbox();
    const unsigned = await app.inject({ method: 'POST', url: POSTAL_API_PATHS.letters, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('Requête refusée : Signature absente.');
    expect((await deposit(app, {}, 'un-autre-secret')).status).toBe(401);
    expect((await deposit(app, { expediteur: 'Autre' })).body).toEqual({ message: 'Expéditeur inconnu.' });
    expect((await deposit(app, { pdf: Buffer.from('pas un pdf du tout').toString('base64') })).body).toEqual({ message: "Lettre refusée : le fichier joint n'est pas un PDF." });
    expect((await deposit(app, { adresse: { ...ADDRESS, code_postal: '44' } })).status).toBe(400);
    expect((await deposit(app, { reference: 'autre chose' })).status).toBe(400);
    expect((await deposit(app)).status).toBe(200);
    expect(await deposit(app, { adresse: { ...ADDRESS, ville: 'Rennes', code_postal: '35000' } })).toMatchObject({ status: 409, body: { message: 'Cette référence a déjà servi pour une autre lettre.' } });
  });
});

describe("the tester's page", () => {
  it('lists the letters with their address, a link to the PDF and a button for the next step', async () => {
    const { app } = sandbox();
    const { body } = await deposit(app);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const page = decode(res.body);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page).toContain('<h1>Lettres reçues</h1>');
    expect(page).toContain(`Lettre ${body.numero_suivi}`);
    expect(page).toContain('EXP-12-1');
    expect(page).toContain('1 rue Haute');
    expect(page).toContain('44000 Nantes');
    expect(page).toContain(`href="/lettres/${body.numero_suivi}/pdf"`);
    expect(page).toContain(`<form class="letter__action" method="post" action="/lettres/${body.numero_suivi}/suivant">`);
    expect(page).toContain("Passer à l'étape « Imprimé »");
    // Not handed to La Poste yet: it cannot come back.
    expect(page).not.toContain('/retour"');
    const pdf = await app.inject({ method: 'GET', url: `/lettres/${body.numero_suivi}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
  });

  it('says when nothing was received yet, and sends security headers', async () => {
    const { app } = sandbox();
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(decode(res.body)).toContain('Aucune lettre reçue pour l\'instant.');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/sante' })).json()).toEqual({ statut: 'ok' });
  });
});

describe('steps of a letter', () => {
  it('moves a letter on, one step per button, each step notified signed with its own event', async () => {
    const { app, sent } = sandbox();
    const { body } = await deposit(app);
    const numero = body.numero_suivi as string;
    for (const [n, etat] of (['IMPRIME', 'REMIS_POSTE', 'DISTRIBUE'] as const).entries()) {
      const res = await step(app, numero, 'suivant');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/?fait=${numero}#lettre-${numero}`);
      await waitFor(() => sent.length === n + 1);
      const s = sent[n]!;
      expect(verifyPostalBody(s.body, s.signature, SECRET)).toEqual({ ok: true });
      expect(PostalNotificationSchema.parse(s.notification)).toEqual({ numero_suivi: numero, reference: 'EXP-12-1', evenement: expect.any(String), etat, motif: null, horodatage: expect.any(Number) });
    }
    expect(new Set(sent.map((s) => s.notification.evenement)).size).toBe(3);
    const page = decode((await app.inject({ method: 'GET', url: `/?fait=${numero}` })).body);
    expect(page).toContain(`Lettre ${numero} : « Distribué », notifié au portail.`);
    expect(page).toContain('Cette lettre a terminé son parcours.');
    expect(page).toContain('notification reçue par le portail');
    // Delivered: no step is left, and it cannot come back any more.
    const further = await step(app, numero, 'suivant');
    expect(further.statusCode).toBe(409);
    expect(decode(further.body)).toContain("elle n'a plus d'étape à franchir");
    expect((await step(app, numero, 'retour')).statusCode).toBe(409);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('returns a letter handed to La Poste to its sender (NPAI), and only such a letter', async () => {
    const { app, sent } = sandbox();
    const numero = (await deposit(app)).body.numero_suivi as string;
    const early = await step(app, numero, 'retour');
    expect(early.statusCode).toBe(409);
    expect(decode(early.body)).toContain('Seule une lettre remise à La Poste peut revenir');
    await step(app, numero, 'suivant');
    await step(app, numero, 'suivant');
    expect((await step(app, numero, 'retour')).statusCode).toBe(303);
    await waitFor(() => sent.length === 3);
    expect(sent[2]!.notification).toMatchObject({ numero_suivi: numero, etat: 'RETOURNE', motif: NPAI_REASON });
    expect(decode((await app.inject({ method: 'GET', url: '/' })).body)).toContain("NPAI – Retourné à l'expéditeur");
    expect((await step(app, numero, 'suivant')).statusCode).toBe(409);
  });

  it('answers 404 for an unknown letter, and refuses a form posted by another site', async () => {
    const { app, sent } = sandbox();
    expect((await step(app, 'RL00000000000FR', 'suivant')).statusCode).toBe(404);
    const numero = (await deposit(app)).body.numero_suivi as string;
    const foreign = await step(app, numero, 'suivant', { origin: 'https://ailleurs.example' });
    expect(foreign.statusCode).toBe(403);
    expect(decode(foreign.body)).toContain("Rien n'a été modifié.");
    expect((await step(app, numero, 'suivant', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    await settle();
    expect(sent).toHaveLength(0);
  });

  it("takes a step posted from its own page by a browser, which sends `Origin: null` under the page's no-referrer policy", async () => {
    const { app, sent } = sandbox();
    const numero = (await deposit(app)).body.numero_suivi as string;
    expect((await app.inject({ method: 'GET', url: '/' })).headers['referrer-policy']).toBe('no-referrer');
    expect((await step(app, numero, 'suivant', { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect((await step(app, numero, 'suivant', { origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.notification).toMatchObject({ numero_suivi: numero, etat: 'IMPRIME' });
  });

  it('retries a notification until the portal acknowledges it, with the same body and event', async () => {
    const { app, sent } = sandbox({}, [503, 500]);
    const numero = (await deposit(app)).body.numero_suivi as string;
    await step(app, numero, 'suivant');
    await waitFor(() => sent.length === 3);
    await settle();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    expect(decode((await app.inject({ method: 'GET', url: '/' })).body)).toContain('notification reçue par le portail');
  });

  it('stops retrying at a refusal for good, and says so', async () => {
    const { app, sent } = sandbox({}, [401]);
    const numero = (await deposit(app)).body.numero_suivi as string;
    await step(app, numero, 'suivant');
    await waitFor(() => sent.length === 1);
    await settle();
    expect(sent).toHaveLength(1);
    expect(decode((await app.inject({ method: 'GET', url: '/' })).body)).toContain('notification refusée par le portail');
  });

  it('cancels pending retries on close', async () => {
    const { app, sent } = sandbox({ retryDelaysMs: [0, 60_000] }, [500]);
    await expectRetryCancelledOnClose(app, sent, async () => {
      const numero = (await deposit(app)).body.numero_suivi as string;
      await step(app, numero, 'suivant');
    });
  });
});

describe('accessibility', () => {
  it('has no axe violations on the list (empty, and with letters at every step) and the error pages', async () => {
    const { app } = sandbox();
    const empty = await app.inject({ method: 'GET', url: '/' });
    const a = (await deposit(app, { reference: 'EXP-1-1' })).body.numero_suivi as string;
    const b = (await deposit(app, { reference: 'EXP-2-1' })).body.numero_suivi as string;
    await deposit(app, { reference: 'EXP-3-1' });
    await step(app, a, 'suivant');
    await step(app, a, 'suivant');
    await step(app, b, 'suivant');
    await step(app, b, 'suivant');
    await step(app, b, 'retour');
    const full = await app.inject({ method: 'GET', url: `/?fait=${a}` });
    const conflict = await step(app, b, 'suivant');
    const unknown = await step(app, 'RL00000000000FR', 'suivant');
    const forbidden = await step(app, a, 'suivant', { origin: 'https://ailleurs.example' });
    const missing = await app.inject({ method: 'GET', url: '/nulle-part' });
    expect([conflict.statusCode, unknown.statusCode, forbidden.statusCode, missing.statusCode]).toEqual([409, 404, 403, 404]);
    for (const page of [empty, full, conflict, unknown, forbidden, missing]) expect(await axeViolations(page.body)).toEqual([]);
  });
});
