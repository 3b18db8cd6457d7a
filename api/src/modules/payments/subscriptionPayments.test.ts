import { randomUUID } from 'node:crypto';
import {
  AbonnementSchema,
  FacturePageSchema,
  OFFRES_ABONNEMENT,
  PaiementSessionSchema,
  type Abonnement,
  type FactureResume,
  type PaiementSession,
} from '@portail/shared/api';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import { cardOutcome, useCommerce, TEST_PAGE_URL, withKey, type Customer } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';
import { shiftDays } from '../../testing/days';
import { sellerFromEnv } from '../orders/seller';
import { issueSubscriptionInvoices, suspendOverdueSubscriptions } from '../orders/subscriptionInvoices';
import { addMonths, parisDay, periodAmounts, periodEnd } from '../accounts/subscriptions';
import { duplicateMotif, listDuplicates } from './duplicates';
import { expireStalePayments } from './payments';

jest.setTimeout(120_000);

const BILLING = {
  libelle_facturation: 'PAYEUR SAS',
  contact_prenom: 'Paule',
  contact_nom: 'Payeur',
  numero_voie_facturation: '4 rue du Port',
  code_postal_facturation: '29200',
  ville_facturation: 'Brest',
};

const SURV = OFFRES_ABONNEMENT.find((o) => o.code === 'SURV')!;
/** 29,00 € HT + 20 % VAT. */
const FIRST_MONTH = periodAmounts(SURV.prix_mensuel_ht).montant_ttc;

describe.each(testBackends())('paying subscriptions on %s', (kind) => {
  const s = useCommerce(kind, { companies: 5 });
  let company: number;
  const today = parisDay(new Date());
  const seller = sellerFromEnv({});

  const subscribe = async (c: Customer, code = 'SURV'): Promise<Abonnement> => {
    const res = await s.call(c.token, 'POST', '/commandes/abonnements', { code_offre: code, ...BILLING });
    expect(res.status).toBe(201);
    return AbonnementSchema.parse(res.body);
  };
  const subscription = async (c: Customer, uuid: string): Promise<Abonnement> => AbonnementSchema.parse((await s.call(c.token, 'GET', `/commandes/abonnements/${uuid}`)).body);
  const pay = (c: Customer, uuid: string, moyen_paiement: string, id_facture?: number) =>
    s.call(c.token, 'POST', `/commandes/abonnements/${uuid}/paiements`, { moyen_paiement, ...(id_facture ? { id_facture } : {}) });
  const outcome = cardOutcome;
  const offers = async (c: Customer) => (await s.db.query<{ offres_de_service: string }>('select offres_de_service from compte_client where id = $1', [c.accountId]))[0]!.offres_de_service;
  const monitor = (c: Customer) => s.call(c.token, 'POST', '/surveillance', { id_entreprise: company });
  const invoices = async (c: Customer): Promise<FactureResume[]> => FacturePageSchema.parse((await s.call(c.token, 'GET', '/factures?limit=50')).body).items;
  const balance = async (c: Customer) => (await s.call(c.token, 'GET', '/portefeuille?devise=EUR')).body.solde as number;
  const topUp = async (c: Customer, montant: number) => {
    const session = PaiementSessionSchema.parse((await s.call(c.token, 'POST', '/portefeuille/recharges', { montant, devise: 'EUR' }, withKey(randomUUID()))).body);
    expect((await s.notify(outcome(session, 'ACCEPTE'))).status).toBe(200);
  };
  const mails = (c: Customer) => s.db.query<{ subject: string; text_body: string }>('select subject, text_body from identity_outbox where recipient = $1 order by id', [c.email]);

  beforeAll(async () => {
    company = (await s.db.query<{ id: number }>('select id from entreprise order by id limit 1'))[0]!.id;
  });

  it('gives no service to an account not entitled to deferred payment until its first month is paid', async () => {
    const c = await s.customer('Nina');
    const created = await subscribe(c);
    expect(created).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', fin_periode: null, a_payer: { facture: null, montant_ttc: FIRST_MONTH, paiement_en_cours: false } });
    expect(await offers(c)).toBe('');
    expect((await monitor(c)).status).toBe(403);
    // Nothing is in force, nothing is invoiced, and the next invoicing pass bills nothing.
    expect((await s.call(c.token, 'GET', `/abonnements/${c.accountId}`)).body).toEqual([]);
    expect(await issueSubscriptionInvoices(s.db, seller, addMonths(today, 1))).toBe(0);
    expect(await invoices(c)).toEqual([]);
    // Subscribing again is refused with what to do.
    const again = await s.call(c.token, 'POST', '/commandes/abonnements', { code_offre: 'SURV', ...BILLING });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Votre abonnement Surveillance attend le paiement de sa première période : payez-le depuis la page Mon abonnement.');
  });

  it('starts at once when the first month is paid from the wallet, debited once', async () => {
    const c = await s.customer('Walid');
    await topUp(c, 5_000);
    const created = await subscribe(c);
    const paid = await pay(c, created.uuid, 'PORTEFEUILLE_ELECTRONIQUE');
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ objet: 'ABONNEMENT', moyen: 'PORTEFEUILLE_ELECTRONIQUE', statut: 'ACCEPTE', montant: FIRST_MONTH, redirection: null });
    expect(await subscription(c, created.uuid)).toMatchObject({ statut: 'EN_COURS', date_debut: today, fin_periode: periodEnd(today, today), a_payer: null });
    expect(await offers(c)).toBe('SURV');
    expect((await monitor(c)).status).toBe(201);
    expect(await balance(c)).toBe(5_000 - FIRST_MONTH);
    const [invoice, ...more] = await invoices(c);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ type: 'ABONNEMENT', statut: 'PAYEE', moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE', abonnement: { debut: today, fin: periodEnd(today, today) } });
    // Nothing is left to pay: a second payment is refused and debits nothing.
    const twice = await pay(c, created.uuid, 'PORTEFEUILLE_ELECTRONIQUE');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Cet abonnement n'a rien à payer : ses factures sont réglées.");
    expect(await balance(c)).toBe(5_000 - FIRST_MONTH);
  });

  it('refuses a wallet payment the balance does not cover, debiting nothing', async () => {
    const c = await s.customer('Ophelie');
    await topUp(c, 1_000);
    const created = await subscribe(c);
    const short = await pay(c, created.uuid, 'PORTEFEUILLE_ELECTRONIQUE');
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      'Solde insuffisant : votre portefeuille électronique présente un solde de 10,00\u00A0€ et le premier mois s\'élève à 34,80\u00A0€. Rechargez-le ou choisissez un autre moyen de paiement.',
    );
    expect(await balance(c)).toBe(1_000);
    expect((await subscription(c, created.uuid)).statut).toBe('EN_ATTENTE_PAIEMENT');
    expect(await s.db.query('select id from paiement where abonnement_id = $1', [created.id])).toEqual([]);
  });

  it("starts by card on the provider's accepted notification only, applied once", async () => {
    const c = await s.customer('Carla');
    const created = await subscribe(c);
    const res = await pay(c, created.uuid, 'CARTE_BANCAIRE');
    expect(res.status).toBe(201);
    const session = PaiementSessionSchema.parse(res.body);
    expect(session).toMatchObject({ objet: 'ABONNEMENT', statut: 'EN_ATTENTE', montant: FIRST_MONTH, devise: 'EUR' });
    expect(session.redirection).toContain(TEST_PAGE_URL);
    // Asked again: the same awaited payment.
    const again = await pay(c, created.uuid, 'CARTE_BANCAIRE');
    expect([again.status, again.body.id]).toEqual([200, session.id]);
    // Coming back from the page proves nothing: still no service.
    expect(await subscription(c, created.uuid)).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', a_payer: { paiement_en_cours: true } });
    expect((await monitor(c)).status).toBe(403);

    const accepted = outcome(session, 'ACCEPTE');
    expect((await s.notify(accepted)).body).toEqual({ recu: true, deja_traitee: false });
    expect((await s.notify(accepted)).body).toEqual({ recu: true, deja_traitee: true });
    expect(await subscription(c, created.uuid)).toMatchObject({ statut: 'EN_COURS', date_debut: today, a_payer: null });
    expect(await offers(c)).toBe('SURV');
    expect((await monitor(c)).status).toBe(201);
    const list = await invoices(c);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'CARTE_BANCAIRE', montants: { montant_ttc: FIRST_MONTH } });
  });

  it('leaves it unstarted after a refused or abandoned card payment, and payable again', async () => {
    const c = await s.customer('Romain');
    const created = await subscribe(c);
    const first = PaiementSessionSchema.parse((await pay(c, created.uuid, 'CARTE_BANCAIRE')).body);
    expect((await s.notify(outcome(first, 'REFUSE'))).status).toBe(200);
    expect(await subscription(c, created.uuid)).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', a_payer: { facture: null, paiement_en_cours: false } });
    expect(await offers(c)).toBe('');
    expect((await monitor(c)).status).toBe(403);
    expect(await invoices(c)).toEqual([]);

    const second = await pay(c, created.uuid, 'CARTE_BANCAIRE');
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.id);
    expect((await s.notify(outcome(PaiementSessionSchema.parse(second.body), 'ABANDONNE'))).status).toBe(200);
    expect((await subscription(c, created.uuid)).statut).toBe('EN_ATTENTE_PAIEMENT');

    const third = PaiementSessionSchema.parse((await pay(c, created.uuid, 'CARTE_BANCAIRE')).body);
    expect((await s.notify(outcome(third, 'ACCEPTE'))).status).toBe(200);
    expect((await subscription(c, created.uuid)).statut).toBe('EN_COURS');
  });

  it('starts on invoice for an account entitled to deferred payment', async () => {
    const c = await s.customer('Denise', { paiement_differe: true });
    const created = await subscribe(c);
    expect(created).toMatchObject({ statut: 'EN_COURS', date_debut: today });
    expect(await offers(c)).toBe('SURV');
    expect((await monitor(c)).status).toBe(201);
    const [invoice] = await invoices(c);
    expect(invoice).toMatchObject({ statut: 'A_PAYER', moyen_paiement: 'DIFFERE', abonnement: { debut: today } });
    expect(created.a_payer).toMatchObject({ facture: { id: invoice!.id, numero: invoice!.numero, echeance: shiftDays(today, 30) }, montant_ttc: FIRST_MONTH });
  });

  it('invoices the next month, suspends the service with one mail once it is unpaid past its due date, and opens it again when paid', async () => {
    const c = await s.customer('Sacha');
    await topUp(c, 10_000);
    const created = await subscribe(c);
    expect((await pay(c, created.uuid, 'PORTEFEUILLE_ELECTRONIQUE')).status).toBe(201);
    const second = addMonths(today, 1);
    expect(await issueSubscriptionInvoices(s.db, seller, second)).toBeGreaterThanOrEqual(1);
    const unpaid = (await invoices(c)).find((f) => f.statut === 'A_PAYER')!;
    expect(unpaid.abonnement).toMatchObject({ debut: second });
    const due = shiftDays(second, 30);
    expect((await subscription(c, created.uuid)).a_payer).toMatchObject({ facture: { id: unpaid.id, echeance: due } });

    const mail = { mailer: s.identity.mailer, origin: s.origin };
    // On its due date the invoice is not late yet.
    await suspendOverdueSubscriptions(s.db, due, mail);
    expect((await subscription(c, created.uuid)).statut).toBe('EN_COURS');
    expect(await mails(c)).toEqual([]);

    const late = shiftDays(due, 1);
    expect(await suspendOverdueSubscriptions(s.db, late, mail)).toBeGreaterThanOrEqual(1);
    expect(await suspendOverdueSubscriptions(s.db, late, mail)).toBe(0);
    expect(await subscription(c, created.uuid)).toMatchObject({ statut: 'SUSPENDU', a_payer: { facture: { id: unpaid.id } } });
    expect(await offers(c)).toBe('');
    expect((await monitor(c)).status).toBe(403);
    const sent = await mails(c);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Abonnement Surveillance suspendu : facture ${unpaid.numero} impayée`);
    expect(sent[0]!.text_body).toContain(`n'a pas été réglée à son échéance du ${due.split('-').reverse().join('/')}`);
    expect(sent[0]!.text_body).toContain(`${s.origin}/espace-personnel/mon-abonnement`);
    // No new period is billed while it is suspended.
    expect(await issueSubscriptionInvoices(s.db, seller, addMonths(today, 2))).toBe(0);

    const paid = await pay(c, created.uuid, 'PORTEFEUILLE_ELECTRONIQUE', unpaid.id);
    expect(paid.status).toBe(201);
    expect(await subscription(c, created.uuid)).toMatchObject({ statut: 'EN_COURS', a_payer: null });
    expect(await offers(c)).toBe('SURV');
    expect((await invoices(c)).find((f) => f.id === unpaid.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' });
    expect(await balance(c)).toBe(10_000 - 2 * FIRST_MONTH);
    expect(await mails(c)).toHaveLength(1);
  });

  it("keeps a customer from paying or seeing another customer's subscription invoice", async () => {
    const alice = await s.customer('Alice', { paiement_differe: true });
    const bruno = await s.customer('Bruno');
    await topUp(bruno, 10_000);
    const hers = await subscribe(alice);
    const [invoice] = await invoices(alice);
    const his = await subscribe(bruno, 'KBIS');

    expect((await s.call(bruno.token, 'GET', `/factures/${invoice!.id}`)).status).toBe(404);
    expect((await s.call(bruno.token, 'GET', `/commandes/abonnements/${hers.uuid}`)).status).toBe(404);
    for (const moyen of ['PORTEFEUILLE_ELECTRONIQUE', 'CARTE_BANCAIRE']) {
      const onHers = await pay(bruno, hers.uuid, moyen, invoice!.id);
      expect([onHers.status, onHers.body.message]).toEqual([404, 'Abonnement introuvable.']);
      const throughHis = await pay(bruno, his.uuid, moyen, invoice!.id);
      expect([throughHis.status, throughHis.body.message]).toEqual([404, 'Facture introuvable.']);
    }
    expect(await invoices(bruno)).toEqual([]);
    expect(await balance(bruno)).toBe(10_000);
    expect((await invoices(alice)).find((f) => f.id === invoice!.id)!.statut).toBe('A_PAYER');
    expect(await s.db.query('select id from paiement where abonnement_id = $1', [hers.id])).toEqual([]);

    // Her own card payment is hers alone to look at.
    const session = PaiementSessionSchema.parse((await pay(alice, hers.uuid, 'CARTE_BANCAIRE', invoice!.id)).body);
    expect((await s.call(bruno.token, 'GET', `/paiements/sessions/${session.id}`)).status).toBe(404);
    expect((await s.call(alice.token, 'GET', `/paiements/sessions/${session.id}`)).status).toBe(200);
  });

  it('refuses a payment means other than card or wallet, in French', async () => {
    const c = await s.customer('Victor');
    const created = await subscribe(c);
    const res = await pay(c, created.uuid, 'DIFFERE');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Choisissez la carte bancaire ou le portefeuille électronique.');
  });

  it("gives, asked again, the subscription's own hosted page: its label, its reference and the way back to the subscription page", async () => {
    const pageOf = (p: PaiementSession) => {
      const url = new URL(p.redirection!);
      url.searchParams.delete('horodatage');
      url.searchParams.delete('signature');
      return Object.fromEntries(url.searchParams);
    };
    const back = `${s.origin}${REMOTE_ROUTES['mf-personal-space'].subscription}`;
    const c = await s.customer('Hugo');
    const created = await subscribe(c);
    const first = PaiementSessionSchema.parse((await pay(c, created.uuid, 'CARTE_BANCAIRE')).body);
    const seen = PaiementSessionSchema.parse((await s.call(c.token, 'GET', `/paiements/sessions/${first.id}`)).body);
    expect(pageOf(seen)).toEqual(pageOf(first));
    expect(pageOf(seen)).toMatchObject({ libelle: 'Abonnement Surveillance – premier mois', reference: `ABONNEMENT-${created.uuid.slice(0, 8).toUpperCase()}`, url_retour: back });

    const d = await s.customer('Irene', { paiement_differe: true });
    const invoiced = await subscribe(d);
    const [invoice] = await invoices(d);
    const ofInvoice = PaiementSessionSchema.parse((await pay(d, invoiced.uuid, 'CARTE_BANCAIRE', invoice!.id)).body);
    const seenInvoice = PaiementSessionSchema.parse((await s.call(d.token, 'GET', `/paiements/sessions/${ofInvoice.id}`)).body);
    expect(pageOf(seenInvoice)).toEqual(pageOf(ofInvoice));
    expect(pageOf(seenInvoice)).toMatchObject({ libelle: `Abonnement Surveillance – facture ${invoice!.numero}`, reference: invoice!.numero, url_retour: back });
  });

  /** A card payment the portal stopped waiting for (its page past its time). */
  const stopWaiting = async (p: PaiementSession) => {
    await s.db.query(`update paiement set expire_le = now() - interval '1 second' where id = $1`, [p.id]);
    expect(await expireStalePayments(s.db, 0)).toBeGreaterThanOrEqual(1);
  };
  const refundJobs = (p: PaiementSession) => s.db.query(`select 1 from tache where cle = $1 and statut = 'EN_ATTENTE'`, [`remboursement:${p.id}`]);

  it('records as a duplicate to refund, with one mail, a card acceptance for an invoice the wallet paid meanwhile', async () => {
    const c = await s.customer('Jules', { paiement_differe: true });
    await topUp(c, 10_000);
    const created = await subscribe(c);
    const [invoice] = await invoices(c);
    const card = PaiementSessionSchema.parse((await pay(c, created.uuid, 'CARTE_BANCAIRE', invoice!.id)).body);
    await stopWaiting(card);
    expect((await pay(c, created.uuid, 'PORTEFEUILLE_ELECTRONIQUE', invoice!.id)).status).toBe(201);

    const accepted = outcome(card, 'ACCEPTE');
    expect((await s.notify(accepted)).body).toEqual({ recu: true, deja_traitee: false });
    expect((await s.notify(accepted)).body).toEqual({ recu: true, deja_traitee: true });
    const [row] = await s.db.query('select statut, doublon, remboursement, motif from paiement where id = $1', [card.id]);
    expect(row).toEqual({ statut: 'ACCEPTE', doublon: true, remboursement: 'A_REMBOURSER', motif: duplicateMotif('ABONNEMENT', 'A_REMBOURSER') });
    expect(await refundJobs(card)).toHaveLength(1);
    expect((await invoices(c)).find((f) => f.id === invoice!.id)).toMatchObject({ statut: 'PAYEE', moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' });
    const sent = (await mails(c)).filter((m) => m.subject === 'Paiement reçu en double pour votre abonnement Surveillance');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain(`La facture ${invoice!.numero} de votre abonnement Surveillance était déjà réglée lorsque le paiement par carte de 34,80\u00A0€ (carte 497010******0014) nous est parvenu.`);
    const listed = (await listDuplicates(s.db, { limit: 100, offset: 0 })).items.find((d) => d.paiement === card.id);
    expect(listed).toMatchObject({ objet: 'ABONNEMENT', reference_commande: null, abonnement: { uuid: created.uuid, code_offre: 'SURV', numero_facture: invoice!.numero } });
  });

  it('records as a duplicate to refund a card acceptance for a subscription given up before it, which stays given up', async () => {
    const c = await s.customer('Lola');
    const created = await subscribe(c);
    const card = PaiementSessionSchema.parse((await pay(c, created.uuid, 'CARTE_BANCAIRE')).body);
    await stopWaiting(card);
    expect((await s.call(c.token, 'POST', `/commandes/abonnements/${created.uuid}/resiliation`)).status).toBe(200);

    expect((await s.notify(outcome(card, 'ACCEPTE'))).body).toEqual({ recu: true, deja_traitee: false });
    const [row] = await s.db.query('select statut, doublon, remboursement from paiement where id = $1', [card.id]);
    expect(row).toEqual({ statut: 'ACCEPTE', doublon: true, remboursement: 'A_REMBOURSER' });
    expect(await refundJobs(card)).toHaveLength(1);
    expect((await subscription(c, created.uuid)).statut).toBe('TERMINE');
    expect(await invoices(c)).toEqual([]);
    expect(await offers(c)).toBe('');
    const [sent] = (await mails(c)).filter((m) => m.subject === 'Paiement reçu en double pour votre abonnement Surveillance');
    expect(sent!.text_body).toContain('Votre abonnement Surveillance avait été abandonné lorsque le paiement par carte de 34,80\u00A0€ (carte 497010******0014) nous est parvenu.');
  });
});
