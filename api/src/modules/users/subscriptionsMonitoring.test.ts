import { useCommerce, type Customer } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';
import { parisDay, settleEndedSubscriptions } from '../accounts/subscriptions';

jest.setTimeout(120_000);

const BILLING = {
  libelle_facturation: 'MONIQUE SAS',
  contact_prenom: 'Monique',
  contact_nom: 'Client',
  numero_voie_facturation: '5 rue Basse',
  code_postal_facturation: '33000',
  ville_facturation: 'Bordeaux',
};

// The monitoring service opens to an account while its Surveillance subscription is in force (here
// an account entitled to deferred payment, whose subscription starts on invoice; paid ones are
// subscriptionPayments.test.ts's).
describe.each(testBackends())('a Surveillance subscription and company monitoring on %s', (kind) => {
  const s = useCommerce(kind, { companies: 10 });
  let monique: Customer;
  let companies: number[];

  beforeAll(async () => {
    monique = await s.customer('Monique', { paiement_differe: true });
    companies = (await s.db.query<{ id: number }>('select id from entreprise order by id limit 3')).map((r) => r.id);
  });

  it('opens monitoring on subscribing and closes it once the subscription has ended', async () => {
    const monitor = (id: number) => s.call(monique.token, 'POST', '/surveillance', { id_entreprise: id });
    expect((await monitor(companies[0]!)).status).toBe(403);

    const created = await s.call(monique.token, 'POST', '/commandes/abonnements', { code_offre: 'SURV', ...BILLING });
    expect(created.status).toBe(201);
    expect((await monitor(companies[0]!)).status).toBe(201);
    expect((await s.call(monique.token, 'GET', `/revelation/enAlerte?id_compte_client=${monique.accountId}`)).status).toBe(200);

    // The end asked for leaves monitoring open until the last day of the period.
    expect((await s.call(monique.token, 'POST', `/commandes/abonnements/${created.body.uuid}/resiliation`)).status).toBe(200);
    expect((await monitor(companies[1]!)).status).toBe(201);

    const today = parisDay(new Date());
    await s.db.query('update abonnement set date_fin = $2::date - 1 where uuid = $1', [created.body.uuid, today]);
    await settleEndedSubscriptions(s.db, today);
    const refused = await monitor(companies[2]!);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance.");
  });
});
