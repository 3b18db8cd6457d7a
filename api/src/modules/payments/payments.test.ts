jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Orders and their payments over HTTP, on PGlite and PostgreSQL: the order keeps its prices and is
// created once per key; a card payment is confirmed by the provider's signed notification alone,
// applied once however often and however concurrently it comes; refusals keep the basket; the
// wallet; monthly invoicing; invoices numbered without gaps.
import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  CommandePageSchema,
  CommandeSchema,
  EncaissementPageSchema,
  FacturePageSchema,
  MoyensPaiementSchema,
  PaiementSessionSchema,
  PanierSchema,
  PortefeuilleSchema,
  type Commande,
  type PaiementSession,
} from '@portail/shared/api';
import { signNotification, verifyFields } from '@portail/shared/payment/protocol';
import { testBackends } from '../../testing/databases';
import { cardOutcome, TEST_PAGE_URL, TEST_PAYMENT_SECRET, ALICE_ADDRESS as ADDRESS, DANONE_SIREN as DANONE, useCommerce, withKey, type Customer } from '../../testing/commerce';
import { pdfText } from '../../testing/pdfText';
import { issueMonthlyInvoices } from '../orders/invoices';
import { sellerFromEnv } from '../orders/seller';
import { IDEMPOTENCY_MISMATCH } from '../../http/idempotency';
import { expireStalePayments } from './payments';


describe.each(testBackends())('orders and payments on %s', (kind) => {
  const s = useCommerce(kind);
  let danone: number;

  const put = (c: Customer, type: string, diffusion?: 'COURRIER') => s.call(c.token, 'POST', '/paniers', { type, id_entreprise: danone, ...(diffusion ? { diffusion } : {}) });
  const order = async (c: Customer, moyen = 'CARTE_BANCAIRE', extra: Record<string, unknown> = {}, key = randomUUID()) => {
    const r = await s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'ALICE SAS', moyen_paiement: moyen, ...extra }, withKey(key));
    if (r.status !== 201 && r.status !== 200) throw new Error(`order: ${r.status} ${JSON.stringify(r.body)}`);
    return CommandeSchema.parse(r.body);
  };
  const pay = async (c: Customer, reference: string, moyen?: string) => s.call(c.token, 'POST', '/paiements/sessions', { reference_commande: reference, ...(moyen ? { moyen_paiement: moyen } : {}) });
  const session = async (c: Customer, reference: string): Promise<PaiementSession> => PaiementSessionSchema.parse((await pay(c, reference)).body);
  const outcome = cardOutcome;
  const detail = async (c: Customer, reference: string): Promise<Commande> => CommandeSchema.parse((await s.call(c.token, 'GET', `/commandes/${reference}`)).body);
  const basketOf = async (c: Customer) => PanierSchema.parse((await s.call(c.token, 'GET', '/paniers')).body);
  const count = async (sql: string, params: unknown[] = []) => (await s.db.query<{ n: number }>(sql, params))[0]!.n;

  beforeAll(async () => {
    danone = (await s.db.query<{ id: number }>('select id from entreprise where siren = $1', [DANONE]))[0]!.id;
  });

  it('turns the basket into an order once per key, at the prices of that moment', async () => {
    const c = await s.customer('Claire');
    expect((await s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'X', moyen_paiement: 'CARTE_BANCAIRE' })).body.message).toBe("L'en-tête Idempotency-Key est obligatoire.");
    const empty = await s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'X', moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()));
    expect(empty).toMatchObject({ status: 409, body: { message: 'Votre panier est vide : ajoutez un document avant de commander.' } });
    await put(c, 'KBIS');
    await put(c, 'COMPTES_ANNUELS', 'COURRIER');
    const noAddress = await s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'X', moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()));
    expect(noAddress).toMatchObject({ status: 400, body: { message: 'Une adresse de livraison est nécessaire pour les documents envoyés par courrier.' } });
    const badLabel = await s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'A'.repeat(39), moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()));
    expect(ApiErrorSchema.parse(badLabel.body).message).toMatch(/libelle_facturation : Limité à 38 caractères\./);

    const key = randomUUID();
    // A double click and a retry: five requests with one key make one order.
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => s.call(c.token, 'POST', '/commandes', { libelle_facturation: 'CLAIRE SAS', moyen_paiement: 'CARTE_BANCAIRE', adresse_livraison: ADDRESS }, withKey(key))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const refs = new Set(replies.map((r) => CommandeSchema.parse(r.body).reference));
    expect(refs.size).toBe(1);
    expect(await count('select count(*)::int as n from commande c join compte_client_utilisateur u on u.compte_client_id = c.compte_client_id where u.sujet = $1', [c.sub])).toBe(1);
    const o = CommandeSchema.parse(replies[0]!.body);
    expect(o).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', moyen_paiement: 'CARTE_BANCAIRE', devise: 'EUR', adresse_livraison: ADDRESS, libelle_facturation: 'CLAIRE SAS', facture: null });
    expect(o.lignes.map((l) => [l.code_article, l.diffusion, l.quantite, l.statut])).toEqual([
      ['KBIS', 'ELEC', 1, 'EN_ATTENTE'],
      ['COMPTES_ANNUELS', 'COURRIER', 1, 'EN_ATTENTE'],
    ]);
    // Accounts by mail: the electronic copy's price (3,73 € HT) plus the postage (1,18 € HT).
    expect(o.montants).toEqual({ montant_ht: 267 + 373, frais_envoi: 118, montant_tva: 53 + 98, montant_ttc: 320 + 589 });

    // The grid changes afterwards: the order keeps what it was sold at, the basket shows the new price.
    await s.db.query(`update prix_article set prix_ht = prix_ht + 100 where grille_code = 'STANDARD' and article_code = 'KBIS' and diffusion = 'ELEC'`);
    try {
      expect((await detail(c, o.reference)).montants.montant_ttc).toBe(909);
      expect((await basketOf(c)).articles[0]!.sous_articles[0]!.prix.montant_ht).toBe(367);
    } finally {
      await s.db.query(`update prix_article set prix_ht = prix_ht - 100 where grille_code = 'STANDARD' and article_code = 'KBIS' and diffusion = 'ELEC'`);
    }
    expect((await s.call(c.token, 'GET', `/commandes/${o.reference}?date_commande=2001-01-01`)).status).toBe(404);
    expect((await s.call(c.token, 'GET', `/commandes/${o.reference}?date_commande=${o.date_commande}`)).status).toBe(200);
    expect((await s.call(c.token, 'GET', '/commandes/CMD123')).body.message).toBe('La référence de commande comporte CMD suivi de 8 chiffres.');
  });

  it('pays by card only when the signed notification says so, once, whatever the copies', async () => {
    const c = await s.customer('Denis');
    await put(c, 'KBIS');
    const o = await order(c);
    const created = await pay(c, o.reference);
    expect(created.status).toBe(201);
    const p = PaiementSessionSchema.parse(created.body);
    expect(p).toMatchObject({ statut: 'EN_ATTENTE', moyen: 'CARTE_BANCAIRE', montant: 320, devise: 'EUR', commande: { reference: o.reference, statut: 'EN_ATTENTE_PAIEMENT' } });
    // The hosted page's address is signed for the provider.
    const url = new URL(p.redirection!);
    expect(`${url.origin}${url.pathname}`).toBe(TEST_PAGE_URL);
    expect(verifyFields(Object.fromEntries(url.searchParams), TEST_PAYMENT_SECRET)).toEqual({ ok: true });
    expect(url.searchParams.get('url_retour')).toBe(`${s.origin}/panier/paiement`);
    expect(url.searchParams.get('montant')).toBe('320');
    // The page closes when the portal stops waiting for this payment.
    expect(Number(url.searchParams.get('expiration'))).toBe(Math.floor(new Date(p.expire_le).getTime() / 1000));
    // Asking again (a reload, a double click) gives the same awaited payment.
    const again = await pay(c, o.reference);
    expect(again.status).toBe(200);
    expect(PaiementSessionSchema.parse(again.body).id).toBe(p.id);

    // Forged, replayed or mismatched notifications change nothing.
    const n = outcome(p, 'ACCEPTE');
    const raw = JSON.stringify(n);
    expect((await s.notify(n, signNotification(raw, 'un-autre-secret'))).status).toBe(401);
    expect((await s.notify(n, signNotification(raw, TEST_PAYMENT_SECRET, Math.floor(Date.now() / 1000) - 3600))).body.message).toBe('Notification refusée : Notification expirée.');
    expect((await s.notify({ ...n, montant: 1 })).status).toBe(409);
    expect((await s.notify({ ...n, session: randomUUID() })).status).toBe(404);
    expect((await s.call(null, 'POST', '/paiements/notifications', 'pas du json', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await detail(c, o.reference)).statut).toBe('EN_ATTENTE_PAIEMENT');

    // Twenty copies at once: one payment, one invoice, one receipt, one mail.
    const copies = await Promise.all(Array.from({ length: 20 }, () => s.notify(n)));
    expect(copies.every((r) => r.status === 200)).toBe(true);
    expect(copies.filter((r) => r.body.deja_traitee === false)).toHaveLength(1);
    const paid = await detail(c, o.reference);
    expect(paid).toMatchObject({ statut: 'PAYEE', facture: { numero: expect.stringMatching(/^FA\d{4}-\d{6}$/) } });
    expect(paid.lignes.every((l) => l.statut === 'A_PRODUIRE')).toBe(true);
    expect(paid.paiements).toEqual([expect.objectContaining({ id: p.id, statut: 'ACCEPTE', carte: '497010******0014' })]);
    expect(await count(`select count(*)::int as n from paiement where commande_id = (select id from commande where reference = $1) and statut = 'ACCEPTE'`, [o.reference])).toBe(1);
    expect(await count('select count(*)::int as n from facture where commande_id = (select id from commande where reference = $1)', [o.reference])).toBe(1);
    expect(await count('select count(*)::int as n from encaissement where paiement_id = $1', [p.id])).toBe(1);
    expect(await count('select count(*)::int as n from identity_outbox where recipient = $1', [c.email])).toBe(1);
    const [mail] = await s.db.query<{ subject: string; text_body: string; pieces_jointes: unknown }>('select subject, text_body, pieces_jointes from identity_outbox where recipient = $1', [c.email]);
    expect(mail!.subject).toBe(`Confirmation de votre commande ${o.reference}`);
    expect(mail!.text_body).toContain(`Votre facture ${paid.facture!.numero} est jointe à ce courriel.`);
    expect(mail!.text_body).toContain('DANONE (SIREN 552 032 534)');
    const attachments = typeof mail!.pieces_jointes === 'string' ? JSON.parse(mail!.pieces_jointes) : mail!.pieces_jointes;
    expect(attachments).toEqual([{ kind: 'facture', id: paid.facture!.id, filename: `facture-${paid.facture!.numero}.pdf` }]);
    // The basket no longer holds what was bought; the payment, asked for again, is the accepted one.
    expect((await basketOf(c)).nombre_articles).toBe(0);
    expect(PaiementSessionSchema.parse((await pay(c, o.reference)).body)).toMatchObject({ id: p.id, statut: 'ACCEPTE', redirection: null });
    // A late conflicting outcome for the same payment is acknowledged and ignored.
    expect((await s.notify(outcome(p, 'REFUSE'))).body).toEqual({ recu: true, deja_traitee: true });
    expect((await detail(c, o.reference)).statut).toBe('PAYEE');
  });

  it('gives an invoice PDF holding the company and the amount, and a receipt, the same bytes each time', async () => {
    const c = await s.customer('Emma');
    await put(c, 'KBIS');
    const o = await order(c);
    const p = await session(c, o.reference);
    await s.notify(outcome(p, 'ACCEPTE'));
    const paid = await detail(c, o.reference);
    const pdf = await s.call(c.token, 'GET', `/factures/${paid.facture!.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="facture-${paid.facture!.numero}.pdf"`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(paid.facture!.numero);
    expect(text).toContain('552 032 534');
    expect(text).toContain('3,20 €');
    const second = await s.call(c.token, 'GET', `/factures/${paid.facture!.id}`);
    expect(Buffer.from(second.bytes).equals(Buffer.from(pdf.bytes))).toBe(true);

    const receipts = EncaissementPageSchema.parse((await s.call(c.token, 'GET', '/encaissements')).body);
    expect(receipts.items).toEqual([expect.objectContaining({ objet: 'COMMANDE', montant: 320, reference_commande: o.reference, facture: paid.facture })]);
    const receipt = await s.call(c.token, 'GET', `/justificatifs/${receipts.items[0]!.id}`);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(receipt.bytes)).toContain(o.reference);

    const invoices = FacturePageSchema.parse((await s.call(c.token, 'GET', '/factures')).body);
    expect(invoices.items).toEqual([expect.objectContaining({ id: paid.facture!.id, type: 'COMMANDE', statut: 'PAYEE', references_commandes: [o.reference], montants: paid.montants })]);
  });

  it('refuses a card and keeps the basket and the order, payable again; an abandoned payment too', async () => {
    const c = await s.customer('Farid');
    await put(c, 'KBIS');
    const o = await order(c);
    const p = await session(c, o.reference);
    const n = outcome(p, 'REFUSE');
    expect((await s.notify(n)).body).toEqual({ recu: true, deja_traitee: false });
    const refused = await detail(c, o.reference);
    expect(refused).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', motif: 'Paiement refusé par la banque : provision insuffisante.', facture: null });
    expect(refused.lignes.every((l) => l.statut === 'EN_ATTENTE')).toBe(true);
    expect((await basketOf(c)).nombre_articles).toBe(1);

    const p2 = PaiementSessionSchema.parse((await pay(c, o.reference)).body);
    expect(p2.id).not.toBe(p.id);
    await s.notify(outcome(p2, 'ABANDONNE', { motif: 'Paiement abandonné par le client.' }));
    expect(await detail(c, o.reference)).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', motif: 'Paiement abandonné par le client.' });
    expect((await basketOf(c)).nombre_articles).toBe(1);
    expect(PaiementSessionSchema.parse((await s.call(c.token, 'GET', `/paiements/sessions/${p2.id}`)).body).statut).toBe('ABANDONNE');
  });

  it('tops up the wallet by card, pays from it, and refuses a short balance without debiting', async () => {
    const c = await s.customer('Gaelle');
    const means = MoyensPaiementSchema.parse((await s.call(c.token, 'GET', '/moyens_paiement')).body);
    expect(means.map((m) => [m.code, m.code_type, m.disponible, m.defaut])).toEqual([
      ['CARTE_BANCAIRE', 'CR', true, true],
      ['PORTEFEUILLE_ELECTRONIQUE', 'PE', false, false],
      ['DIFFERE', 'DF', false, false],
    ]);
    expect((await s.call(c.token, 'POST', '/portefeuille/recharges', { montant: 500, devise: 'EUR' })).body.message).toBe("Le montant d'un rechargement va de 10,00\u00A0€ à 1\u00A0000,00\u00A0€.");
    const key = randomUUID();
    const created = await s.call(c.token, 'POST', '/portefeuille/recharges', { montant: 5_00 * 10, devise: 'EUR' }, withKey(key));
    expect(created.status).toBe(201);
    const t = PaiementSessionSchema.parse(created.body);
    expect(t).toMatchObject({ objet: 'RECHARGE', statut: 'EN_ATTENTE', montant: 5000, commande: null });
    expect(new URL(t.redirection!).searchParams.get('url_retour')).toBe(`${s.origin}/espace-personnel/portefeuille-electronique-details`);
    expect(PaiementSessionSchema.parse((await s.call(c.token, 'POST', '/portefeuille/recharges', { montant: 5000, devise: 'EUR' }, withKey(key))).body).id).toBe(t.id);
    const n = outcome(t, 'ACCEPTE');
    await Promise.all([s.notify(n), s.notify(n), s.notify(n)]);
    let w = PortefeuilleSchema.parse((await s.call(c.token, 'GET', '/portefeuille')).body);
    expect(w).toMatchObject({ devise: 'EUR', solde: 5000, mouvements: { total: 1, items: [expect.objectContaining({ type: 'RECHARGE', montant: 5000, solde_apres: 5000 })] } });

    await put(c, 'KBIS');
    const o = await order(c, 'PORTEFEUILLE_ELECTRONIQUE');
    const paid = await pay(c, o.reference);
    expect(paid.status).toBe(201);
    expect(PaiementSessionSchema.parse(paid.body)).toMatchObject({ statut: 'ACCEPTE', moyen: 'PORTEFEUILLE_ELECTRONIQUE', redirection: null });
    expect((await detail(c, o.reference)).statut).toBe('PAYEE');
    w = PortefeuilleSchema.parse((await s.call(c.token, 'GET', '/portefeuille')).body);
    expect(w.solde).toBe(5000 - 320);
    expect(w.mouvements.items[0]).toMatchObject({ type: 'PAIEMENT', montant: -320, solde_apres: 4680, reference_commande: o.reference });

    // Too dear for the balance: refused, nothing debited, the order still awaits another means.
    await put(c, 'KBIS', 'COURRIER');
    await s.call(c.token, 'PATCH', `/paniers/sous_articles/${(await basketOf(c)).articles[0]!.sous_articles[0]!.id}`, { quantite_courrier: 10, frequence_mois_courrier: 1, duree_mois_courrier: 36 });
    const dear = await order(c, 'PORTEFEUILLE_ELECTRONIQUE', { adresse_livraison: ADDRESS });
    const short = await pay(c, dear.reference);
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/^Solde insuffisant : votre portefeuille électronique présente un solde de 46,80\u00A0€ et la commande s'élève à/);
    expect(PortefeuilleSchema.parse((await s.call(c.token, 'GET', '/portefeuille')).body).solde).toBe(4680);
    expect((await detail(c, dear.reference)).statut).toBe('EN_ATTENTE_PAIEMENT');
    const byCard = PaiementSessionSchema.parse((await pay(c, dear.reference, 'CARTE_BANCAIRE')).body);
    expect(byCard).toMatchObject({ moyen: 'CARTE_BANCAIRE', statut: 'EN_ATTENTE' });
    expect((await detail(c, dear.reference)).moyen_paiement).toBe('CARTE_BANCAIRE');
  });

  it('accepts orders of entitled accounts for monthly invoicing, and issues the invoice once the month is over', async () => {
    const plain = await s.customer('Hugo');
    await put(plain, 'KBIS');
    const refused = await s.call(plain.token, 'POST', '/commandes', { libelle_facturation: 'HUGO', moyen_paiement: 'DIFFERE' }, withKey(randomUUID()));
    expect(refused).toMatchObject({ status: 403, body: { message: "Votre compte client n'est pas autorisé au paiement différé sur facture mensuelle." } });

    const c = await s.customer('Ines', { paiement_differe: true });
    const refs: string[] = [];
    for (const type of ['KBIS', 'ACTE']) {
      await put(c, type);
      const o = await order(c, 'DIFFERE');
      expect(PaiementSessionSchema.parse((await pay(c, o.reference)).body)).toMatchObject({ statut: 'ACCEPTE', moyen: 'DIFFERE' });
      expect(await detail(c, o.reference)).toMatchObject({ statut: 'VALIDEE', facture: null });
      refs.push(o.reference);
    }
    const seller = sellerFromEnv({});
    // This month is not over: nothing to invoice yet.
    expect(await issueMonthlyInvoices(s.db, seller)).toBe(0);
    await s.db.query(`update commande set date_commande = date_trunc('month', current_date)::date - 3 where reference = any($1::text[])`, [refs]);
    expect(await issueMonthlyInvoices(s.db, seller)).toBe(1);
    expect(await issueMonthlyInvoices(s.db, seller)).toBe(0);
    const invoices = FacturePageSchema.parse((await s.call(c.token, 'GET', '/factures')).body);
    expect(invoices.items).toEqual([expect.objectContaining({ type: 'MENSUELLE', statut: 'A_PAYER', moyen_paiement: 'DIFFERE', references_commandes: refs })]);
    expect(invoices.items[0]!.montants.montant_ttc).toBe(320 + 448);
    for (const r of refs) expect((await detail(c, r)).facture).toEqual({ id: invoices.items[0]!.id, numero: invoices.items[0]!.numero });
    const text = await pdfText((await s.call(c.token, 'GET', `/factures/${invoices.items[0]!.id}`)).bytes);
    for (const r of refs) expect(text).toContain(r);
  });

  it('refuses a switch to monthly invoicing for an account not entitled, leaving the order as it was', async () => {
    const c = await s.customer('Lucie');
    await put(c, 'KBIS');
    const o = await order(c);
    const refused = await pay(c, o.reference, 'DIFFERE');
    expect(refused).toMatchObject({ status: 403, body: { message: "Votre compte client n'est pas autorisé au paiement différé sur facture mensuelle." } });
    expect(await detail(c, o.reference)).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', moyen_paiement: 'CARTE_BANCAIRE' });
    expect(await count('select count(*)::int as n from paiement where commande_id = (select id from commande where reference = $1)', [o.reference])).toBe(0);
  });

  it('refuses an Idempotency-Key reused with another request, for a payment and for a top-up (422)', async () => {
    const c = await s.customer('Marius');
    await put(c, 'KBIS');
    // One basket has one order awaiting payment: the other one was cancelled.
    const second = await order(c);
    expect((await s.call(c.token, 'POST', `/commandes/${second.reference}/annulation`)).status).toBe(200);
    const first = await order(c);
    const key = randomUUID();
    const paid = await s.call(c.token, 'POST', '/paiements/sessions', { reference_commande: first.reference }, withKey(key));
    expect(paid.status).toBe(201);
    // A retry: the same payment.
    const retry = await s.call(c.token, 'POST', '/paiements/sessions', { reference_commande: first.reference }, withKey(key));
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(paid.body.id);
    for (const body of [{ reference_commande: second.reference }, { reference_commande: first.reference, moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' }]) {
      const other = await s.call(c.token, 'POST', '/paiements/sessions', body, withKey(key));
      expect(other).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_MISMATCH } });
    }
    expect(await count('select count(*)::int as n from paiement where commande_id = (select id from commande where reference = $1)', [second.reference])).toBe(0);
    expect((await detail(c, first.reference)).moyen_paiement).toBe('CARTE_BANCAIRE');

    const topUpKey = randomUUID();
    expect((await s.call(c.token, 'POST', '/portefeuille/recharges', { montant: 2000, devise: 'EUR' }, withKey(topUpKey))).status).toBe(201);
    expect((await s.call(c.token, 'POST', '/portefeuille/recharges', { montant: 2000, devise: 'EUR' }, withKey(topUpKey))).status).toBe(200);
    const otherTopUp = await s.call(c.token, 'POST', '/portefeuille/recharges', { montant: 3000, devise: 'EUR' }, withKey(topUpKey));
    expect(otherTopUp).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_MISMATCH } });
    expect(await count(`select count(*)::int as n from paiement where compte_client_id = $1 and objet = 'RECHARGE'`, [c.accountId])).toBe(1);
  });

  it('numbers invoices without a gap within the year', async () => {
    const rows = await s.db.query<{ annee: number; rang: number; numero: string }>('select annee, rang, numero from facture order by annee, rang');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    rows.forEach((r, i) => {
      expect(r.rang).toBe(i + 1);
      expect(r.numero).toBe(`FA${r.annee}-${String(i + 1).padStart(6, '0')}`);
    });
  });

  it('lists the history newest first, by page and between dates', async () => {
    const c = await s.customer('Jules');
    const refs: string[] = [];
    for (let i = 0; i < 3; i++) {
      await put(c, 'KBIS');
      refs.push((await order(c)).reference);
      // The basket keeps the document until it is paid: once the order is cancelled, the next one takes it again.
      if (i < 2) expect((await s.call(c.token, 'POST', `/commandes/${refs[i]}/annulation`)).status).toBe(200);
    }
    const page = CommandePageSchema.parse((await s.call(c.token, 'GET', '/commandes?limit=2')).body);
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.items.map((o) => o.reference)).toEqual([refs[2], refs[1]]);
    expect(page.items[0]).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', entites: ['DANONE'], nombre_lignes: 1 });
    const last = CommandePageSchema.parse((await s.call(c.token, 'GET', '/commandes?limit=2&offset=2')).body);
    expect(last.items.map((o) => o.reference)).toEqual([refs[0]]);
    await s.db.query(`update commande set date_commande = '2025-03-15' where reference = $1`, [refs[0]]);
    const march = CommandePageSchema.parse((await s.call(c.token, 'GET', '/commandes?date_debut=2025-03-01&date_fin=2025-03-31')).body);
    expect(march.items.map((o) => o.reference)).toEqual([refs[0]]);
    expect((await s.call(c.token, 'GET', '/commandes?date_debut=2025-04-01&date_fin=2025-03-01')).body.message).toBe('La date de début doit précéder la date de fin.');
    expect((await s.call(c.token, 'GET', '/commandes?date_debut=2025-02-30')).status).toBe(400);
  });

  it('gives up card payments nobody answered, leaving their orders payable', async () => {
    const c = await s.customer('Karim');
    await put(c, 'KBIS');
    const o = await order(c);
    const p = await session(c, o.reference);
    await s.db.query(`update paiement set expire_le = now() - interval '1 hour' where id = $1`, [p.id]);
    expect(await expireStalePayments(s.db)).toBe(1);
    expect(await detail(c, o.reference)).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT' });
    expect(PaiementSessionSchema.parse((await s.call(c.token, 'GET', `/paiements/sessions/${p.id}`)).body).statut).toBe('EXPIRE');
    // The provider took the money after all: the acceptance is honoured.
    await s.notify(outcome(p, 'ACCEPTE'));
    expect((await detail(c, o.reference)).statut).toBe('PAYEE');
  });
});
