import { OFFRES_ABONNEMENT, type Abonnement } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { shiftDays } from '../../testing/days';
import { addTestSubscription, billingContact } from '../../testing/subscriptions';
import { addUser, signIn, startTestServer, type TestServer } from '../identity/testing';
import { createAccount } from '../accounts/accounts';
import { usersRoutes } from './routes';
import { addMonths, parisDay, periodEnd, settleEndedSubscriptions } from '../accounts/subscriptions';

jest.setTimeout(60_000);

const PASSWORD = 'Un-mot-de-passe-solide';

const BILLING = billingContact();

describe('monthly periods', () => {
  it('adds months within the month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });

  it('ends a period on the day before the monthly anniversary of the start', () => {
    expect(periodEnd('2024-01-01', '2026-05-15')).toBe('2026-05-31');
    expect(periodEnd('2024-01-01', '2026-05-01')).toBe('2026-05-31');
    expect(periodEnd('2025-03-10', '2026-05-09')).toBe('2026-05-09');
    expect(periodEnd('2025-03-10', '2026-05-10')).toBe('2026-06-09');
    expect(periodEnd('2025-01-31', '2025-02-27')).toBe('2025-02-27');
    expect(periodEnd('2025-01-31', '2025-02-28')).toBe('2025-03-30');
    expect(periodEnd('2026-11-26', '2026-11-26')).toBe('2026-12-25');
  });
});

describe.each(testBackends())('subscriptions on %s', (kind) => {
  let s: TestServer;
  let alice: { token: string; member: number; subscriber: number; survUuid: string };
  let bruno: { token: string; account: number; uuid: string };
  const today = parisDay(new Date());

  const call = async <T = any>(token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${s.origin}/api${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const account = async (token: string, id: number) =>
    ((await call<Array<{ id: number; offres_de_service: string; type_compte: string; version: number }>>(token, 'GET', '/compte-client')).body).find((a) => a.id === id)!;

  beforeAll(async () => {
    s = await startTestServer(kind, {
      register: async (app, identity) => {
        await app.register(usersRoutes, { prefix: '/api', identity });
      },
    });
    const db = s.identity.db;
    const aliceSub = await addUser(s.identity, { email: 'alice@exemple.fr', password: PASSWORD, firstName: 'Alice', lastName: 'Martin' });
    const subscriber = await createAccount(db, aliceSub, {
      type_compte: 'ABONNE',
      type_profil: 'PROFESSIONNEL',
      denomination_sociale: 'MARTIN SAS',
      siren: '123456789',
      offres_de_service: 'WS,14,SURV',
      // Subscribes on invoice: its subscriptions start at once (paying them is subscriptionPayments.test.ts's).
      paiement_differe: true,
    });
    await addTestSubscription(db, subscriber.id, 'SURV', '2024-01-01');
    const member = await createAccount(db, aliceSub, { type_profil: 'PROFESSIONNEL', denomination_sociale: 'MARTIN IMMO', siren: null, paiement_differe: true });
    const [surv] = await db.query<{ uuid: string }>('select uuid::text as uuid from abonnement where compte_client_id = $1', [subscriber.id]);
    alice = { token: String((await signIn(s, 'alice@exemple.fr', PASSWORD)).tokens.access_token), member: member.id, subscriber: subscriber.id, survUuid: surv!.uuid };

    const brunoSub = await addUser(s.identity, { email: 'bruno@exemple.fr', password: PASSWORD, firstName: 'Bruno', lastName: 'Petit' });
    const brunoAccount = await createAccount(db, brunoSub, { type_compte: 'ABONNE', type_profil: 'PROFESSIONNEL', denomination_sociale: 'PETIT SARL', siren: null, offres_de_service: 'KBIS', paiement_differe: true });
    await addTestSubscription(db, brunoAccount.id, 'KBIS', '2025-06-15');
    const [kbis] = await db.query<{ uuid: string }>('select uuid::text as uuid from abonnement where compte_client_id = $1', [brunoAccount.id]);
    bruno = { token: String((await signIn(s, 'bruno@exemple.fr', PASSWORD)).tokens.access_token), account: brunoAccount.id, uuid: kbis!.uuid };
  });
  afterAll(async () => {
    await s?.close();
  });

  it('gives the catalogue of offers, with monthly prices in cents', async () => {
    const res = await call(alice.token, 'GET', '/offres_abonnement');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(OFFRES_ABONNEMENT);
    expect(res.body.map((o: { code: string }) => o.code)).toEqual(expect.arrayContaining(['SURV', 'KBIS']));
  });

  it("treats another person's account or subscription as not found, on every call", async () => {
    const before = await s.identity.db.query('select id, date_fin from abonnement order by id');
    const refused = [
      ['GET', `/abonnements/${alice.subscriber}`, undefined],
      ['GET', `/commandes/abonnements?id_compte_client=${alice.subscriber}`, undefined],
      ['GET', `/commandes/abonnements/${alice.survUuid}`, undefined],
      ['POST', '/commandes/abonnements', { id_compte_client: alice.member, code_offre: 'SURV', ...BILLING }],
      ['POST', '/commandes/abonnements', { code_offre: 'SURV', remplace: alice.survUuid, ...BILLING }],
      ['POST', `/commandes/abonnements/${alice.survUuid}/resiliation`, undefined],
      ['POST', `/commandes/abonnements/${alice.survUuid}/reprise`, undefined],
      ['PUT', '/compte-client', { id: alice.subscriber, version: 1, libelle_courrier: 'PIRATE', libelle_facturation: 'PIRATE' }],
      ['POST', `/compte-client/${alice.member}/selectionner`, undefined],
    ] as const;
    for (const [method, path, body] of refused) {
      const res = await call(bruno.token, method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.body.message).toMatch(/introuvable/);
    }
    expect(await s.identity.db.query('select id, date_fin from abonnement order by id')).toEqual(before);
    expect((await account(alice.token, alice.subscriber)).offres_de_service).toBe('WS,14,SURV');
    // Each person sees their own.
    expect((await call(bruno.token, 'GET', `/commandes/abonnements/${bruno.uuid}`)).status).toBe(200);
    expect((await call<Abonnement[]>(bruno.token, 'GET', '/commandes/abonnements')).body.map((a) => a.uuid)).toEqual([bruno.uuid]);
    for (const [method, path] of [['GET', '/commandes/abonnements'], ['GET', '/offres_abonnement'], ['POST', `/commandes/abonnements/${bruno.uuid}/reprise`]] as const) {
      expect((await call(null, method, path)).status).toBe(401);
    }
  });

  it('gives the subscriptions in force with their state, offer and current period', async () => {
    const res = await call<Abonnement[]>(alice.token, 'GET', `/abonnements/${alice.subscriber}?date=${today}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        uuid: alice.survUuid,
        code_offre: 'SURV',
        libelle_offre: 'Surveillance',
        statut: 'EN_COURS',
        date_debut: '2024-01-01',
        date_fin: null,
        fin_periode: periodEnd('2024-01-01', today),
        contact_nom: 'Martin',
        ville_facturation: 'Nantes',
      }),
    ]);
  });

  it('refuses an incomplete billing contact field by field, and an unknown offer', async () => {
    const res = await call(alice.token, 'POST', '/commandes/abonnements', {
      id_compte_client: alice.member,
      code_offre: 'PREMIUM',
      ...BILLING,
      contact_nom: '  ',
      code_postal_facturation: '4400',
      ville_facturation: 'Nantes <cedex>',
      libelle_facturation: 'X'.repeat(39),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Le formulaire contient des erreurs.',
      errors: {
        code_offre: 'Veuillez choisir une offre.',
        contact_nom: 'Veuillez saisir le nom du contact.',
        code_postal_facturation: 'Le code postal doit comporter 5 chiffres.',
        ville_facturation: 'Les caractères spéciaux ne sont pas autorisés',
        libelle_facturation: 'Limité à 38 caractères.',
      },
    });
    expect(await s.identity.db.query('select id from abonnement where compte_client_id = $1', [alice.member])).toEqual([]);
  });

  it('subscribe, ask for the end, resume: the account lists the offer while a subscription is in force', async () => {
    const created = await call<Abonnement>(alice.token, 'POST', '/commandes/abonnements', { id_compte_client: alice.member, code_offre: 'SURV', ...BILLING });
    expect(created.status).toBe(201);
    const surv = OFFRES_ABONNEMENT.find((o) => o.code === 'SURV')!;
    expect(created.body).toMatchObject({
      id_compte_client: alice.member,
      code_offre: 'SURV',
      statut: 'EN_COURS',
      date_debut: today,
      date_fin: null,
      prix_mensuel_ht: surv.prix_mensuel_ht,
      complement_adresse_facturation: null,
      pays_facturation: 'France',
      fin_periode: periodEnd(today, today),
    });
    const { uuid } = created.body;
    expect(await account(alice.token, alice.member)).toMatchObject({ offres_de_service: 'SURV', type_compte: 'ABONNE' });

    const twice = await call(alice.token, 'POST', '/commandes/abonnements', { id_compte_client: alice.member, code_offre: 'SURV', ...BILLING });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Votre compte client est déjà abonné à l'offre Surveillance.");

    const ended = await call<Abonnement>(alice.token, 'POST', `/commandes/abonnements/${uuid}/resiliation`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ statut: 'RESILIATION_DEMANDEE', date_fin: periodEnd(today, today), fin_periode: periodEnd(today, today) });
    expect(ended.body.resiliation_demandee_le).toEqual(expect.any(String));
    // Asking again changes nothing; the services stay open until the end date.
    expect((await call<Abonnement>(alice.token, 'POST', `/commandes/abonnements/${uuid}/resiliation`)).body.date_fin).toBe(ended.body.date_fin);
    expect((await account(alice.token, alice.member)).offres_de_service).toBe('SURV');
    const again = await call(alice.token, 'POST', '/commandes/abonnements', { id_compte_client: alice.member, code_offre: 'SURV', ...BILLING });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('reprenez-le');

    const resumed = await call<Abonnement>(alice.token, 'POST', `/commandes/abonnements/${uuid}/reprise`);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ uuid, statut: 'EN_COURS', date_fin: null, resiliation_demandee_le: null });
    expect((await call(alice.token, 'POST', `/commandes/abonnements/${uuid}/reprise`)).status).toBe(200);
    expect((await account(alice.token, alice.member)).offres_de_service).toBe('SURV');
  });

  it('takes the offer away once the end date has passed, and subscribes again when an ended one is resumed', async () => {
    const [{ uuid }] = (await call<Abonnement[]>(alice.token, 'GET', `/commandes/abonnements?id_compte_client=${alice.member}`)).body as [Abonnement];
    await call(alice.token, 'POST', `/commandes/abonnements/${uuid}/resiliation`);
    // Its last day has come and gone.
    await s.identity.db.query('update abonnement set date_debut = $2::date - 40, date_fin = $2::date - 1 where uuid = $1', [uuid, today]);
    expect(await settleEndedSubscriptions(s.identity.db, today)).toBe(1);
    expect(await settleEndedSubscriptions(s.identity.db, today)).toBe(0);
    expect(await account(alice.token, alice.member)).toMatchObject({ offres_de_service: '', type_compte: 'MEMBRE' });
    expect((await call(alice.token, 'GET', `/abonnements/${alice.member}`)).body).toEqual([]);
    expect((await call<Abonnement>(alice.token, 'GET', `/commandes/abonnements/${uuid}`)).body).toMatchObject({ statut: 'TERMINE', fin_periode: null });
    const late = await call(alice.token, 'POST', `/commandes/abonnements/${uuid}/resiliation`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`Cet abonnement a pris fin le ${shiftDays(today, -1).split('-').reverse().join('/')}.`);

    const resumed = await call<Abonnement>(alice.token, 'POST', `/commandes/abonnements/${uuid}/reprise`);
    expect(resumed.status).toBe(201);
    expect(resumed.body).toMatchObject({ code_offre: 'SURV', statut: 'EN_COURS', date_debut: today, contact_nom: 'Martin', id_compte_client: alice.member });
    expect(resumed.body.uuid).not.toBe(uuid);
    expect(await account(alice.token, alice.member)).toMatchObject({ offres_de_service: 'SURV', type_compte: 'ABONNE' });
    const twice = await call(alice.token, 'POST', `/commandes/abonnements/${uuid}/reprise`);
    expect(twice.status).toBe(409);
    const history = (await call<Abonnement[]>(alice.token, 'GET', `/commandes/abonnements?id_compte_client=${alice.member}`)).body;
    expect(history.map((a) => [a.uuid, a.statut])).toEqual([
      [resumed.body.uuid, 'EN_COURS'],
      [uuid, 'TERMINE'],
    ]);
  });

  it('changes offer: the replaced subscription ends with its period, other offers stay', async () => {
    const res = await call<Abonnement>(alice.token, 'POST', '/commandes/abonnements', { id_compte_client: alice.subscriber, code_offre: 'KBIS', remplace: alice.survUuid, ...BILLING });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code_offre: 'KBIS', libelle_offre: 'Kbis illimités', statut: 'EN_COURS' });
    const replaced = (await call<Abonnement>(alice.token, 'GET', `/commandes/abonnements/${alice.survUuid}`)).body;
    expect(replaced).toMatchObject({ statut: 'RESILIATION_DEMANDEE', date_fin: periodEnd('2024-01-01', today) });
    expect((await account(alice.token, alice.subscriber)).offres_de_service).toBe('WS,14,SURV,KBIS');

    await s.identity.db.query('update abonnement set date_fin = $2::date - 1 where uuid = $1', [alice.survUuid, today]);
    await settleEndedSubscriptions(s.identity.db, today);
    expect(await account(alice.token, alice.subscriber)).toMatchObject({ offres_de_service: 'WS,14,KBIS', type_compte: 'ABONNE' });
  });

  it('leaves the labels version alone, so a labels form open during a subscription change saves; a stale one is refused with the current values', async () => {
    const { version } = await account(alice.token, alice.member);
    const edit = { id: alice.member, version, libelle_courrier: 'MARTIN IMMO', libelle_facturation: 'MARTIN IMMO COMPTA' };
    const [{ uuid }] = (await call<Abonnement[]>(alice.token, 'GET', `/commandes/abonnements?id_compte_client=${alice.member}`)).body as [Abonnement];
    await call(alice.token, 'POST', `/commandes/abonnements/${uuid}/resiliation`);
    await call(alice.token, 'POST', `/commandes/abonnements/${uuid}/reprise`);
    const saved = await call(alice.token, 'PUT', '/compte-client', edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: version + 1, libelle_facturation: 'MARTIN IMMO COMPTA' });

    const stale = await call(alice.token, 'PUT', '/compte-client', { ...edit, libelle_facturation: 'AUTRE LIBELLE' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: expect.stringContaining('modifié entre-temps'), compte_client: { version: version + 1, libelle_facturation: 'MARTIN IMMO COMPTA' } });
    // Applying the change again on the current version is the person's choice, and it saves.
    const reapplied = await call(alice.token, 'PUT', '/compte-client', { ...edit, version: stale.body.compte_client.version, libelle_facturation: 'AUTRE LIBELLE' });
    expect(reapplied.status).toBe(200);
    expect(reapplied.body).toMatchObject({ version: version + 2, libelle_facturation: 'AUTRE LIBELLE' });
  });

  it('subscribes the selected account when no account is named', async () => {
    expect((await call(bruno.token, 'POST', '/commandes/abonnements', { code_offre: 'SURV', ...BILLING })).status).toBe(201);
    expect((await account(bruno.token, bruno.account)).offres_de_service).toBe('KBIS,SURV');
    const unknown = await call(alice.token, 'POST', '/commandes/abonnements', { id_compte_client: alice.member, code_offre: 'KBIS', remplace: '0b6f4a3e-6f7e-4b8a-9c1d-2e3f4a5b6c7d', ...BILLING });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Abonnement introuvable.');
    const badUuid = await call(bruno.token, 'GET', '/commandes/abonnements/pas-un-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.body.message).toBe("Le paramètre uuid doit être l'identifiant UUID d'un abonnement.");
  });

  it('keeps the subscription of an account not entitled to deferred payment awaiting payment, with no service; asking its end gives it up at once', async () => {
    const db = s.identity.db;
    const sub = (await db.query<{ sujet: string }>('select sujet from compte_client_utilisateur where compte_client_id = $1', [bruno.account]))[0]!.sujet;
    const cash = await createAccount(db, sub, { type_profil: 'PROFESSIONNEL', denomination_sociale: 'PETIT COMPTANT', siren: null });
    const created = await call<Abonnement>(bruno.token, 'POST', '/commandes/abonnements', { id_compte_client: cash.id, code_offre: 'SURV', ...BILLING });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', fin_periode: null, a_payer: { facture: null, montant_ttc: 3480, paiement_en_cours: false } });
    expect(await account(bruno.token, cash.id)).toMatchObject({ offres_de_service: '', type_compte: 'MEMBRE' });
    expect((await call(bruno.token, 'GET', `/abonnements/${cash.id}?date=${today}`)).body).toEqual([]);

    const given = await call<Abonnement>(bruno.token, 'POST', `/commandes/abonnements/${created.body.uuid}/resiliation`);
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ statut: 'TERMINE', date_fin: today, a_payer: null });
    // Subscribing again is open; resuming the one given up makes it await payment again.
    const resumed = await call<Abonnement>(bruno.token, 'POST', `/commandes/abonnements/${created.body.uuid}/reprise`);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ uuid: created.body.uuid, statut: 'EN_ATTENTE_PAIEMENT', date_fin: null });
    expect(await account(bruno.token, cash.id)).toMatchObject({ offres_de_service: '' });
  });
});
