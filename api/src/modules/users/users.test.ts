import { IDEMPOTENCY_MISMATCH } from '../../http/idempotency';
import { testBackends } from '../../testing/databases';
import { addTestSubscription } from '../../testing/subscriptions';
import { addUser, signIn, startTestServer, type TestServer } from '../identity/testing';
import { MAX_ACCOUNTS_PER_PERSON, createAccount } from '../accounts/accounts';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo';
import { usersRoutes } from './routes';

jest.setTimeout(60_000);

const PASSWORD = 'Un-mot-de-passe-solide';

describe.each(testBackends())('user service on %s', (kind) => {
  let s: TestServer;
  let alice: { sub: string; token: string; accountIds: number[] };
  let bruno: { sub: string; token: string };

  const call = (token: string | null, method: string, path: string, body?: unknown) =>
    fetch(`${s.origin}/api${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    s = await startTestServer(kind, { register: async (app, identity) => {
        await app.register(usersRoutes, { prefix: '/api', identity });
      },
    });
    const aliceSub = await addUser(s.identity, { email: 'alice@exemple.fr', password: PASSWORD, firstName: 'Alice', lastName: 'Martin' });
    await s.identity.db.query(`update identity_user set attributes = '{"city":"Nantes","zipCode":"44000"}' where id = $1`, [aliceSub]);
    const a1 = await createAccount(s.identity.db, aliceSub, {
      type_compte: 'ABONNE',
      type_profil: 'PROFESSIONNEL',
      denomination_sociale: 'MARTIN SAS',
      siren: '123456789',
      offres_de_service: 'WS,14',
      habilitations: 'COMMANDE,FACTURES',
      roles: { registre: 'ADMINISTRATEUR' },
    });
    await addTestSubscription(s.identity.db, a1.id, 'SURV', '2024-01-01');
    const a2 = await createAccount(s.identity.db, aliceSub, { type_profil: 'PARTICULIER', denomination_sociale: null, siren: null });
    alice = { sub: aliceSub, token: String((await signIn(s, 'alice@exemple.fr', PASSWORD)).tokens.access_token), accountIds: [a1.id, a2.id] };
    const brunoSub = await addUser(s.identity, { email: 'bruno@exemple.fr', password: PASSWORD, firstName: 'Bruno', lastName: 'Petit' });
    bruno = { sub: brunoSub, token: String((await signIn(s, 'bruno@exemple.fr', PASSWORD)).tokens.access_token) };
  });
  afterAll(async () => {
    await s?.close();
  });

  it('requires a valid bearer token', async () => {
    expect((await call(null, 'GET', '/user')).status).toBe(401);
    const forged = `${alice.token.slice(0, -4)}AAAA`;
    const res = await call(forged, 'GET', '/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('gives the user info with the contact attributes as one-item lists', async () => {
    const res = await call(alice.token, 'GET', '/user');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: alice.sub,
      email: 'alice@exemple.fr',
      firstName: 'Alice',
      lastName: 'Martin',
      prenom: 'Alice',
      nom: 'Martin',
      attributes: { city: ['Nantes'], zipCode: ['44000'] },
    });
  });

  it('lists only the caller’s accounts, with role_{product} and comma strings', async () => {
    const mine = (await (await call(alice.token, 'GET', '/compte-client')).json()) as Array<Record<string, unknown>>;
    expect(mine.map((a) => a.id)).toEqual(alice.accountIds);
    expect(mine[0]).toMatchObject({
      type_compte: 'ABONNE',
      type_profil: 'PROFESSIONNEL',
      position: 'OUVERT',
      siren: '123456789',
      denomination_sociale: 'MARTIN SAS',
      offres_de_service: 'WS,14',
      habilitations: 'COMMANDE,FACTURES',
      role_registre: 'ADMINISTRATEUR',
      selectionne: true,
      version: 1,
    });
    expect(mine[1]).toMatchObject({ selectionne: false, type_compte: 'MEMBRE' });
    expect(await (await call(bruno.token, 'GET', '/compte-client')).json()).toEqual([]);
  });

  it('selects an account: only it is selected afterwards', async () => {
    const [first, second] = alice.accountIds as [number, number];
    expect((await call(alice.token, 'POST', `/compte-client/${second}/selectionner`)).status).toBe(204);
    expect(await (await call(alice.token, 'GET', '/compte-client/selectionne')).json()).toMatchObject({ id: second, selectionne: true });
    const all = (await (await call(alice.token, 'GET', '/compte-client')).json()) as Array<{ id: number; selectionne: boolean }>;
    expect(all.filter((a) => a.selectionne).map((a) => a.id)).toEqual([second]);
    expect((await call(alice.token, 'POST', `/compte-client/${first}/selectionner`)).status).toBe(204);
    expect((await call(bruno.token, 'GET', '/compte-client/selectionne')).status).toBe(404);
  });

  it('updates the labels optimistically on version', async () => {
    const id = alice.accountIds[0]!;
    const ok = await call(alice.token, 'PUT', '/compte-client', { id, version: 1, libelle_courrier: 'MARTIN SAS', libelle_facturation: 'MARTIN SAS COMPTA' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id, version: 2, libelle_courrier: 'MARTIN SAS', libelle_facturation: 'MARTIN SAS COMPTA' });
    const stale = await call(alice.token, 'PUT', '/compte-client', { id, version: 1, libelle_courrier: 'AUTRE', libelle_facturation: null });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ compte_client: { version: 2, libelle_courrier: 'MARTIN SAS' } });
    const tooLong = await call(alice.token, 'PUT', '/compte-client', { id, version: 2, libelle_courrier: 'X'.repeat(39), libelle_facturation: 'A<B' });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      errors: { libelle_courrier: 'Limité à 38 caractères.', libelle_facturation: 'Les caractères spéciaux ne sont pas autorisés' },
    });
  });

  it('checks the labels as the forms do: spaces collapsed before the length is counted', async () => {
    const id = alice.accountIds[0]!;
    const current = (await (await call(alice.token, 'GET', '/compte-client')).json()) as Array<{ id: number; version: number }>;
    const version = current.find((a) => a.id === id)!.version;
    const padded = await call(alice.token, 'PUT', '/compte-client', { id, version, libelle_courrier: ` ${'M'.repeat(37)}  `, libelle_facturation: 'MARTIN   SAS' });
    expect(padded.status).toBe(200);
    expect(await padded.json()).toMatchObject({ libelle_courrier: 'M'.repeat(37), libelle_facturation: 'MARTIN SAS' });
    await call(alice.token, 'PUT', '/compte-client', { id, version: version + 1, libelle_courrier: 'MARTIN SAS', libelle_facturation: 'MARTIN SAS COMPTA' });
  });

  it('answers a body that is not a form with the schema’s French message, never a 500', async () => {
    for (const [method, path] of [['PUT', '/compte-client'], ['POST', '/signatures/creation_dossier_client']] as const) {
      const res = await call(bruno.token, method, path, ['texte']);
      expect([res.status, await res.json()]).toEqual([400, expect.objectContaining({ message: 'Le corps de la requête doit être un objet JSON.' })]);
    }
  });

  it('abbreviates the billing city of the first subscription from the complete-account page', async () => {
    const id = alice.accountIds[0]!;
    const current = (await (await call(alice.token, 'GET', '/compte-client')).json()) as Array<{ id: number; version: number }>;
    const version = current.find((a) => a.id === id)!.version;
    const tooLong = await call(alice.token, 'PUT', '/compte-client', { id, version, libelle_courrier: 'MARTIN SAS', libelle_facturation: 'MARTIN SAS', ville_facturation: 'V'.repeat(33) });
    expect(await tooLong.json()).toMatchObject({ errors: { ville_facturation: 'Limité à 32 caractères.' } });
    const ok = await call(alice.token, 'PUT', '/compte-client', { id, version, libelle_courrier: 'MARTIN SAS', libelle_facturation: 'MARTIN SAS COMPTA', ville_facturation: 'Nantes Cedex' });
    expect(ok.status).toBe(200);
    const [subscription] = (await (await call(alice.token, 'GET', `/abonnements/${id}`)).json()) as Array<{ ville_facturation: string }>;
    expect(subscription?.ville_facturation).toBe('Nantes Cedex');
    await s.identity.db.query("update abonnement set ville_facturation = 'Nantes' where compte_client_id = $1", [id]);
  });

  it('gives the subscriptions in force at a date', async () => {
    const id = alice.accountIds[0]!;
    const now = (await (await call(alice.token, 'GET', `/abonnements/${id}?date=2025-06-01`)).json()) as Array<Record<string, unknown>>;
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ code_offre: 'SURV', ville_facturation: 'Nantes', contact_prenom: 'Alice', date_debut: '2024-01-01' });
    expect(await (await call(alice.token, 'GET', `/abonnements/${id}?date=2023-06-01`)).json()).toEqual([]);
    expect((await call(alice.token, 'GET', `/abonnements/${id}?date=hier`)).status).toBe(400);
  });

  it('gives user B a 404 on every account of user A, and changes nothing', async () => {
    const id = alice.accountIds[0]!;
    const responses = await Promise.all([
      call(bruno.token, 'PUT', '/compte-client', { id, version: 2, libelle_courrier: 'PIRATE', libelle_facturation: 'PIRATE' }),
      call(bruno.token, 'POST', `/compte-client/${id}/selectionner`),
      call(bruno.token, 'GET', `/abonnements/${id}?date=2025-06-01`),
      call(bruno.token, 'POST', `/compte-client/${id}/suppression?date=2999-01-01`),
    ]);
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const after = (await (await call(alice.token, 'GET', '/compte-client')).json()) as Array<Record<string, unknown>>;
    expect(after[0]).toMatchObject({ libelle_courrier: 'MARTIN SAS', suppression_demandee_le: null });
    expect((await (await call(bruno.token, 'GET', '/compte-client')).json()) as unknown[]).toEqual([]);
  });

  it('creates the customer account of someone who has none (signature of the customer file)', async () => {
    const invalid = await call(bruno.token, 'POST', '/signatures/creation_dossier_client', { type_profil: 'PROFESSIONNEL', siren: '12', conditions: false });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      errors: {
        denomination_sociale: 'Veuillez saisir la dénomination de votre entreprise.',
        siren: 'Le numéro SIREN comporte 9 chiffres.',
        conditions: "Veuillez accepter les conditions générales d'utilisation et de vente.",
      },
    });
    const res = await call(bruno.token, 'POST', '/signatures/creation_dossier_client', {
      type_profil: 'PROFESSIONNEL',
      denomination_sociale: 'PETIT ET FILS',
      siren: '987 654 321',
      conditions: true,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ type_compte: 'MEMBRE', position: 'OUVERT', denomination_sociale: 'PETIT ET FILS', siren: '987654321', selectionne: true });
    const [row] = await s.identity.db.query<{ n: number }>("select count(*)::int as n from signature where sujet = $1 and type = 'creation_dossier_client'", [bruno.sub]);
    expect(row?.n).toBe(1);
  });

  it('refuses impossible calendar dates with a 400 and a French message', async () => {
    const id = alice.accountIds[0]!;
    for (const [method, path] of [
      ['GET', `/abonnements/${id}?date=2025-02-31`],
      ['GET', `/abonnements/${id}?date=0000-01-01`],
      ['POST', `/compte-client/${id}/suppression?date=2099-02-30`],
      ['DELETE', `/compte-client/${id}/suppression?date=2099-13-01`],
    ] as const) {
      const res = await call(alice.token, method, path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Le paramètre date doit être une date valide au format AAAA-MM-JJ.' });
    }
    expect((await call(alice.token, 'GET', '/abonnements/abc')).status).toBe(400);
  });

  it('creates one customer account per idempotency key, and no more than the cap per person', async () => {
    const sub = await addUser(s.identity, { email: 'claire@exemple.fr', password: PASSWORD, firstName: 'Claire', lastName: 'Roux' });
    const token = String((await signIn(s, 'claire@exemple.fr', PASSWORD)).tokens.access_token);
    const create = (key: string, as = token) =>
      fetch(`${s.origin}/api/signatures/creation_dossier_client`, {
        method: 'POST',
        headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ type_profil: 'PARTICULIER', conditions: true }),
      });
    // A double submit (five at once here) makes one account; each answer names it.
    const answers = await Promise.all(Array.from({ length: 5 }, () => create('cle-double-envoi-1')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    // Another person's request with the same key is theirs alone.
    const other = await create('cle-double-envoi-1', bruno.token);
    expect(other.status).toBe(201);
    expect(((await other.json()) as { id: number }).id).not.toBe([...ids][0]);

    for (let i = 1; i < MAX_ACCOUNTS_PER_PERSON; i += 1) expect((await create(`cle-compte-${i}-claire`)).status).toBe(201);
    const over = await create('cle-compte-en-trop');
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: string }).message).toContain(`${MAX_ACCOUNTS_PER_PERSON} comptes clients`);
    const [row] = await s.identity.db.query<{ n: number }>('select count(*)::int as n from compte_client_utilisateur where sujet = $1', [sub]);
    expect(row!.n).toBe(MAX_ACCOUNTS_PER_PERSON);
    expect((await create('x')).status).toBe(400);
  });

  it('refuses an Idempotency-Key already used for another customer file with 422, and creates nothing', async () => {
    const sub = await addUser(s.identity, { email: 'hugo@exemple.fr', password: PASSWORD, firstName: 'Hugo', lastName: 'Blanc' });
    const token = String((await signIn(s, 'hugo@exemple.fr', PASSWORD)).tokens.access_token);
    const create = (body: Record<string, unknown>) =>
      fetch(`${s.origin}/api/signatures/creation_dossier_client`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'cle-dossier-hugo-1' },
        body: JSON.stringify(body),
      });
    const first = await create({ type_profil: 'PROFESSIONNEL', denomination_sociale: 'BLANC SAS', siren: '123456789', conditions: true });
    expect(first.status).toBe(201);
    // A retry, the SIREN written with spaces: the same request, the same account.
    const retry = await create({ conditions: true, siren: '123 456 789', denomination_sociale: 'BLANC SAS', type_profil: 'PROFESSIONNEL' });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { id: number }).id).toBe(((await first.json()) as { id: number }).id);
    const other = await create({ type_profil: 'PARTICULIER', conditions: true });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ message: IDEMPOTENCY_MISMATCH });
    const [row] = await s.identity.db.query<{ n: number }>('select count(*)::int as n from compte_client_utilisateur where sujet = $1', [sub]);
    expect(row!.n).toBe(1);
  });

  it('records a deletion request at a date', async () => {
    const id = alice.accountIds[1]!;
    expect((await call(alice.token, 'POST', `/compte-client/${id}/suppression?date=2000-01-01`)).status).toBe(400);
    const res = await call(alice.token, 'POST', `/compte-client/${id}/suppression?date=2999-12-31`);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ id, suppression_demandee_le: '2999-12-31' });
  });

  it('changes the password only with the current one', async () => {
    const wrong = await call(bruno.token, 'PUT', '/mot_de_passe', { ancien_mot_de_passe: 'faux', nouveau_mot_de_passe: 'Un-nouveau-mot-de-passe' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Le mot de passe actuel est incorrect.' });
    const short = await call(bruno.token, 'PUT', '/mot_de_passe', { ancien_mot_de_passe: PASSWORD, nouveau_mot_de_passe: 'court' });
    expect(await short.json()).toMatchObject({ message: 'Minimum 12 caractères requis.' });
    const ok = await call(bruno.token, 'PUT', '/mot_de_passe', { ancien_mot_de_passe: PASSWORD, nouveau_mot_de_passe: 'Un-nouveau-mot-de-passe' });
    expect(ok.status).toBe(204);
    const { tokens } = await signIn(s, 'bruno@exemple.fr', 'Un-nouveau-mot-de-passe');
    bruno.token = String(tokens.access_token);
  });

  it('logs out: the token stops working at once', async () => {
    const { tokens } = await signIn(s, 'alice@exemple.fr', PASSWORD);
    const token = String(tokens.access_token);
    expect((await call(token, 'GET', '/user')).status).toBe(200);
    expect((await call(token, 'POST', '/logout')).status).toBe(204);
    expect((await call(token, 'GET', '/user')).status).toBe(401);
    // Another session of the same person is untouched.
    expect((await call(alice.token, 'GET', '/user')).status).toBe(200);
  });

  it('seeds the demo customers once, ready to sign in', async () => {
    await seedDemoCustomers(s.identity);
    await seedDemoCustomers(s.identity);
    const demo = DEMO_CUSTOMERS[0]!;
    const { tokens } = await signIn(s, demo.email, demo.password);
    const accounts = (await (await call(String(tokens.access_token), 'GET', '/compte-client')).json()) as Array<Record<string, unknown>>;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ type_compte: 'ABONNE', position: 'OUVERT', selectionne: true, denomination_sociale: 'DURAND CONSEIL' });
    const [{ n }] = (await s.identity.db.query<{ n: number }>('select count(*)::int as n from identity_user where email = $1', [demo.email])) as [{ n: number }];
    expect(n).toBe(1);
  });
});
