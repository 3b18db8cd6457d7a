jest.setTimeout(120_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// An external provider (Keycloak, as docker-compose.yml deploys it) on the whole user service: the
// portal's copy of the person follows the provider's tokens, the forms that cannot work answer
// 409, and an account deleted at the provider is erased on the portal's side, in an order that
// cannot leave one side done and the other not.
import { randomUUID } from 'node:crypto';
import { testBackends } from '../../testing/databases';
import { createAccount } from '../accounts/accounts';
import { FakeKeycloak, useExternalProviderApi } from '../../testing/externalProvider';
import { EXTERNAL_PASSWORD_HASH, askDeletion, completeDeletion, sweepDeletions, type ProviderAccounts } from './providerAccounts';
import { UNUSABLE_PASSWORD_HASH } from './users';

describe.each(testBackends())('people of an external provider on %s', (kind) => {
  const kc = new FakeKeycloak();
  const api = useExternalProviderApi(kind, kc, { KEYCLOAK_API_CLIENT_SECRET: 'secret-de-test' });

  const call = async (token: string, method: string, url: string, body?: unknown) => {
    const res = await api.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(body !== undefined ? { payload: body as object } : {}) });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : null };
  };
  const row = async (sub: string) =>
    (await api.t.db.query<{ email: string; first_name: string; last_name: string; password_hash: string; attributes: unknown }>('select * from identity_user where id = $1', [sub]))[0];

  it('tells the shell that accounts are managed through the provider’s actions, deletion included', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/auth/config' });
    expect(res.json()).toMatchObject({ mode: 'external', account_management: 'provider-actions', account_deletion: true });
  });

  it('keeps a copy of the person that follows the claims of each new token, and the contact details the portal holds', async () => {
    const sub = randomUUID();
    kc.users.add(sub);
    const first = kc.token(sub, { email: 'Claire.Petit@exemple.fr', given_name: 'Claire', family_name: 'Petit' });
    expect((await call(first, 'GET', '/api/user')).body).toMatchObject({ email: 'Claire.Petit@exemple.fr', firstName: 'Claire', lastName: 'Petit' });
    expect(await row(sub)).toMatchObject({ email: 'claire.petit@exemple.fr', first_name: 'Claire', last_name: 'Petit', password_hash: EXTERNAL_PASSWORD_HASH });

    // The contact details are the portal's; the names are the provider's and are refused here.
    const saved = await call(first, 'PUT', '/api/user', { firstName: 'Claire', lastName: 'Petit', attributes: { city: 'Lyon', zipCode: '69001' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ attributes: { city: ['Lyon'], zipCode: ['69001'] } });
    const renamed = await call(first, 'PUT', '/api/user', { firstName: 'Claudine', lastName: 'Petit', attributes: {} });
    expect(renamed.status).toBe(400);
    expect(renamed.body?.message).toMatch(/fournisseur d'identité/);

    // A change made at the provider comes with its next token; the contact details stay.
    const after = kc.token(sub, { email: 'claire.nouvelle@exemple.fr', given_name: 'Claire', family_name: 'Petit-Durand' });
    expect((await call(after, 'GET', '/api/user')).body).toMatchObject({ email: 'claire.nouvelle@exemple.fr', lastName: 'Petit-Durand', attributes: { city: ['Lyon'] } });
    expect(await row(sub)).toMatchObject({ email: 'claire.nouvelle@exemple.fr', last_name: 'Petit-Durand' });
  });

  it('answers the embedded forms with 409 and a French message, never 404 nor 501', async () => {
    const sub = randomUUID();
    const token = kc.token(sub, { email: `p.${sub}@exemple.fr`, given_name: 'Paul', family_name: 'Roux' });
    const password = await call(token, 'PUT', '/api/mot_de_passe', { ancien_mot_de_passe: 'Ancien-mot-de-passe-1', nouveau_mot_de_passe: 'Nouveau-mot-de-passe-2' });
    expect(password.status).toBe(409);
    expect(password.body?.message).toMatch(/fournisseur d'identité/);
    const deletion = await call(token, 'DELETE', '/api/user', { mot_de_passe: 'Ancien-mot-de-passe-1' });
    expect(deletion.status).toBe(409);
    const email = await call(token, 'POST', '/auth/api/changement-email', { nouvel_email: 'x@exemple.fr', mot_de_passe: 'x' });
    expect(email.status).toBe(409);
  });

  it('erases the portal’s side only once the provider no longer has the person, then refuses their last tokens', async () => {
    const sub = randomUUID();
    kc.users.add(sub);
    const token = kc.token(sub, { email: `d.${sub}@exemple.fr`, given_name: 'Denise', family_name: 'Blanc' });
    expect((await call(token, 'GET', '/api/user')).status).toBe(200);
    const account = await createAccount(api.t.db, sub, { type_profil: 'PARTICULIER', denomination_sociale: null, siren: null, libelle_courrier: 'BLANC DENISE', libelle_facturation: 'BLANC DENISE' });

    // Coming back without confirming at the provider: nothing is erased.
    expect((await call(token, 'POST', '/auth/api/suppression/verification')).body).toMatchObject({ statut: 'NON_DEMANDEE' });
    expect((await call(token, 'POST', '/auth/api/suppression')).status).toBe(202);
    const pending = await call(token, 'POST', '/auth/api/suppression/verification');
    expect(pending).toMatchObject({ status: 409, body: { statut: 'EN_ATTENTE' } });
    expect(await row(sub)).toMatchObject({ first_name: 'Denise' });

    // Confirmed at the provider: the portal erases as DELETE user does.
    kc.users.delete(sub);
    expect(await call(token, 'POST', '/auth/api/suppression/verification')).toMatchObject({ status: 200, body: { statut: 'SUPPRIME' } });
    expect(await row(sub)).toMatchObject({ password_hash: UNUSABLE_PASSWORD_HASH, first_name: 'Utilisateur' });
    expect(await api.t.db.query('select 1 from compte_client_utilisateur where sujet = $1', [sub])).toHaveLength(0);
    expect((await api.t.db.query<{ libelle_courrier: string | null }>('select libelle_courrier from compte_client where id = $1', [account.id]))[0]).toEqual({ libelle_courrier: null });
    // The token still lives for a few minutes: the API refuses it, and a new one brings nobody back.
    expect((await call(token, 'GET', '/api/user')).status).toBe(401);
    expect((await call(kc.token(sub, { email: `d.${sub}@exemple.fr`, given_name: 'Denise' }), 'GET', '/api/user')).status).toBe(401);
    // A second check (a retry) finds the work done.
    expect(await call(token, 'POST', '/auth/api/suppression/verification')).toMatchObject({ status: 200, body: { statut: 'SUPPRIME' } });
  });

  it('does the erasure again after one cut short, and drops a request the person abandoned at the provider', async () => {
    const accounts: ProviderAccounts = { exists: async (sub) => kc.users.has(sub) };
    const cut = randomUUID();
    await call(kc.token(cut, { email: `c.${cut}@exemple.fr`, given_name: 'Cyril', family_name: 'Noir' }), 'GET', '/api/user');
    await askDeletion(api.t.db, cut);
    const failing = async () => {
      throw new Error('coupure');
    };
    await expect(completeDeletion(api.t.db, accounts, cut, failing)).rejects.toThrow('coupure');
    // Nothing half done: the request is still there, the person too.
    expect(await api.t.db.query('select 1 from identity_deletion_pending where sub = $1', [cut])).toHaveLength(1);
    expect(await row(cut)).toMatchObject({ first_name: 'Cyril' });

    const abandoned = randomUUID();
    kc.users.add(abandoned);
    await askDeletion(api.t.db, abandoned);
    await api.t.db.query(`update identity_deletion_pending set requested_at = now() - interval '25 hours' where sub = $1`, [abandoned]);

    expect(api.identity.eraser).not.toBeNull();
    expect(await sweepDeletions(api.t.db, accounts, api.identity.eraser!)).toBe(1);
    expect(await row(cut)).toMatchObject({ password_hash: UNUSABLE_PASSWORD_HASH });
    expect(await api.t.db.query('select sub from identity_deletion_pending where sub = any($1::text[])', [[cut, abandoned]])).toEqual([]);
  });

  it('says the provider cannot be asked, with the request kept, when Keycloak does not answer', async () => {
    const sub = randomUUID();
    const token = kc.token(sub, { email: `e.${sub}@exemple.fr`, given_name: 'Emma', family_name: 'Vert' });
    await call(token, 'POST', '/auth/api/suppression');
    kc.down = true;
    try {
      expect((await call(token, 'POST', '/auth/api/suppression/verification')).status).toBe(503);
    } finally {
      kc.down = false;
    }
    expect(await api.t.db.query('select 1 from identity_deletion_pending where sub = $1', [sub])).toHaveLength(1);
  });
});
