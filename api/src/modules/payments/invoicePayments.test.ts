jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Settling invoices to be paid later, over HTTP on PGlite and PostgreSQL: by card (the provider's
// signed notification alone), from the wallet, by a bank transfer an operator records; replays,
// duplicates, the reminder once, and what other customers and the other site may not do.
import { randomUUID } from 'node:crypto';
import {
  EncaissementPageSchema,
  FacturePageSchema,
  OFFRES_ABONNEMENT,
  PaiementSessionSchema,
  ReglementFactureSchema,
  VirementRecuSchema,
  type FactureResume,
  type PaiementSession,
} from '@portail/shared/api';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import { cardOutcome, startCommerce, TEST_PAGE_URL, withKey, type CommerceServer, type Customer } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';
import { shiftDays } from '../../testing/days';
import { insertMonthlyInvoice } from '../../testing/invoices';
import { grouped } from '../orders/creditorReference';
import { invoicePaymentReference } from '../orders/invoiceReference';
import { remindOverdueInvoices } from '../orders/invoiceReminders';
import { sellerFromEnv } from '../orders/seller';
import { dayIn } from '@portail/shared/format/dates';
import { duplicateMotif, listDuplicates } from './duplicates';
import { expireStalePayments } from './payments';
import { periodAmounts } from '../accounts/subscriptions';
import { suspendOverdueSubscriptions } from '../orders/subscriptionInvoices';

const TOKEN = 'jeton-exploitation-des-virements';
const NC = { [TERRITORY_HEADER]: 'NC' };

describe.each(testBackends())('settling invoices on %s', (kind) => {
  let s: CommerceServer;
  const seller = sellerFromEnv({});
  const frToday = dayIn('FR', new Date());
  let months = 0;

  /** An unpaid monthly invoice of `c`, due on `echeance`, as the monthly invoicing issues it. */
  const issue = async (c: Customer, montant_ttc: number, opts: { devise?: 'EUR' | 'XPF'; echeance?: string } = {}): Promise<{ id: number; numero: string }> => {
    const devise = opts.devise ?? 'EUR';
    const date = dayIn(devise === 'XPF' ? 'NC' : 'FR', new Date());
    // Each invoice its own past month: one monthly invoice per account, month and currency.
    months += 1;
    const mois = `${2000 + (months % 20)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
    return insertMonthlyInvoice(s.db, c.accountId, { devise, mois, montant_ttc, emission: date, echeance: opts.echeance ?? shiftDays(date, 30) });
  };

  const pay = (c: Customer, id: number, moyen_paiement: string, headers: Record<string, string> = {}) => s.call(c.token, 'POST', `/factures/${id}/paiements`, { moyen_paiement }, headers);
  const settlement = (c: Customer, id: number, headers: Record<string, string> = {}) => s.call(c.token, 'GET', `/factures/${id}/reglement`, undefined, headers);
  const invoices = async (c: Customer, headers: Record<string, string> = {}): Promise<FactureResume[]> =>
    FacturePageSchema.parse((await s.call(c.token, 'GET', '/factures?limit=50', undefined, headers)).body).items;
  const invoice = async (c: Customer, id: number, headers: Record<string, string> = {}) => (await invoices(c, headers)).find((f) => f.id === id)!;
  const receipts = async (c: Customer, headers: Record<string, string> = {}) => EncaissementPageSchema.parse((await s.call(c.token, 'GET', '/encaissements?limit=50', undefined, headers)).body).items;
  const balance = async (c: Customer) => (await s.call(c.token, 'GET', '/portefeuille?devise=EUR')).body.solde as number;
  const topUp = async (c: Customer, montant: number) => {
    const session = PaiementSessionSchema.parse((await s.call(c.token, 'POST', '/portefeuille/recharges', { montant, devise: 'EUR' }, withKey(randomUUID()))).body);
    expect((await s.notify(cardOutcome(session, 'ACCEPTE'))).status).toBe(200);
  };
  const transfer = (body: Record<string, unknown>, token: string | null = TOKEN) =>
    s.app.inject({ method: 'POST', url: '/api/exploitation/virements', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body });
  const paymentsOf = (id: number) => s.db.query('select id from paiement where facture_id = $1', [id]);
  const mails = (c: Customer) => s.db.query<{ subject: string; text_body: string }>('select subject, text_body from identity_outbox where recipient = $1 order by id', [c.email]);

  beforeAll(async () => {
    const before = process.env.STAFF_API_TOKEN;
    process.env.STAFF_API_TOKEN = TOKEN;
    try {
      s = await startCommerce(kind, { companies: 3 });
    } finally {
      if (before === undefined) delete process.env.STAFF_API_TOKEN;
      else process.env.STAFF_API_TOKEN = before;
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  it("pays by card on the provider's accepted notification only, once, with its receipt", async () => {
    const c = await s.customer('Carine', { paiement_differe: true });
    const f = await issue(c, 4_680);
    const res = await pay(c, f.id, 'CARTE_BANCAIRE');
    expect(res.status).toBe(201);
    const session = PaiementSessionSchema.parse(res.body);
    expect(session).toMatchObject({ objet: 'FACTURE', moyen: 'CARTE_BANCAIRE', statut: 'EN_ATTENTE', montant: 4_680, devise: 'EUR' });
    const page = new URL(session.redirection!);
    expect(`${page.origin}${page.pathname}`).toBe(TEST_PAGE_URL);
    expect(Object.fromEntries(page.searchParams)).toMatchObject({ reference: f.numero, libelle: `Facture ${f.numero}`, url_retour: `${s.origin}${REMOTE_ROUTES['mf-personal-space'].invoices}` });
    // Asked again: the same awaited payment; coming back from the page proves nothing.
    const again = await pay(c, f.id, 'CARTE_BANCAIRE');
    expect([again.status, again.body.id]).toEqual([200, session.id]);
    expect(await invoice(c, f.id)).toMatchObject({ statut: 'A_PAYER', moyen_paiement: 'DIFFERE', en_retard: false });
    expect(ReglementFactureSchema.parse((await settlement(c, f.id)).body)).toMatchObject({ statut: 'A_PAYER', paiement_en_cours: true });

    const accepted = cardOutcome(session, 'ACCEPTE');
    expect((await s.notify(accepted)).body).toEqual({ recu: true, deja_traitee: false });
    expect((await s.notify(accepted)).body).toEqual({ recu: true, deja_traitee: true });
    expect(await invoice(c, f.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'CARTE_BANCAIRE', en_retard: false });
    const [receipt, ...more] = await receipts(c);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ objet: 'FACTURE', moyen: 'CARTE_BANCAIRE', montant: 4_680, facture: { id: f.id, numero: f.numero }, transaction: accepted.transaction });
    const paidTwice = await pay(c, f.id, 'CARTE_BANCAIRE');
    expect([paidTwice.status, paidTwice.body.message]).toEqual([409, `La facture ${f.numero} est déjà payée.`]);
  });

  it('leaves the invoice payable after a refused card payment', async () => {
    const c = await s.customer('Rene', { paiement_differe: true });
    const f = await issue(c, 1_200);
    const first = PaiementSessionSchema.parse((await pay(c, f.id, 'CARTE_BANCAIRE')).body);
    expect((await s.notify(cardOutcome(first, 'REFUSE'))).status).toBe(200);
    expect((await invoice(c, f.id)).statut).toBe('A_PAYER');
    const second = await pay(c, f.id, 'CARTE_BANCAIRE');
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.id);
  });

  it('pays from the wallet under its lock, debited once, and refuses a balance that does not cover it', async () => {
    const c = await s.customer('Wanda', { paiement_differe: true });
    await topUp(c, 5_000);
    const f = await issue(c, 3_480);
    expect(ReglementFactureSchema.parse((await settlement(c, f.id)).body)).toMatchObject({ montant: 3_480, solde_portefeuille: 5_000, paiement_en_cours: false });
    const paid = await pay(c, f.id, 'PORTEFEUILLE_ELECTRONIQUE');
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ objet: 'FACTURE', moyen: 'PORTEFEUILLE_ELECTRONIQUE', statut: 'ACCEPTE', redirection: null });
    expect(await balance(c)).toBe(5_000 - 3_480);
    expect(await invoice(c, f.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' });
    expect((await receipts(c)).filter((r) => r.objet === 'FACTURE')).toMatchObject([{ moyen: 'PORTEFEUILLE_ELECTRONIQUE', montant: 3_480, facture: { numero: f.numero } }]);
    const twice = await pay(c, f.id, 'PORTEFEUILLE_ELECTRONIQUE');
    expect([twice.status, twice.body.message]).toEqual([409, `La facture ${f.numero} est déjà payée.`]);
    expect(await balance(c)).toBe(5_000 - 3_480);

    const dear = await issue(c, 9_000);
    const short = await pay(c, dear.id, 'PORTEFEUILLE_ELECTRONIQUE');
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      "Solde insuffisant : votre portefeuille électronique présente un solde de 15,20\u00A0€ et la facture s'élève à 90,00\u00A0€. Rechargez-le ou choisissez un autre moyen de paiement.",
    );
    expect(await balance(c)).toBe(5_000 - 3_480);
    expect((await invoice(c, dear.id)).statut).toBe('A_PAYER');
    expect(await paymentsOf(dear.id)).toEqual([]);
  });

  it('pays a subscription invoice through its subscription', async () => {
    const c = await s.customer('Sabine', { paiement_differe: true });
    await topUp(c, 10_000);
    const res = await s.call(c.token, 'POST', '/commandes/abonnements', {
      code_offre: 'SURV', libelle_facturation: 'SABINE SAS', contact_prenom: 'Sabine', contact_nom: 'Client', numero_voie_facturation: '1 rue Haute', code_postal_facturation: '44000', ville_facturation: 'Nantes',
    });
    expect(res.status).toBe(201);
    const [f] = await invoices(c);
    const amount = periodAmounts(OFFRES_ABONNEMENT.find((o) => o.code === 'SURV')!.prix_mensuel_ht).montant_ttc;
    expect(f).toMatchObject({ type: 'ABONNEMENT', statut: 'A_PAYER' });
    const paid = await pay(c, f!.id, 'PORTEFEUILLE_ELECTRONIQUE');
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ objet: 'ABONNEMENT', statut: 'ACCEPTE', montant: amount });
    expect(await invoice(c, f!.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' });
    expect(await balance(c)).toBe(10_000 - amount);
  });

  it('records a transfer by its reference and exact amount, once per bank transaction, and refuses the wrong amount or reference in French', async () => {
    const c = await s.customer('Victor', { paiement_differe: true });
    const f = await issue(c, 12_345);
    const reference = grouped(invoicePaymentReference(f.numero));
    // The demonstration takes no transfer: the customer is told so, no account is shown.
    expect(ReglementFactureSchema.parse((await settlement(c, f.id)).body)).toMatchObject({
      virement: null,
      virement_motif: "Les virements ne sont pas acceptés dans l'environnement de démonstration : réglez cette facture par carte bancaire ou portefeuille électronique.",
    });

    expect((await transfer({ reference, montant: 12_345, devise: 'EUR', transaction: 'BQ-1' }, null)).statusCode).toBe(401);
    const wrong = await transfer({ reference, montant: 12_000, devise: 'EUR', transaction: 'BQ-0' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, `Le virement de 120,00\u00A0€ ne correspond pas au montant de la facture ${f.numero} (123,45\u00A0€) : rien n'est enregistré ; voyez avec le client.`]);
    expect(await paymentsOf(f.id)).toEqual([]);
    const unknown = await transfer({ reference: invoicePaymentReference('FA1999-999999'), montant: 12_345, devise: 'EUR', transaction: 'BQ-9' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, `Aucune facture ne porte la référence ${grouped(invoicePaymentReference('FA1999-999999'))}.`]);
    // One digit misread: the check digits tell.
    const misread = `${reference.slice(0, -1)}${(Number(reference.slice(-1)) + 1) % 10}`;
    const typo = await transfer({ reference: misread, montant: 12_345, devise: 'EUR', transaction: 'BQ-8' });
    expect([typo.statusCode, typo.json().message]).toEqual([400, `« ${misread} » n'est pas une référence de paiement valide : une référence RF suivie de sa clé de contrôle est attendue.`]);
    expect((await invoice(c, f.id)).statut).toBe('A_PAYER');

    const recorded = await transfer({ reference: reference.toLowerCase(), montant: 12_345, devise: 'EUR', transaction: 'BQ-1' });
    expect(recorded.statusCode).toBe(201);
    const answer = VirementRecuSchema.parse(recorded.json());
    expect(answer).toMatchObject({ transaction: 'BQ-1', facture: { id: f.id, numero: f.numero, statut: 'PAYEE' }, montant: 12_345, deja_enregistre: false });
    expect(await invoice(c, f.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'VIREMENT' });
    expect((await receipts(c)).filter((r) => r.objet === 'FACTURE')).toMatchObject([{ numero: answer.justificatif, moyen: 'VIREMENT', transaction: 'BQ-1', facture: { numero: f.numero } }]);

    // The bank's statement read twice: nothing more.
    const replay = await transfer({ reference, montant: 12_345, devise: 'EUR', transaction: 'BQ-1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...answer, deja_enregistre: true });
    const reused = await transfer({ reference, montant: 99, devise: 'EUR', transaction: 'BQ-1' });
    expect([reused.statusCode, reused.json().message]).toEqual([409, `La transaction bancaire BQ-1 est déjà enregistrée pour la facture ${f.numero} (123,45\u00A0€) : une transaction ne règle qu'une facture, une fois.`]);
    const another = await transfer({ reference, montant: 12_345, devise: 'EUR', transaction: 'BQ-2' });
    expect([another.statusCode, another.json().message]).toEqual([409, `La facture ${f.numero} est déjà payée. Ce virement n'est pas enregistré : il est à rembourser au client.`]);
    expect(await paymentsOf(f.id)).toHaveLength(1);
    expect(await receipts(c)).toHaveLength(1);
  });

  it('pays once when asked twice at once: the wallet debited once, a transfer recorded once', async () => {
    const c = await s.customer('Gemma', { paiement_differe: true });
    await topUp(c, 5_000);
    const f = await issue(c, 2_500);
    const both = await Promise.all([pay(c, f.id, 'PORTEFEUILLE_ELECTRONIQUE'), pay(c, f.id, 'PORTEFEUILLE_ELECTRONIQUE')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await balance(c)).toBe(2_500);

    const g = await issue(c, 1_700);
    const body = { reference: invoicePaymentReference(g.numero), montant: 1_700, devise: 'EUR', transaction: `BQ-TWICE-${g.id}` };
    const recorded = await Promise.all([transfer(body), transfer(body)]);
    expect(recorded.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await paymentsOf(g.id)).toHaveLength(1);
    expect((await receipts(c)).filter((r) => r.facture?.id === g.id)).toHaveLength(1);
  });

  it('lifts the suspension a subscription invoice caused once a transfer pays it', async () => {
    const c = await s.customer('Tanguy', { paiement_differe: true });
    const created = await s.call(c.token, 'POST', '/commandes/abonnements', {
      code_offre: 'SURV', libelle_facturation: 'TANGUY SAS', contact_prenom: 'Tanguy', contact_nom: 'Client', numero_voie_facturation: '1 rue Haute', code_postal_facturation: '44000', ville_facturation: 'Nantes',
    });
    expect(created.status).toBe(201);
    const [f] = await invoices(c);
    expect(await suspendOverdueSubscriptions(s.db, shiftDays(f!.echeance!, 1))).toBeGreaterThanOrEqual(1);
    const status = async () => (await s.call(c.token, 'GET', `/commandes/abonnements/${created.body.uuid as string}`)).body.statut as string;
    expect(await status()).toBe('SUSPENDU');
    const res = await transfer({ reference: invoicePaymentReference(f!.numero), montant: f!.montants.montant_ttc, devise: 'EUR', transaction: `BQ-ABO-${f!.id}` });
    expect(res.statusCode).toBe(201);
    expect(await invoice(c, f!.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'VIREMENT' });
    expect(await status()).toBe('EN_COURS');
  });

  it('refunds as a duplicate a card acceptance for an invoice a transfer paid meanwhile', async () => {
    const c = await s.customer('Dora', { paiement_differe: true });
    const f = await issue(c, 2_000);
    const card = PaiementSessionSchema.parse((await pay(c, f.id, 'CARTE_BANCAIRE')).body);
    await s.db.query(`update paiement set expire_le = now() - interval '1 second' where id = $1`, [card.id]);
    expect(await expireStalePayments(s.db, 0)).toBeGreaterThanOrEqual(1);
    expect((await transfer({ reference: invoicePaymentReference(f.numero), montant: 2_000, devise: 'EUR', transaction: `BQ-${f.id}` })).statusCode).toBe(201);

    expect((await s.notify(cardOutcome(card, 'ACCEPTE'))).body).toEqual({ recu: true, deja_traitee: false });
    const [row] = await s.db.query('select statut, doublon, remboursement, motif from paiement where id = $1', [card.id]);
    expect(row).toEqual({ statut: 'ACCEPTE', doublon: true, remboursement: 'A_REMBOURSER', motif: duplicateMotif('FACTURE', 'A_REMBOURSER') });
    expect(await s.db.query(`select 1 from tache where cle = $1`, [`remboursement:${card.id}`])).toHaveLength(1);
    expect(await invoice(c, f.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'VIREMENT' });
    const listed = (await listDuplicates(s.db, { limit: 100, offset: 0 })).items.find((d) => d.paiement === card.id);
    expect(listed).toMatchObject({ objet: 'FACTURE', numero_facture: f.numero, abonnement: null });
    expect((await mails(c)).map((m) => m.subject)).toContain(`Paiement reçu en double pour votre facture ${f.numero}`);
  });

  it('shows an invoice « En retard » after its due date and mails one reminder a week after it', async () => {
    const c = await s.customer('Laure', { paiement_differe: true });
    const week = await issue(c, 1_000, { echeance: shiftDays(frToday, -7) });
    const day = await issue(c, 1_000, { echeance: shiftDays(frToday, -6) });
    const due = await issue(c, 1_000, { echeance: frToday });
    const paid = await issue(c, 1_000, { echeance: shiftDays(frToday, -30) });
    expect((await transfer({ reference: invoicePaymentReference(paid.numero), montant: 1_000, devise: 'EUR', transaction: `BQ-${paid.id}` })).statusCode).toBe(201);
    const list = await invoices(c);
    const late = (id: number) => list.find((f) => f.id === id)!.en_retard;
    expect([late(week.id), late(day.id), late(due.id), late(paid.id)]).toEqual([true, true, false, false]);
    expect(list.find((f) => f.id === week.id)!.echeance).toBe(shiftDays(frToday, -7));

    const mail = { mailer: s.identity.mailer, origin: () => s.origin, seller };
    expect(await remindOverdueInvoices(s.db, mail)).toBeGreaterThanOrEqual(1);
    expect(await remindOverdueInvoices(s.db, mail)).toBe(0);
    const sent = (await mails(c)).filter((m) => m.subject.startsWith('Relance'));
    expect(sent.map((m) => m.subject)).toEqual([`Relance : facture ${week.numero} impayée`]);
    expect(sent[0]!.text_body).toContain(`n'a pas été réglée à son échéance du ${shiftDays(frToday, -7).split('-').reverse().join('/')}`);
    expect(sent[0]!.text_body).toContain(`${s.origin}/espace-personnel/mes-factures`);
    // Its reminder is not capped: it is queued as a payment mail.
    expect(await s.db.query(`select kind from identity_outbox where subject = $1`, [`Relance : facture ${week.numero} impayée`])).toEqual([{ kind: 'paiement' }]);
  });

  it("keeps a customer from paying, or seeing how to pay, another customer's invoice", async () => {
    const alice = await s.customer('Alice', { paiement_differe: true });
    const bruno = await s.customer('Bruno');
    await topUp(bruno, 10_000);
    const hers = await issue(alice, 1_500);
    for (const moyen of ['PORTEFEUILLE_ELECTRONIQUE', 'CARTE_BANCAIRE']) {
      const res = await pay(bruno, hers.id, moyen);
      expect([res.status, res.body.message]).toEqual([404, 'Facture introuvable.']);
    }
    expect((await settlement(bruno, hers.id)).status).toBe(404);
    expect(await paymentsOf(hers.id)).toEqual([]);
    expect(await balance(bruno)).toBe(10_000);
    expect((await invoice(alice, hers.id)).statut).toBe('A_PAYER');
  });

  it("refuses on the other site an invoice of New Caledonia, paid on its own site from its francs CFP", async () => {
    const c = await s.customer('Noa', { paiement_differe: true });
    const f = await issue(c, 12_000, { devise: 'XPF' });
    const there = await pay(c, f.id, 'CARTE_BANCAIRE');
    expect(there.status).toBe(409);
    expect(there.body.message).toContain(`La facture ${f.numero} relève du site`);
    expect((await settlement(c, f.id)).status).toBe(409);
    expect(await paymentsOf(f.id)).toEqual([]);
    const here = await pay(c, f.id, 'CARTE_BANCAIRE', NC);
    expect(here.status).toBe(201);
    const session: PaiementSession = PaiementSessionSchema.parse(here.body);
    expect(session).toMatchObject({ devise: 'XPF', montant: 12_000 });
    expect((await s.notify(cardOutcome(session, 'ACCEPTE'))).status).toBe(200);
    expect(await invoice(c, f.id, NC)).toMatchObject({ statut: 'PAYEE' });
  });
});
