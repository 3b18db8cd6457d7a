jest.setTimeout(300_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Letters really sent, on PGlite and PostgreSQL: a document ordered by mail is deposited with the
// print-and-post provider (the sandbox, on a real port) by a job, and its shipment moves only on the
// provider's signed notifications, each recorded once; a returned letter is sent again once, free
// of charge, by the customer who ordered it and nobody else.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CommandeSchema, VisualisationsSchema, type Commande, type Visualisation } from '@portail/shared/api';
import { ExpeditionRenvoiSchema } from '@portail/shared/postal/api';
import { NPAI_REASON, POSTAL_NOTIFICATION_PATH, POSTAL_SIGNATURE_HEADER, letterReference, signPostalBody, type PostalNotification, type PostalState } from '@portail/shared/postal/protocol';
import { buildPostalSandbox } from '../../../../postal-sandbox/src/app';
import { testBackends } from '../../testing/databases';
import { freePort } from '../../testing/freePort';
import { ALICE_ADDRESS as ADDRESS, DANONE_SIREN as DANONE, startCommerce, type CommerceServer, type Customer } from '../../testing/commerce';
import type { PostalConfig } from './config';
import { RESEND_NOT_FOUND, RESEND_NOT_RETURNED, RESEND_USED } from './shipments';

const POSTAL: Omit<PostalConfig, 'apiUrl'> = { sender: 'Portail des entreprises', secret: 'secret-du-courrier-pour-les-tests-0123456789abcdef' };
const RENNES = { destinataire: 'ALICE SAS', ligne1: '8 place de la Mairie', ligne2: 'Bâtiment B', code_postal: '35000', ville: 'Rennes', pays: 'France' };

interface ShipmentRow {
  numero_suivi: string | null;
  etat_postal: PostalState | null;
  statut: string;
  renvois: number;
  imprime_le: string | null;
  poste_le: string | null;
  adresse: { ville: string };
}

async function waitFor<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`Condition never met (last: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testBackends())('letters sent by mail on %s', (kind) => {
  let s: CommerceServer;
  let sandbox: FastifyInstance;
  let sandboxOrigin: string;
  let danone: number;
  const sandboxLog: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    sandboxOrigin = `http://127.0.0.1:${port}`;
    let apiOrigin = '';
    // The sandbox notifies the API started next (its port is known only then).
    sandbox = buildPostalSandbox({
      ...POSTAL,
      notificationUrl: 'http://api.invalid',
      retryDelaysMs: [0, 50, 100, 200],
      fetch: (_url, init) => fetch(`${apiOrigin}${POSTAL_NOTIFICATION_PATH}`, init),
      log: (m) => sandboxLog.push(m),
    });
    await sandbox.listen({ port, host: '127.0.0.1' });
    s = await startCommerce(kind, { postal: { ...POSTAL, apiUrl: sandboxOrigin } });
    apiOrigin = s.origin;
    const [d] = await s.db.query<{ id: number }>('select id from entreprise where siren = $1', [DANONE]);
    danone = d!.id;
  });
  afterAll(async () => {
    await s?.close();
    await sandbox?.close();
  });

  const placeAndPay = async (c: Customer): Promise<Commande> => {
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone, diffusion: 'COURRIER' })).status).toBe(201);
    return s.orderPaidByCard(c, { adresse_livraison: ADDRESS });
  };
  const docsOf = async (c: Customer, reference: string): Promise<Visualisation[]> => VisualisationsSchema.parse((await s.call(c.token, 'GET', `/commandes/${reference}/visualisations`)).body);
  const shipment = async (documentId: number) => (await s.db.query<ShipmentRow>('select numero_suivi, etat_postal, statut, renvois, imprime_le::text, poste_le::text, adresse from expedition where document_id = $1', [documentId]))[0]!;
  const steps = async (documentId: number) =>
    s.db.query<{ envoi: number; numero_suivi: string; etat: PostalState; motif: string | null }>('select envoi, numero_suivi, etat, motif from expedition_suivi where document_id = $1 order by id', [documentId]);
  const lineStatus = async (c: Customer, reference: string) => CommandeSchema.parse((await s.call(c.token, 'GET', `/commandes/${reference}`)).body).lignes[0]!.statut;

  /** A tester's button on the sandbox's page. */
  const press = async (numero: string, action: 'suivant' | 'retour') => {
    const res = await fetch(`${sandboxOrigin}/lettres/${numero}/${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    expect(res.status).toBe(303);
  };
  /** Presses a button, then waits until the API has the step. */
  const moveTo = async (documentId: number, numero: string, action: 'suivant' | 'retour', etat: PostalState) => {
    await press(numero, action);
    return waitFor(() => shipment(documentId), (x) => x.etat_postal === etat);
  };

  /** A notification signed as the provider signs it (or with `signature` given). */
  const notify = (n: PostalNotification, signature?: string) => {
    const raw = JSON.stringify(n);
    return s.call(null, 'POST', POSTAL_NOTIFICATION_PATH.replace(/^\/api/, ''), raw, { [POSTAL_SIGNATURE_HEADER]: signature ?? signPostalBody(raw, POSTAL.secret) });
  };

  /** An order sent by mail, produced, its letter deposited: the document and its tracking number. */
  async function orderDeposited(c: Customer) {
    const order = await placeAndPay(c);
    await s.app.jobs.runDue();
    const [doc] = await docsOf(c, order.reference);
    const x = await shipment(doc!.id);
    return { order, doc: doc!, numero: x.numero_suivi! };
  }

  it('deposits the letter of a document ordered by mail, and moves it only on the provider’s notifications', async () => {
    const c = await s.customer('Emile');
    const { order, doc, numero } = await orderDeposited(c);
    expect(numero).toMatch(/^RL\d{11}FR$/);
    expect(await shipment(doc.id)).toMatchObject({ etat_postal: 'DEPOSE', statut: 'A_IMPRIMER', renvois: 0, imprime_le: null, poste_le: null });
    expect(doc.expedition).toMatchObject({ statut: 'A_IMPRIMER' });
    // The provider got the document itself, to the order's address.
    const page = await (await fetch(`${sandboxOrigin}/`)).text();
    expect(page).toContain(letterReference(doc.id, 1));
    expect(page).toContain('44000 Nantes');
    const pdf = Buffer.from(await (await fetch(`${sandboxOrigin}/lettres/${numero}/pdf`)).arrayBuffer());
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(doc.empreinte_sha256);
    // The deposit job run again deposits nothing more.
    await s.db.query(`update tache set statut = 'EN_ATTENTE', executer_apres = now() where cle = $1`, [`courrier:${doc.id}:1`]);
    await s.app.jobs.runDue();
    expect((await shipment(doc.id)).numero_suivi).toBe(numero);
    expect((await (await fetch(`${sandboxOrigin}/`)).text()).split(letterReference(doc.id, 1)).length - 1).toBe(1);

    const printed = await moveTo(doc.id, numero, 'suivant', 'IMPRIME');
    expect(printed).toMatchObject({ statut: 'IMPRIME', poste_le: null });
    expect(printed.imprime_le).not.toBeNull();
    expect(await lineStatus(c, order.reference)).toBe('DISPONIBLE');
    const posted = await moveTo(doc.id, numero, 'suivant', 'REMIS_POSTE');
    expect(posted.statut).toBe('POSTE');
    expect(posted.poste_le).not.toBeNull();
    expect(await lineStatus(c, order.reference)).toBe('EXPEDIE');
    const [postedDoc] = await docsOf(c, order.reference);
    // The customer's list of documents tells where the letter is, with its tracking number and steps.
    expect(postedDoc!.expedition).toMatchObject({ statut: 'POSTE', numero_suivi: numero, etat_postal: 'REMIS_POSTE', renvoi_possible: false });
    expect(postedDoc!.expedition!.etapes!.map((e) => [e.envoi, e.numero_suivi, e.etat])).toEqual([
      [1, numero, 'DEPOSE'],
      [1, numero, 'IMPRIME'],
      [1, numero, 'REMIS_POSTE'],
    ]);
    expect(postedDoc!.expedition!.etapes![1]!.survenu_le).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await moveTo(doc.id, numero, 'suivant', 'DISTRIBUE');
    expect(CommandeSchema.parse((await s.call(c.token, 'GET', `/commandes/${order.reference}`)).body).statut).toBe('LIVREE');
    expect((await steps(doc.id)).map((r) => r.etat)).toEqual(['DEPOSE', 'IMPRIME', 'REMIS_POSTE', 'DISTRIBUE']);
    // Each step was acknowledged at once: nothing was retried.
    expect(sandboxLog.filter((m) => m.includes(numero) && m.includes('tentative 2/'))).toEqual([]);
  });

  it('refuses a notification unsigned, badly signed or stale (401), malformed (400) or for a letter it never sent (404)', async () => {
    const c = await s.customer('Fabien');
    const { doc, numero } = await orderDeposited(c);
    const n: PostalNotification = { numero_suivi: numero, reference: letterReference(doc.id, 1), evenement: randomUUID(), etat: 'IMPRIME', motif: null, horodatage: Math.floor(Date.now() / 1000) };
    const raw = JSON.stringify(n);
    const unsigned = await s.call(null, 'POST', '/courrier/notifications', raw);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toBe('Notification refusée : Signature absente.');
    expect((await notify(n, signPostalBody(raw, 'un-autre-secret'))).body.message).toBe('Notification refusée : Signature invalide.');
    expect((await notify(n, signPostalBody(raw, POSTAL.secret, Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    expect((await notify({ ...n, etat: 'PERDU' as PostalState })).status).toBe(400);
    expect((await notify({ ...n, reference: letterReference(doc.id + 100_000, 1) })).status).toBe(404);
    expect((await notify({ ...n, numero_suivi: 'RL99999999999FR' })).status).toBe(404);
    // A later sending than any made is not one of the portal's letters either.
    expect((await notify({ ...n, reference: letterReference(doc.id, 2) })).status).toBe(404);
    expect(await shipment(doc.id)).toMatchObject({ etat_postal: 'DEPOSE', statut: 'A_IMPRIMER' });
    expect(await steps(doc.id)).toHaveLength(1);
  });

  it('records a notification delivered twice once, and never moves a shipment back on a late one', async () => {
    const c = await s.customer('Gaelle');
    const { doc, numero } = await orderDeposited(c);
    const at = Math.floor(Date.now() / 1000);
    const printed: PostalNotification = { numero_suivi: numero, reference: letterReference(doc.id, 1), evenement: randomUUID(), etat: 'IMPRIME', motif: null, horodatage: at };
    const posted: PostalNotification = { ...printed, evenement: randomUUID(), etat: 'REMIS_POSTE', horodatage: at + 60 };
    // Posted arrives first (a retry overtook the printed step), then printed, then posted again.
    expect((await notify(posted)).body).toEqual({ recu: true, deja_traitee: false });
    expect((await notify(printed)).body).toEqual({ recu: true, deja_traitee: false });
    const [again1, again2] = await Promise.all([notify(posted), notify(posted)]);
    expect([again1.body.deja_traitee, again2.body.deja_traitee]).toEqual([true, true]);
    const x = await shipment(doc.id);
    expect(x).toMatchObject({ etat_postal: 'REMIS_POSTE', statut: 'POSTE', imprime_le: null });
    expect((await steps(doc.id)).map((r) => r.etat)).toEqual(['DEPOSE', 'REMIS_POSTE', 'IMPRIME']);
  });

  it('sends a returned letter again once, free of charge, for its customer only', async () => {
    const c = await s.customer('Hugo');
    const other = await s.customer('Ines');
    const { order, doc, numero } = await orderDeposited(c);
    const resend = (who: Customer | null, body: unknown = { adresse: RENNES }, id = doc.id) => s.call(who?.token ?? null, 'POST', `/expeditions/${id}/renvoi`, body);

    // Not returned yet: nothing to send again.
    expect(await resend(c)).toMatchObject({ status: 409, body: { message: RESEND_NOT_RETURNED } });
    await moveTo(doc.id, numero, 'suivant', 'IMPRIME');
    await moveTo(doc.id, numero, 'suivant', 'REMIS_POSTE');
    const returned = await moveTo(doc.id, numero, 'retour', 'RETOURNE');
    expect(returned.statut).toBe('POSTE');
    expect((await steps(doc.id)).at(-1)).toMatchObject({ etat: 'RETOURNE', motif: NPAI_REASON });
    const [returnedDoc] = await docsOf(c, order.reference);
    expect(returnedDoc!.expedition).toMatchObject({ etat_postal: 'RETOURNE', renvoi_possible: true });
    expect(returnedDoc!.expedition!.etapes!.at(-1)).toMatchObject({ etat: 'RETOURNE', motif: NPAI_REASON });

    // Signed out, another customer, a bad address, an unknown shipment: refused, nothing changes.
    expect((await resend(null)).status).toBe(401);
    expect(await resend(other)).toMatchObject({ status: 404, body: { message: RESEND_NOT_FOUND } });
    expect((await resend(c, { adresse: { ...RENNES, code_postal: '35' } })).status).toBe(400);
    expect((await resend(c, { adresse: RENNES }, 2_000_000_000)).status).toBe(404);
    expect(await shipment(doc.id)).toMatchObject({ renvois: 0, etat_postal: 'RETOURNE', numero_suivi: numero });

    const first = await resend(c);
    expect(first.status).toBe(201);
    expect(ExpeditionRenvoiSchema.parse(first.body)).toEqual({ id: doc.id, adresse: RENNES, statut: 'A_IMPRIMER', renvoi_gratuit_utilise: true });
    expect(await shipment(doc.id)).toMatchObject({ renvois: 1, etat_postal: null, numero_suivi: null, statut: 'A_IMPRIMER', adresse: { ville: 'Rennes' } });
    expect(await lineStatus(c, order.reference)).toBe('DISPONIBLE');
    expect((await docsOf(c, order.reference))[0]!.expedition).toMatchObject({ statut: 'A_IMPRIMER', numero_suivi: null, etat_postal: null, renvoi_possible: false });
    // Asked again (a retry after a lost answer): the same answer, no second letter.
    const retry = await resend(c);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);

    await s.app.jobs.runDue();
    const second = (await shipment(doc.id)).numero_suivi!;
    expect(second).toMatch(/^RL\d{11}FR$/);
    expect(second).not.toBe(numero);
    const page = await (await fetch(`${sandboxOrigin}/`)).text();
    expect(page).toContain(letterReference(doc.id, 2));
    expect(page).toContain('35000 Rennes');
    expect(page.split(letterReference(doc.id, 2)).length - 1).toBe(1);

    // A late step of the first letter is kept in its history and moves nothing.
    const late: PostalNotification = { numero_suivi: numero, reference: letterReference(doc.id, 1), evenement: randomUUID(), etat: 'DISTRIBUE', motif: null, horodatage: Math.floor(Date.now() / 1000) };
    expect((await notify(late)).status).toBe(200);
    expect(await shipment(doc.id)).toMatchObject({ etat_postal: 'DEPOSE', numero_suivi: second });

    await moveTo(doc.id, second, 'suivant', 'IMPRIME');
    await moveTo(doc.id, second, 'suivant', 'REMIS_POSTE');
    expect(await lineStatus(c, order.reference)).toBe('EXPEDIE');
    await moveTo(doc.id, second, 'retour', 'RETOURNE');
    // The free resend is used: a second one is refused, even to yet another address.
    expect(await resend(c)).toMatchObject({ status: 409, body: { message: RESEND_USED } });
    expect(await resend(c, { adresse: ADDRESS })).toMatchObject({ status: 409, body: { message: RESEND_USED } });
    expect(await shipment(doc.id)).toMatchObject({ renvois: 1, etat_postal: 'RETOURNE', numero_suivi: second });
    expect((await docsOf(c, order.reference))[0]!.expedition).toMatchObject({ etat_postal: 'RETOURNE', renvoi_possible: false });
    expect((await steps(doc.id)).map((r) => `${r.envoi}:${r.etat}`)).toEqual([
      '1:DEPOSE',
      '1:IMPRIME',
      '1:REMIS_POSTE',
      '1:RETOURNE',
      '2:DEPOSE',
      '1:DISTRIBUE',
      '2:IMPRIME',
      '2:REMIS_POSTE',
      '2:RETOURNE',
    ]);
  });

  it('keeps a letter waiting while the provider cannot be reached, to be deposited on a later attempt', async () => {
    const c = await s.customer('Jules');
    // The last test of the file: none after it needs the sandbox.
    await sandbox.close();
    const order = await placeAndPay(c);
    await s.app.jobs.runDue();
    const [doc] = await docsOf(c, order.reference);
    expect(await shipment(doc!.id)).toMatchObject({ numero_suivi: null, etat_postal: null, statut: 'A_IMPRIMER' });
    const [job] = await s.db.query<{ statut: string; derniere_erreur: string }>('select statut, derniere_erreur from tache where cle = $1', [`courrier:${doc!.id}:1`]);
    expect(job).toMatchObject({ statut: 'EN_ATTENTE', derniere_erreur: expect.stringContaining('prestataire de courrier injoignable') });
  });
});
