import { FormaliteDetailSchema, FormalitePageSchema } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { addUser, signIn, startTestServer, type TestServer } from '../identity/testing';
import { createAccount } from '../accounts/accounts';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo';
import { addFormality, type NewFormality } from './formalities';
import { usersRoutes } from './routes';

jest.setTimeout(60_000);

const PASSWORD = 'Un-mot-de-passe-solide';

const PARIS = { code_greffe: '7501', greffe: 'Greffe du tribunal de commerce de Paris' };

function formality(objet: string, over: Partial<NewFormality> = {}): NewFormality {
  return {
    type: 'MODIFICATION',
    objet,
    siren: '123456789',
    denomination: 'MARTIN SAS',
    ...PARIS,
    etapes: [
      { statut: 'EN_PREPARATION', le: '2026-10-01T08:00:00Z' },
      { statut: 'TRANSMISE', le: '2026-10-02T09:00:00Z', commentaire: 'Dossier reçu par le greffe.' },
    ],
    ...over,
  };
}

describe.each(testBackends())('formalities on %s', (kind) => {
  let s: TestServer;
  let alice: { token: string; accounts: [number, number]; refs: string[] };
  let bruno: { token: string; ref: string };

  const call = async <T = any>(token: string | null, path: string): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${s.origin}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    s = await startTestServer(kind, {
      register: async (app, identity) => {
        await app.register(usersRoutes, { prefix: '/api', identity });
      },
    });
    const db = s.identity.db;
    const aliceSub = await addUser(s.identity, { email: 'alice@exemple.fr', password: PASSWORD });
    const a1 = await createAccount(db, aliceSub, { type_profil: 'PROFESSIONNEL', denomination_sociale: 'MARTIN SAS', siren: '123456789' });
    const a2 = await createAccount(db, aliceSub, { type_profil: 'PROFESSIONNEL', denomination_sociale: 'MARTIN IMMO', siren: null });
    const refs = [
      await addFormality(db, a1.id, formality('Transfert du siège social')),
      await addFormality(db, a1.id, {
        ...formality('Nomination d’un cogérant'),
        motif: 'Le procès-verbal n’est pas signé.',
        etapes: [
          { statut: 'TRANSMISE', le: '2026-11-02T09:00:00Z' },
          { statut: 'A_REGULARISER', le: '2026-11-05T10:30:00Z', commentaire: 'Pièce manquante.' },
        ],
      }),
      await addFormality(db, a2.id, formality('Immatriculation', { type: 'CREATION', siren: null, denomination: 'MARTIN IMMO' })),
    ];
    alice = { token: String((await signIn(s, 'alice@exemple.fr', PASSWORD)).tokens.access_token), accounts: [a1.id, a2.id], refs };
    const brunoSub = await addUser(s.identity, { email: 'bruno@exemple.fr', password: PASSWORD });
    const b = await createAccount(db, brunoSub, { type_profil: 'PROFESSIONNEL', denomination_sociale: 'PETIT SARL', siren: null });
    const ref = await addFormality(db, b.id, formality('Cessation', { type: 'CESSATION', denomination: 'PETIT SARL', siren: null }));
    bruno = { token: String((await signIn(s, 'bruno@exemple.fr', PASSWORD)).tokens.access_token), ref };
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lists the selected account's formalities, the latest change first, or a named account's", async () => {
    const res = await call(alice.token, '/formalites');
    expect(res.status).toBe(200);
    const page = FormalitePageSchema.parse(res.body);
    expect(page.total).toBe(2);
    expect(page.items.map((f) => [f.reference, f.statut])).toEqual([
      [alice.refs[1], 'A_REGULARISER'],
      [alice.refs[0], 'TRANSMISE'],
    ]);
    expect(page.items[1]).toMatchObject({
      type: 'MODIFICATION',
      objet: 'Transfert du siège social',
      entreprise: { siren: '123456789', denomination: 'MARTIN SAS' },
      greffe: { code: '7501', libelle: 'Greffe du tribunal de commerce de Paris' },
      cree_le: '2026-10-01T08:00:00.000Z',
      transmise_le: '2026-10-02T09:00:00.000Z',
      mise_a_jour_le: '2026-10-02T09:00:00.000Z',
    });
    expect(alice.refs[0]).toMatch(/^FOR\d{8}$/);
    const second = FormalitePageSchema.parse((await call(alice.token, `/formalites?id_compte_client=${alice.accounts[1]}`)).body);
    expect(second.items.map((f) => f.reference)).toEqual([alice.refs[2]]);
    const filtered = FormalitePageSchema.parse((await call(alice.token, '/formalites?statut=A_REGULARISER&limit=1')).body);
    expect(filtered).toMatchObject({ total: 1, limit: 1, offset: 0 });
  });

  it('gives one formality with its steps, oldest first', async () => {
    const res = await call(alice.token, `/formalites/${alice.refs[1]}`);
    expect(res.status).toBe(200);
    const detail = FormaliteDetailSchema.parse(res.body);
    expect(detail).toMatchObject({ statut: 'A_REGULARISER', motif: 'Le procès-verbal n’est pas signé.' });
    expect(detail.historique).toEqual([
      { statut: 'TRANSMISE', le: '2026-11-02T09:00:00.000Z', commentaire: null },
      { statut: 'A_REGULARISER', le: '2026-11-05T10:30:00.000Z', commentaire: 'Pièce manquante.' },
    ]);
  });

  it("treats another person's account or formality as not found, and checks its parameters", async () => {
    for (const path of [`/formalites?id_compte_client=${alice.accounts[0]}`, `/formalites/${alice.refs[0]}`, '/formalites/FOR99999999']) {
      const res = await call(bruno.token, path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body.message).toMatch(/introuvable/);
    }
    expect((await call(alice.token, `/formalites/${bruno.ref}`)).status).toBe(404);
    expect(FormalitePageSchema.parse((await call(bruno.token, '/formalites')).body).items.map((f) => f.reference)).toEqual([bruno.ref]);
    expect((await call(null, '/formalites')).status).toBe(401);
    const badStatus = await call(alice.token, '/formalites?statut=PERDUE');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toContain('Le paramètre statut doit valoir EN_PREPARATION');
    expect((await call(alice.token, '/formalites/FOR%3Bdrop')).status).toBe(400);
  });

  it('seeds a few formalities for the demo customers', async () => {
    await seedDemoCustomers(s.identity);
    const demo = DEMO_CUSTOMERS[0]!;
    const token = String((await signIn(s, demo.email, demo.password)).tokens.access_token);
    const page = FormalitePageSchema.parse((await call(token, '/formalites')).body);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(new Set(page.items.map((f) => f.statut)).size).toBeGreaterThanOrEqual(3);
    expect(page.items.every((f) => f.entreprise.denomination === 'DURAND CONSEIL')).toBe(true);
    // The demo subscriptions and offers agree.
    const [account] = (await (await fetch(`${s.origin}/api/compte-client`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; offres_de_service: string }>;
    const inForce = (await call<Array<{ code_offre: string }>>(token, `/abonnements/${account!.id}`)).body.map((a) => a.code_offre).sort();
    expect(account!.offres_de_service.split(',').sort()).toEqual(inForce);
  });
});
