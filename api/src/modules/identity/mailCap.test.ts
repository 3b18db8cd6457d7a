import { documentsReadyMail } from '../documents/mail';
import { orderConfirmationMail } from '../orders/mail';
import type { OrderRow } from '../orders/orders';
import { testBackends } from '../../testing/databases';
import { recordingLogger } from '../../testing/recordingLogger';
import { DEFAULT_LIMITS } from './config';
import { listOutbox, recipientDigest, type OutboxMessage } from '../mail/mailer';
import { GENEROUS_LIMITS, addUser, signUp, startTestServer, type TestServer } from './testing';

// The per-recipient cap holds back only the mails anyone can have sent to an address, kind by
// kind: a customer's order mails never use up their password reset, and are never held back.

jest.setTimeout(60_000);

const CUSTOMER = 'client.demo@exemple.fr';
const { max } = DEFAULT_LIMITS.mailPerRecipient;

function order(reference: string): OrderRow {
  return {
    id: 1,
    reference,
    courriel: CUSTOMER,
    date_commande: '2026-11-28',
    moyen_paiement: 'CARTE_BANCAIRE',
    devise: 'EUR',
    taux_tva_points_base: 2000,
    montant_ht: 2554,
    frais_envoi: 0,
    montant_tva: 511,
    montant_ttc: 3065,
  } as OrderRow;
}

const documentsReady = (reference: string, periodic: boolean) =>
  documentsReadyMail({ to: CUSTOMER, reference, documents: [{ libelle: 'Extrait Kbis', entite_denomination: 'ACME', envoi: periodic ? 2 : 1 }], link: 'https://exemple.test/commande', periodic, territory: 'FR' });

const resetForm = (from: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
  body: new URLSearchParams({ email: CUSTOMER }).toString(),
});

describe.each(testBackends())('the per-recipient mail cap on %s', (kind) => {
  let s: TestServer;
  const log = recordingLogger();
  beforeAll(async () => {
    s = await startTestServer(kind, {
      // The cap as it is in production; the other limits out of the way.
      config: { limits: { ...GENEROUS_LIMITS, mailPerRecipient: DEFAULT_LIMITS.mailPerRecipient } },
      logger: { level: 'warn', stream: log.stream },
    });
    await addUser(s.identity, { email: CUSTOMER, password: 'Un-mot-de-passe-solide' });
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(async () => {
    await s.identity.db.exec('delete from identity_outbox');
    for (const l of Object.values(s.identity.limiters)) await l.reset();
    log.clear();
  });

  const mine = async (): Promise<OutboxMessage[]> => (await listOutbox(s.identity.db, 1000)).filter((m) => m.recipient === CUSTOMER);
  /** Two orders' mails: each confirmed and its documents ready, and a periodic Kbis' second delivery. */
  const twoOrders = async () => {
    const { db, mailer } = s.identity;
    for (const ref of ['CMD00000001', 'CMD00000002']) {
      await mailer.queue(db, orderConfirmationMail(order(ref), [], null, 'https://exemple.test/commande'));
      await mailer.queue(db, documentsReady(ref, false));
    }
    await mailer.queue(db, documentsReady('CMD00000001', true));
  };
  const askReset = (i: number) => fetch(`${s.origin}/auth/mot-de-passe-oublie`, resetForm(`198.51.100.${i + 1}`));

  it('sends a password reset asked for after two orders', async () => {
    await twoOrders();
    expect((await mine()).length).toBeGreaterThanOrEqual(max);
    expect((await askReset(0)).status).toBe(200);
    const resets = (await mine()).filter((m) => m.subject === 'Réinitialisation de votre mot de passe');
    expect(resets).toHaveLength(1);
    expect(resets[0]!.kind).toBe('reinitialisation');
    expect(log.lines).toEqual([]);
  });

  it('holds back the reset past the cap, answers as before and logs it without the address', async () => {
    const answers: Array<{ status: number; body: string }> = [];
    for (let i = 0; i <= max; i += 1) {
      const res = await askReset(i);
      answers.push({ status: res.status, body: await res.text() });
    }
    expect((await mine()).filter((m) => m.kind === 'reinitialisation')).toHaveLength(max);
    // The visitor cannot tell the held-back request from the others.
    expect(answers[max]).toEqual(answers[0]);
    const capped = log.lines.filter((l) => l.level === 40);
    expect(capped).toHaveLength(1);
    expect(capped[0]).toMatchObject({ kind: 'reinitialisation', recipient: recipientDigest(CUSTOMER), max });
    expect(log.raw.join('\n')).not.toContain(CUSTOMER);
    expect(log.raw.join('\n')).not.toContain('client.demo');
  });

  it('never holds back order mails, even to a recipient past the cap', async () => {
    for (let i = 0; i <= max; i += 1) expect((await askReset(i)).status).toBe(200);
    await twoOrders();
    await twoOrders();
    const kinds = (await mine()).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'reinitialisation')).toHaveLength(max);
    expect(kinds.filter((k) => k === 'commande')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'documents')).toHaveLength(6);
    // A kind of its own: account creation still mails the address its validation.
    const signedUp = await signUp(s, { email: CUSTOMER, prenom: 'Claire', nom: 'Demo', mot_de_passe: 'Un-mot-de-passe-solide' }, '198.51.100.99');
    expect(signedUp.status).toBe(202);
    expect((await mine()).filter((m) => m.kind === 'deja_inscrit')).toHaveLength(1);
  });
});
