jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The person's own account: correction of their details, the copy of their data, and the deletion
// of the account, on the whole API.
import { randomUUID } from 'node:crypto';
import { CommandeSchema, PaiementSessionSchema } from '@portail/shared/api';
import { personalDataFilename } from '@portail/shared/auth/profile';
import { testBackends } from '../../testing/databases';
import { cardOutcome, startCommerce, withKey, type CommerceServer, type Customer } from '../../testing/commerce';
import { GENEROUS_LIMITS, addUser, refreshForm, signIn, startTestServer, tokenRequest, type TestServer } from '../identity/testing';
import { createAccount } from '../accounts/accounts';
import { ERASED_MAILBOX, ERASED_SUBJECT } from './erasure';
import { EXPORTED_TABLES, PERSON_COLUMNS } from './personalData';
import { usersRoutes } from './routes';

const PASSWORD = 'Un-mot-de-passe-solide-2025';

/** The identity provider of a commerce server, as the sign-in helpers take it. */
const providerOf = (s: CommerceServer) =>
  ({ origin: s.origin, issuer: s.identity.config.issuer, redirectUri: `${s.origin}/auth/callback`, clientId: s.identity.config.clientId }) as TestServer;

/** Tables of the current schema with one of these columns. */
async function tablesWith(s: CommerceServer, columns: readonly string[]): Promise<Array<{ table: string; column: string }>> {
  return s.db.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = current_schema() and column_name = any($1::text[]) order by 1, 2`,
    [columns],
  );
}

describe.each(testBackends())('the person’s own account on %s', (kind) => {
  let s: CommerceServer;
  let alice: Customer & { particulier: number; refreshToken: string };
  let bruno: Customer;
  let danone: number;

  const placeOrder = async (token: string) => {
    await s.call(token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone });
    const o = CommandeSchema.parse((await s.call(token, 'POST', '/commandes', { libelle_facturation: 'DURAND CONSEIL', moyen_paiement: 'CARTE_BANCAIRE' }, withKey(randomUUID()))).body);
    const p = PaiementSessionSchema.parse((await s.call(token, 'POST', '/paiements/sessions', { reference_commande: o.reference })).body);
    await s.notify(cardOutcome(p, 'ACCEPTE'));
    return o.reference;
  };
  const orderOf = async (reference: string) =>
    (await s.db.query<{ sujet: string; courriel: string; statut: string; facture: number | null }>(
      'select c.sujet, c.courriel, c.statut, (select count(*)::int from facture f where f.commande_id = c.id) as facture from commande c where c.reference = $1',
      [reference],
    ))[0]!;

  const refs = { alice: '', bruno: '' };

  beforeAll(async () => {
    s = await startCommerce(kind);
    [{ id: danone }] = (await s.db.query<{ id: number }>(`select id from entreprise where siren = '552032534'`)) as [{ id: number }];
    const email = `alice.${randomUUID()}@exemple.fr`;
    const sub = await addUser(s.identity, { email, password: PASSWORD, firstName: 'Alice', lastName: 'Durand' });
    const pro = await createAccount(s.db, sub, { type_profil: 'PROFESSIONNEL', denomination_sociale: 'DURAND CONSEIL', siren: null, libelle_facturation: 'DURAND CONSEIL' });
    const particulier = await createAccount(s.db, sub, { type_profil: 'PARTICULIER', denomination_sociale: null, siren: null, libelle_courrier: 'DURAND ALICE', libelle_facturation: 'DURAND ALICE' });
    await s.db.query(
      `insert into abonnement (compte_client_id, code_offre, date_debut, contact_nom, contact_prenom, libelle_facturation, numero_voie_facturation, code_postal_facturation, ville_facturation, pays_facturation)
       values ($1, 'SURV', '2024-01-01', 'DURAND-MARTIN', 'alice', 'DURAND CONSEIL', '1 rue Haute', '44000', 'Nantes', 'France'),
              ($2, 'SURV', '2024-01-01', 'Durand', 'Alice', 'DURAND ALICE', '2 rue Basse', '44000', 'Nantes', 'France')`,
      [pro.id, particulier.id],
    );
    const { tokens } = await signIn(providerOf(s), email, PASSWORD);
    alice = { sub, email, token: String(tokens.access_token), accountId: pro.id, particulier: particulier.id, refreshToken: String(tokens.refresh_token) };

    // Bruno is Alice's colleague on the company's account, and orders for it too.
    bruno = await s.customer('Bruno');
    await s.db.query('insert into compte_client_utilisateur (compte_client_id, sujet) values ($1, $2)', [alice.accountId, bruno.sub]);
    expect((await s.call(bruno.token, 'POST', `/compte-client/${alice.accountId}/selectionner`)).status).toBe(204);
    refs.alice = await placeOrder(alice.token);
    refs.bruno = await placeOrder(bruno.token);
    await s.db.query(`insert into groupe_favori (compte_client_id, libelle) values ($1, 'Clients')`, [alice.accountId]);
    await s.db.query(`insert into surveillance (compte_client_id, entreprise_id, domaines, cree_par) values ($1, $2, '{RCS_BILAN_ACTES}', $3)`, [alice.accountId, danone, bruno.sub]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('edits the names and contact details, which GET user gives back afterwards', async () => {
    const body = {
      firstName: ' Alice ',
      lastName: 'Durand-Martin',
      attributes: { address: '12 rue de la Paix', additionalAddress: '', zipCode: '75002', city: 'Paris', country: 'France', mobilePhone: '0612345678', phone: '+32 2 123 45 67' },
    };
    const put = await s.call(alice.token, 'PUT', '/user', body);
    expect(put.status).toBe(200);
    const expected = {
      sub: alice.sub,
      email: alice.email,
      firstName: 'Alice',
      lastName: 'Durand-Martin',
      prenom: 'Alice',
      nom: 'Durand-Martin',
      attributes: { address: ['12 rue de la Paix'], zipCode: ['75002'], city: ['Paris'], country: ['France'], mobilePhone: ['06 12 34 56 78'], phone: ['+3221234567'] },
    };
    expect(put.body).toEqual(expected);
    expect((await s.call(alice.token, 'GET', '/user')).body).toEqual(expected);
    // An attribute left out is erased.
    const { attributes: { phone: _phone, ...rest } } = body;
    await s.call(alice.token, 'PUT', '/user', { ...body, attributes: rest });
    expect((await s.call(alice.token, 'GET', '/user')).body.attributes.phone).toBeUndefined();
  });

  it('refuses invalid details field by field, and changes nothing', async () => {
    const res = await s.call(alice.token, 'PUT', '/user', {
      firstName: '',
      lastName: 'X'.repeat(71),
      attributes: { address: 'A'.repeat(39), additionalAddress: 'Bât. <B>', zipCode: '7500', city: 'V'.repeat(33), country: 'France', mobilePhone: '01 23 45 67 89', phone: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Le formulaire contient des erreurs.',
      errors: {
        firstName: 'Veuillez saisir votre prénom.',
        lastName: 'Limité à 70 caractères.',
        address: 'Limité à 38 caractères.',
        additionalAddress: 'Les caractères spéciaux ne sont pas autorisés',
        zipCode: 'Le code postal doit comporter 5 chiffres.',
        city: 'Limité à 32 caractères.',
        mobilePhone: expect.stringMatching(/^Saisissez un numéro de mobile/),
        phone: expect.stringMatching(/^Saisissez un numéro français/),
      },
    });
    expect((await s.call(alice.token, 'PUT', '/user', { firstName: 'Alice', lastName: 'Durand', attributes: { city: 42 } })).body.errors).toEqual({ city: expect.any(String) });
    expect((await s.call(alice.token, 'PUT', '/user', 'null')).status).toBe(400);
    expect((await s.call(alice.token, 'GET', '/user')).body).toMatchObject({ firstName: 'Alice', lastName: 'Durand-Martin' });
    expect((await s.call(null, 'PUT', '/user', { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });

  it('gives a copy of everything held on the person, as a JSON file, and nothing of their colleague', async () => {
    // A request Alice sent through the contact form, with the address of her account.
    await s.db.query(
      `insert into contact_demande (id, reference, nom, email, objet, numero_commande, message, statut, motif_spam, recue_le)
       values (nextval('contact_demande_numero'), 'CT2026-000900', 'Alice Durand-Martin', $1, 'COMMANDE', null, 'Où en est ma commande ?', 'RECUE', null, now())`,
      [alice.email.toUpperCase()],
    );
    const res = await s.call(alice.token, 'GET', '/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${personalDataFilename()}"`);
    const data = res.body;
    expect(data).toMatchObject({
      format: 'portail-donnees-personnelles',
      identite: { sujet: alice.sub, email: alice.email, prenom: 'Alice', nom: 'Durand-Martin' },
      coordonnees: { city: 'Paris', zipCode: '75002' },
    });
    expect(data.comptes_clients.map((c: { id: number }) => c.id)).toEqual([alice.accountId, alice.particulier]);
    expect(data.comptes_clients[0].abonnements[0]).toMatchObject({ contact_nom: 'DURAND-MARTIN', ville_facturation: 'Nantes' });
    expect(data.commandes.map((c: { reference: string }) => c.reference)).toEqual([refs.alice]);
    expect(data.commandes[0].lignes).toHaveLength(1);
    expect(data.factures).toHaveLength(1);
    expect(data.paiements).toHaveLength(1);
    expect(data.encaissements).toHaveLength(1);
    expect(data.paniers.length).toBeGreaterThan(0);
    expect(data.groupes_favoris).toEqual([expect.objectContaining({ libelle: 'Clients' })]);
    expect(data.surveillances).toEqual([expect.objectContaining({ creee_par_vous: false, siren: '552032534' })]);
    expect(data.courriels).toEqual([expect.objectContaining({ destinataire: alice.email, objet: `Confirmation de votre commande ${refs.alice}` })]);
    expect(data.sessions.map((x: { type: string }) => x.type)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    expect(data.demandes_de_contact).toEqual([expect.objectContaining({ reference: 'CT2026-000900', sujet: 'COMMANDE', message: 'Où en est ma commande ?' })]);
    for (const key of ['comptes_clients', 'commandes', 'documents', 'kbis_periodiques', 'factures', 'paiements', 'encaissements', 'portefeuilles', 'paniers', 'surveillances', 'revelations', 'groupes_favoris', 'resumes_revelations', 'signatures', 'courriels', 'demandes_de_contact', 'liens_envoyes', 'sessions']) {
      expect([key, Array.isArray(data[key])]).toEqual([key, true]);
    }
    // Nothing of Bruno, no password hash, no token.
    const text = new TextDecoder().decode(res.bytes);
    for (const secret of [bruno.sub, bruno.email, refs.bruno, 'scrypt$', alice.refreshToken, 'password']) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    // Bruno's own copy has his order and not Alice's.
    const his = (await s.call(bruno.token, 'GET', '/user/export')).body;
    expect(his.commandes.map((c: { reference: string }) => c.reference)).toEqual([refs.bruno]);
    expect(JSON.stringify(his)).not.toContain(alice.email);
    expect((await s.call(null, 'GET', '/user/export')).status).toBe(401);
  });

  it('exports every table that names a person, and every table of the customer accounts', async () => {
    const named = await tablesWith(s, PERSON_COLUMNS);
    expect(named.length).toBeGreaterThan(5);
    // oidc_payload names the person inside its payload (accountId).
    const missing = [...named.map((n) => `${n.table}.${n.column}`), 'oidc_payload.payload'].filter((n) => !EXPORTED_TABLES.includes(n.split('.')[0]!));
    expect(missing).toEqual([]);
    const ofAccounts = (await tablesWith(s, ['compte_client_id'])).map((t) => t.table).filter((t) => !EXPORTED_TABLES.includes(t));
    expect(ofAccounts).toEqual([]);
  });

  it('deletes the account only with the password', async () => {
    expect((await s.call(alice.token, 'DELETE', '/user', {})).body).toMatchObject({ errors: { mot_de_passe: 'Veuillez saisir votre mot de passe.' } });
    const wrong = await s.call(alice.token, 'DELETE', '/user', { mot_de_passe: 'pas le bon mot de passe' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Le mot de passe est incorrect.' });
    expect((await s.call(alice.token, 'GET', '/user')).status).toBe(200);
  });

  it('erases the person, ends their sign-ins, and keeps their orders without them', async () => {
    const res = await s.call(alice.token, 'DELETE', '/user', { mot_de_passe: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Votre compte a été supprimé.', comptes_clients_quittes: 2, conservation_commandes_annees: 10 });

    // Signed out everywhere: the access token, the refresh token and the password no longer work.
    expect((await s.call(alice.token, 'GET', '/user')).status).toBe(401);
    expect((await tokenRequest(providerOf(s), refreshForm(providerOf(s), alice.refreshToken), { basic: false })).body.error).toBe('invalid_grant');
    await expect(signIn(providerOf(s), alice.email, PASSWORD)).rejects.toThrow('sign-in failed: 401');

    // The identity row is a placeholder.
    const [user] = await s.db.query<Record<string, unknown>>('select email, first_name, last_name, attributes, password_hash from identity_user where id = $1', [alice.sub]);
    expect(user).toMatchObject({ first_name: 'Utilisateur', last_name: 'supprimé', attributes: {}, password_hash: 'compte-supprime' });
    expect(String(user!.email)).toMatch(/^supprime-[0-9a-f-]{36}@compte-supprime\.invalid$/);

    // Orders and invoices kept, no longer linked to her; Bruno's untouched.
    expect(await orderOf(refs.alice)).toEqual({ sujet: ERASED_SUBJECT, courriel: ERASED_MAILBOX, statut: expect.any(String), facture: 1 });
    expect(await orderOf(refs.bruno)).toMatchObject({ sujet: bruno.sub, courriel: bruno.email });
    const [{ n: paid }] = (await s.db.query<{ n: number }>('select count(*)::int as n from paiement where sujet = $1', [ERASED_SUBJECT])) as [{ n: number }];
    expect(paid).toBe(1);

    // The company's account goes on with Bruno; her private account, left alone, loses her name.
    const members = await s.db.query<{ compte_client_id: number; sujet: string }>('select compte_client_id, sujet from compte_client_utilisateur where compte_client_id = any($1::int[]) order by 1', [[alice.accountId, alice.particulier]]);
    expect(members).toEqual([{ compte_client_id: alice.accountId, sujet: bruno.sub }]);
    const accounts = await s.db.query<Record<string, unknown>>('select id, libelle_courrier, libelle_facturation, suppression_demandee_le from compte_client where id = any($1::int[]) order by id', [[alice.accountId, alice.particulier]]);
    expect(accounts[0]).toMatchObject({ libelle_facturation: 'DURAND CONSEIL', suppression_demandee_le: null });
    expect(accounts[1]).toMatchObject({ libelle_courrier: null, libelle_facturation: null });
    expect(accounts[1]!.suppression_demandee_le).not.toBeNull();
    const contacts = await s.db.query<Record<string, unknown>>('select contact_nom, contact_prenom, numero_voie_facturation from abonnement where compte_client_id = any($1::int[]) order by compte_client_id', [[alice.accountId, alice.particulier]]);
    expect(contacts).toEqual([
      { contact_nom: null, contact_prenom: null, numero_voie_facturation: '1 rue Haute' },
      { contact_nom: null, contact_prenom: null, numero_voie_facturation: null },
    ]);
    expect((await s.call(bruno.token, 'GET', '/compte-client')).body.map((a: { id: number }) => a.id)).toContain(alice.accountId);

    // No column that names a person holds her subject or address any more (the kept row's id aside).
    for (const { table, column } of await tablesWith(s, PERSON_COLUMNS)) {
      const [{ n }] = (await s.db.query<{ n: number }>(`select count(*)::int as n from ${table} where lower(${column}::text) = any($1::text[])`, [[alice.sub, alice.email.toLowerCase()]])) as [{ n: number }];
      expect([table, column, n]).toEqual([table, column, 0]);
    }
    const [{ n: artefacts }] = (await s.db.query<{ n: number }>(`select count(*)::int as n from oidc_payload where payload::text like '%' || $1 || '%'`, [alice.sub])) as [{ n: number }];
    expect(artefacts).toBe(0);
  });
});

describe.each(testBackends())('deletion attempts on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind, {
      config: { limits: { ...GENEROUS_LIMITS, perAccountAndAddress: { max: 2, windowSeconds: 900 } } },
      register: async (app, identity) => {
        await app.register(usersRoutes, { prefix: '/api', identity });
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('are limited like sign-in attempts: wrong passwords lead to a wait', async () => {
    await addUser(s.identity, { email: 'claire@exemple.fr', password: PASSWORD });
    const token = String((await signIn(s, 'claire@exemple.fr', PASSWORD)).tokens.access_token);
    const attempt = (password: string) =>
      fetch(`${s.origin}/api/user`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ mot_de_passe: password }) });
    expect((await attempt('mauvais-1')).status).toBe(400);
    expect((await attempt('mauvais-2')).status).toBe(400);
    const blocked = await attempt(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/^Trop de tentatives/);
    // Nothing was erased.
    expect((await fetch(`${s.origin}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
