jest.setTimeout(300_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Documents of paid orders, on PGlite and PostgreSQL: produced by the job queue once paid, stored
// once and served as the same bytes, stating the company as it was at issue; verifiable by code;
// periodic Kbis delivered on the scheduler's clock until cancelled; shipments by mail; and nothing
// of one customer's reachable by another.
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import {
  CommandeSchema,
  EtatEndettementSchema,
  KbisPeriodiqueSchema,
  KbisPeriodiquesSchema,
  PanierSchema,
  VERIFICATION_FILE_MAX_BYTES,
  VerificationDocumentSchema,
  VerificationFichierSchema,
  VisualisationsSchema,
  type Visualisation,
} from '@portail/shared/api';
import { parisDayAndHour } from '@portail/shared/format/dates';
import { buildApp } from '../../app';
import { ManualClock } from '../../jobs/queue';
import { testBackends } from '../../testing/databases';
import { ALICE_ADDRESS as ADDRESS, DANONE_SIREN as DANONE, useCommerce, type Customer } from '../../testing/commerce';
import { sellerFromEnv } from '../orders/seller';
import { pdfText } from '../../testing/pdfText';
import { appendIncrementalUpdate } from '../../testing/pdfUpdate';
import { documentsWorker } from './service';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** `bytes` sent in chunks, without a declared length. */
const streamOf = (bytes: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });

describe.each(testBackends())('documents on %s', (kind) => {
  let danone: number;
  const clock = new ManualClock();
  const s = useCommerce(kind, { clock });

  const basketOf = async (c: Customer) => PanierSchema.parse((await s.call(c.token, 'GET', '/paniers')).body);
  const docsOf = async (c: Customer, reference: string): Promise<Visualisation[]> => {
    const r = await s.call(c.token, 'GET', `/commandes/${reference}/visualisations`);
    expect(r.status).toBe(200);
    return VisualisationsSchema.parse(r.body);
  };
  const detail = async (c: Customer, reference: string) => CommandeSchema.parse((await s.call(c.token, 'GET', `/commandes/${reference}`)).body);
  const count = async (sql: string, params: unknown[] = []) => (await s.db.query<{ n: number }>(sql, params))[0]!.n;
  /** POST verification-document/{code}/fichier with `body` as is (a PDF unless told). */
  const postFile = async (code: string, body: Buffer | ReadableStream<Uint8Array> | undefined, headers: Record<string, string> = { 'content-type': 'application/pdf' }) => {
    const res = await fetch(`${s.origin}/api/verification-document/${code}/fichier`, { method: 'POST', headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    const [d] = await s.db.query<{ id: number }>('select id from entreprise where siren = $1', [DANONE]);
    danone = d!.id;
    await s.db.query(
      `insert into inscription_surete (entreprise_id, numero, type_inscription, date_inscription, date_effet_fin, creancier, montant, devise, code_greffe) values
       ($1, '2024B01234', 'NANTISSEMENT_FONDS', '2024-03-01', '2034-03-01', 'BNP Paribas', 150000000, 'EUR', '7501'),
       ($1, '2023V00042', 'PRIVILEGE_TRESOR', '2023-06-12', '2033-06-12', 'Service des impôts des entreprises de Paris 9e', 1234500, 'EUR', '7501'),
       ($1, '2010B00001', 'GAGE_STOCKS', '2010-01-04', '2020-01-04', 'Crédit Agricole', 500000, 'EUR', '7501')`,
      [danone],
    );
  });

  it('produces a paid Kbis once, with the company as it stood at issue, verifiable by its code', async () => {
    const c = await s.customer('Alice');
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone })).status).toBe(201);
    const order = await s.orderPaidByCard(c);
    expect((await detail(c, order.reference)).lignes[0]!.statut).toBe('A_PRODUIRE');
    expect(await docsOf(c, order.reference)).toEqual([]);

    // A change made before issue is on the document.
    await s.db.query(`update entreprise set capital_social = 12345600 where id = $1`, [danone]);
    expect(await s.app.jobs.runDue()).toBeGreaterThanOrEqual(1);

    const [doc] = await docsOf(c, order.reference);
    expect(doc).toMatchObject({ code_article: 'KBIS', envoi: 1, entite: { siren: DANONE }, expedition: null });
    expect(doc!.code_verification).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    const after = await detail(c, order.reference);
    expect(after.statut).toBe('LIVREE');
    expect(after.lignes[0]!.statut).toBe('DISPONIBLE');

    const first = await s.call(c.token, 'GET', `/visualisations/${doc!.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(sha(first.bytes)).toBe(doc!.empreinte_sha256);
    expect(first.bytes.length).toBe(doc!.taille);
    // Signed (PAdES): the signature dictionary is in the file.
    const raw = Buffer.from(first.bytes).toString('latin1');
    expect(raw).toContain('/SubFilter /ETSI.CAdES.detached');
    const text = await pdfText(first.bytes);
    expect(text).toContain('DANONE');
    expect(text).toContain('552 032 534');
    expect(text).toContain('R.C.S.');
    expect(text).toContain(doc!.code_verification!);
    expect(text).toContain('123 456,00 €');

    // A change after issue is not: the same bytes come back.
    await s.db.query(`update entreprise set capital_social = 99900 where id = $1`, [danone]);
    const again = await s.call(c.token, 'GET', `/visualisations/${doc!.id}`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);

    // Running the queue again produces nothing more.
    await s.db.query(`update tache set statut = 'EN_ATTENTE', executer_apres = now() where cle = $1`, [`document:${doc!.id_article}:1`]);
    await s.app.jobs.runDue();
    expect(await count('select count(*)::int as n from document_emis where ligne_commande_id = $1', [doc!.id_article])).toBe(1);

    // The public page's facts, by code (any case); unknown and malformed codes.
    const v = await s.call(null, 'GET', `/verification-document/${doc!.code_verification!.toLowerCase()}`);
    expect(v.status).toBe(200);
    expect(VerificationDocumentSchema.parse(v.body)).toMatchObject({ code: doc!.code_verification, type: 'KBIS', empreinte_sha256: doc!.empreinte_sha256, entreprise: { siren: DANONE } });
    expect((await s.call(null, 'GET', '/verification-document/2222-3333-4444-5555')).status).toBe(404);
    const bad = await s.call(null, 'GET', '/verification-document/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/16 caractères/);

    // The zip holds every document of the order, with the same bytes.
    const zip = await s.call(c.token, 'GET', `/commandes/${order.reference}/zip`);
    expect(zip.status).toBe(200);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual([doc!.nom_fichier]);
    expect(sha(files[doc!.nom_fichier]!)).toBe(doc!.empreinte_sha256);

    // The customer hears that the documents are ready.
    const mails = await s.db.query<{ subject: string }>('select subject from identity_outbox where recipient = $1 order by id', [c.email]);
    expect(mails.map((m) => m.subject)).toContain(`Vos documents sont prêts (commande ${order.reference})`);

    // Another customer sees none of it.
    const bob = await s.customer('Bob');
    expect((await s.call(bob.token, 'GET', `/visualisations/${doc!.id}`)).status).toBe(404);
    expect((await s.call(bob.token, 'GET', `/commandes/${order.reference}/zip`)).status).toBe(404);
    expect((await s.call(bob.token, 'GET', `/commandes/${order.reference}/visualisations`)).status).toBe(404);
    expect((await s.call(null, 'GET', `/visualisations/${doc!.id}`)).status).toBe(401);
  });

  it('checks a file against the document issued under a code: the issued file, a changed byte, an update appended after the signature', async () => {
    const c = await s.customer('Gaspard');
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone })).status).toBe(201);
    const order = await s.orderPaidByCard(c);
    await s.app.jobs.runDue();
    const [doc] = await docsOf(c, order.reference);
    const code = doc!.code_verification!;
    const issued = Buffer.from((await s.call(c.token, 'GET', `/visualisations/${doc!.id}`)).bytes);
    const verdict = async (file: Buffer, asked = code) => {
      const r = await postFile(asked, file);
      expect(r.status).toBe(200);
      return VerificationFichierSchema.parse(r.body);
    };

    // The issued bytes, checked under the code in any case.
    expect(await verdict(issued, code.toLowerCase())).toEqual({ code, verdict: 'IDENTIQUE', empreinte_sha256: doc!.empreinte_sha256, taille: doc!.taille, octets_ajoutes: null });

    // One byte of the signed revision changed.
    const changed = Buffer.from(issued);
    const at = changed.indexOf('/Producer') + 1;
    changed[at] = changed[at]! ^ 0x01;
    expect(await verdict(changed)).toEqual({ code, verdict: 'DIFFERENT', empreinte_sha256: sha(changed), taille: issued.length, octets_ajoutes: null });

    // An incremental update saved after the signature: the signed revision is intact, what follows is not signed.
    const updated = appendIncrementalUpdate(issued);
    expect(await verdict(updated)).toEqual({
      code,
      verdict: 'CONTENU_AJOUTE',
      empreinte_sha256: sha(updated),
      taille: updated.length,
      octets_ajoutes: updated.length - issued.length,
    });
    expect((await verdict(appendIncrementalUpdate(changed))).verdict).toBe('DIFFERENT');

    // Another document issued by the portal is not this one.
    expect((await verdict(Buffer.from(issued.toString('latin1').replace('DANONE', 'DANONF'), 'latin1'))).verdict).toBe('DIFFERENT');

    // Refusals, in French: no file, an empty one, not a PDF, too large (declared or streamed), another type, an unknown code.
    const refusal = async (r: Promise<{ status: number; body: unknown }>, status: number, message: string | RegExp) => {
      const { status: got, body } = await r;
      expect({ status: got, message: (body as { message: string }).message }).toEqual({ status, message: expect.stringMatching(message) });
    };
    await refusal(postFile(code, undefined, {}), 400, /^Aucun fichier reçu : envoyez le PDF à vérifier/);
    await refusal(postFile(code, Buffer.alloc(0)), 400, /^Le fichier reçu est vide\.$/);
    await refusal(postFile(code, Buffer.from('Bonjour, ceci est du texte.')), 400, /^Ce fichier n'est pas un PDF/);
    const tooLarge = Buffer.concat([issued, Buffer.alloc(VERIFICATION_FILE_MAX_BYTES + 1 - issued.length, 0x20)]);
    await refusal(postFile(code, tooLarge), 413, /^Le fichier dépasse la taille maximale de 1 Mo\.$/);
    await refusal(postFile(code, streamOf(tooLarge)), 413, /^Le fichier dépasse la taille maximale de 1 Mo\.$/);
    // Just within the limit, the file is read (and is not the issued one).
    expect((await verdict(tooLarge.subarray(0, VERIFICATION_FILE_MAX_BYTES))).verdict).toBe('CONTENU_AJOUTE');
    await refusal(postFile(code, issued, { 'content-type': 'application/octet-stream' }), 415, /Content-Type: application\/pdf/);
    await refusal(postFile(code, Buffer.from('{"pdf":"x"}'), { 'content-type': 'application/json' }), 415, /Content-Type: application\/pdf/);
    await refusal(postFile('2222-3333-4444-5555', issued), 404, /^Aucun document ne porte ce code de vérification\.$/);
    await refusal(postFile('abc', issued), 400, /16 caractères/);
  });

  it('counts looking codes up and checking files in one budget of 20 a minute per address', async () => {
    // The API as production runs it, rate limits on, over the same database.
    const limited = await buildApp({ db: s.db, seller: sellerFromEnv({}) });
    try {
      const ask = (method: 'GET' | 'POST', remoteAddress = '192.0.2.1') =>
        limited.inject({
          method,
          url: `/api/verification-document/2222-3333-4444-5555${method === 'POST' ? '/fichier' : ''}`,
          remoteAddress,
          ...(method === 'POST' ? { headers: { 'content-type': 'application/pdf' }, payload: Buffer.from('%PDF-1.7\n%%EOF\n') } : {}),
        });
      for (let i = 0; i < 10; i++) {
        expect((await ask('GET')).statusCode).toBe(404);
        expect((await ask('POST')).statusCode).toBe(404);
      }
      for (const method of ['GET', 'POST'] as const) {
        const refused = await ask(method);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Trop de requêtes : veuillez réessayer dans quelques instants.' });
      }
      // Another address has its own budget.
      expect((await ask('POST', '192.0.2.2')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('states the registrations in effect against a debtor, and keeps them from other customers', async () => {
    const c = await s.customer('Carole');
    expect((await s.call(c.token, 'POST', '/paniers/etat_endettement_debiteur_siren', { siren: DANONE })).status).toBe(201);
    const order = await s.orderPaidByCard(c);
    await s.app.jobs.runDue();
    const [doc] = await docsOf(c, order.reference);
    expect(doc!.code_article).toBe('ETAT_ENDETTEMENT');
    const statement = await s.call(c.token, 'GET', `/visualisations/${doc!.id}/etat_endettement`);
    expect(statement.status).toBe(200);
    const st = EtatEndettementSchema.parse(statement.body);
    expect(st.debiteurs.map((d) => d.siren)).toEqual([DANONE]);
    expect(st.inscriptions.map((i) => i.type_inscription).sort()).toEqual(['NANTISSEMENT_FONDS', 'PRIVILEGE_TRESOR']);
    const text = await pdfText((await s.call(c.token, 'GET', `/visualisations/${doc!.id}`)).bytes);
    expect(text).toContain('NANTISSEMENT DU FONDS DE COMMERCE');
    expect(text).toContain('2024B01234');
    expect(text).not.toContain('2010B00001');
    const other = await s.customer('Denis');
    expect((await s.call(other.token, 'GET', `/visualisations/${doc!.id}/etat_endettement`)).status).toBe(404);
  });

  it('ships copies by mail: the shipment waits for the print-and-post provider, the document still downloadable', async () => {
    const c = await s.customer('Emile');
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone, diffusion: 'COURRIER' })).status).toBe(201);
    const order = await s.orderPaidByCard(c, { adresse_livraison: ADDRESS });
    await s.app.jobs.runDue();
    let [doc] = await docsOf(c, order.reference);
    expect(doc!.expedition).toMatchObject({ statut: 'A_IMPRIMER', exemplaires: 1, adresse: { ville: 'Nantes' } });
    expect((await s.call(c.token, 'GET', `/visualisations/${doc!.id}`)).status).toBe(200);
    // No provider answers here: time alone neither prints nor posts (postal.test.ts follows a letter).
    clock.set(new Date(clock.now().getTime() + 3 * 3_600_000));
    await s.app.jobs.runDue();
    [doc] = await docsOf(c, order.reference);
    expect(doc!.expedition!.statut).toBe('A_IMPRIMER');
    expect((await detail(c, order.reference)).lignes[0]!.statut).toBe('DISPONIBLE');
  });

  it('delivers a periodic Kbis on the clock until it is cancelled', async () => {
    const c = await s.customer('Fanny');
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone })).status).toBe(201);
    const sub = (await basketOf(c)).articles[0]!.sous_articles[0]!;
    expect((await s.call(c.token, 'PATCH', `/paniers/sous_articles/${sub.id}`, { frequence_mois_electronique: 1, duree_mois_electronique: 6 })).status).toBe(200);
    const order = await s.orderPaidByCard(c);
    await s.app.jobs.runDue();
    const list = KbisPeriodiquesSchema.parse((await s.call(c.token, 'GET', '/kbis_periodiques')).body);
    expect(list).toHaveLength(1);
    const id = list[0]!.id;
    expect(list[0]).toMatchObject({ reference_commande: order.reference, frequence_mois: 1, nombre_envois: 6, statut: 'ACTIF' });
    expect(list[0]!.envois.map((e) => e.statut)).toEqual(['EMIS', 'PREVU', 'PREVU', 'PREVU', 'PREVU', 'PREVU']);

    // The company changes between deliveries: each delivery is the company of its day. The third
    // is issued at 00:30 in Paris on its day, still the day before in UTC: it is of its Paris day.
    await s.db.query(`update entreprise set capital_social = 77700000 where id = $1`, [danone]);
    clock.set(new Date(`${list[0]!.envois[1]!.date_prevue}T06:00:00Z`));
    await s.app.jobs.runDue();
    const third = list[0]!.envois[2]!.date_prevue;
    const dayBefore = new Date(new Date(`${third}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    // 00:30 in Paris is 23:30 UTC the day before in winter, 22:30 in summer.
    const halfPastMidnight = [`${dayBefore}T23:30:00Z`, `${dayBefore}T22:30:00Z`]
      .map((t) => new Date(t))
      .find((t) => parisDayAndHour(t).day === third && parisDayAndHour(t).hour === 0)!;
    clock.set(halfPastMidnight);
    await s.app.jobs.runDue();
    let p = KbisPeriodiqueSchema.parse((await s.call(c.token, 'GET', `/kbis_periodiques/${id}`)).body);
    expect(p.envois.map((e) => e.statut)).toEqual(['EMIS', 'EMIS', 'EMIS', 'PREVU', 'PREVU', 'PREVU']);
    const docs = await docsOf(c, order.reference);
    expect(docs.map((d) => d.envoi)).toEqual([1, 2, 3]);
    expect(docs[2]!.nom_fichier).toContain(`-${third.replace(/-/g, '')}-envoi-3.pdf`);
    expect(new Set(docs.map((d) => d.code_verification)).size).toBe(3);
    expect(await pdfText((await s.call(c.token, 'GET', `/visualisations/${docs[1]!.id}`)).bytes)).toContain('777 000,00 €');

    // An electronic subscription has no address; another customer cannot touch it.
    expect((await s.call(c.token, 'PUT', `/kbis_periodiques/${id}/adresse_livraison`, ADDRESS)).status).toBe(409);
    const other = await s.customer('Gaston');
    expect((await s.call(other.token, 'POST', `/kbis_periodiques/${id}/annulations`)).status).toBe(404);
    expect((await s.call(other.token, 'GET', `/kbis_periodiques/${id}`)).status).toBe(404);

    // Cancelled: the fourth delivery never comes, and asking twice answers the same.
    const cancelled = await s.call(c.token, 'POST', `/kbis_periodiques/${id}/annulations`);
    expect(cancelled.status).toBe(200);
    expect((await s.call(c.token, 'POST', `/kbis_periodiques/${id}/annulations`)).body).toEqual(cancelled.body);
    p = KbisPeriodiqueSchema.parse(cancelled.body);
    expect(p.statut).toBe('ANNULE');
    expect(p.envois.map((e) => e.statut)).toEqual(['EMIS', 'EMIS', 'EMIS', 'ANNULE', 'ANNULE', 'ANNULE']);
    clock.set(new Date(`${p.envois[5]!.date_prevue}T06:00:00Z`));
    await s.app.jobs.runDue();
    expect(await docsOf(c, order.reference)).toHaveLength(3);
  });

  it('runs a job once with two workers, and takes up a job whose worker died', async () => {
    const c = await s.customer('Hugo');
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone })).status).toBe(201);
    const order = await s.orderPaidByCard(c);
    const [line] = await s.db.query<{ id: number }>('select l.id from ligne_commande l join commande c on c.id = l.commande_id where c.reference = $1', [order.reference]);
    const options = { db: s.db, seller: { denomination: 'Test', adresse: [], siren: null, rcs: null, tva_intracommunautaire: null, demonstration: true }, origins: { EUR: s.origin, XPF: s.origin }, clock };
    const signer = async () => ({ holder: 'Test', algorithm: 'test', sign: async (pdf: Buffer) => pdf });
    const a = documentsWorker({ ...options, signer, worker: { leaseMs: 60_000 } });
    const b = documentsWorker({ ...options, signer, worker: { leaseMs: 60_000 } });

    // Two workers claim at once: one of them gets the job.
    const [ja, jb] = await Promise.all([a.claim(10), b.claim(10)]);
    const mine = [...ja, ...jb].filter((j) => j.key === `document:${line!.id}:1`);
    expect(mine).toHaveLength(1);
    // Its worker dies before finishing; once the lease has run out, the other takes it up.
    expect(await b.claim(10)).toEqual([]);
    await s.db.query(`update tache set verrou_expire_le = now() - interval '1 second' where cle = $1`, [mine[0]!.key]);
    const [taken] = (await b.claim(10)).filter((j) => j.key === mine[0]!.key);
    expect(taken!.attempts).toBe(2);
    expect(await b.execute(taken!)).toBe(true);
    // The first worker comes back and runs its copy: still one document.
    await (ja.includes(mine[0]!) ? a : b).execute(mine[0]!);
    expect(await count('select count(*)::int as n from document_emis where ligne_commande_id = $1', [line!.id])).toBe(1);
    expect((await s.db.query<{ statut: string }>('select statut from tache where cle = $1', [mine[0]!.key]))[0]!.statut).toBe('TERMINEE');
  });
});
