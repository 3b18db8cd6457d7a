import { screen, within } from '@testing-library/react';
import { customerAccount, selectAccount, subscription } from '../../testing/accounts';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { pageTest } from '../../testing/pageTest';

const ORDERS = {
  total: 4,
  limit: 10,
  offset: 0,
  items: ['CMD00000044', 'CMD00000043', 'CMD00000042', 'CMD00000041'].map((reference, i) => ({
    reference,
    date_commande: `2026-11-2${4 - i}`,
    cree_le: `2026-11-2${4 - i}T09:30:00.000Z`,
    statut: i === 0 ? 'EN_ATTENTE_PAIEMENT' : 'PAYEE',
    moyen_paiement: 'CARTE_BANCAIRE',
    devise: 'EUR',
    territoire: 'FR',
    montants: { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 },
    nombre_lignes: 1,
    entites: ['DANONE'],
    facture: null,
  })),
};

const WALLET = { devise: 'EUR', solde: 123456, mouvements: { total: 0, limit: 10, offset: 0, items: [] } };

const { serve, renderAt } = pageTest();

describe('personal-space dashboard', () => {
  it('greets the customer and shows the latest three orders, the wallet balance and the account', async () => {
    serve({ 'GET commandes': ok(ORDERS), 'GET portefeuille': ok(WALLET) });
    renderAt();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bonjour Alice');

    const orders = screen.getByRole('region', { name: 'Dernières commandes' });
    expect(await within(orders).findByRole('link', { name: 'CMD00000044' })).toHaveAttribute(
      'href',
      expect.stringContaining('reference_commande=CMD00000044'),
    );
    expect(within(orders).getAllByRole('listitem')).toHaveLength(3);
    expect(within(orders).queryByText('CMD00000041')).not.toBeInTheDocument();
    expect(within(orders).getByText('En attente de paiement')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Toutes mes commandes' })).toHaveAttribute('href', '/espace-personnel/mes-commandes/mon-historique');

    const wallet = screen.getByRole('region', { name: 'Portefeuille électronique' });
    expect(await within(wallet).findByText(/^1\s234,56\s€$/)).toBeInTheDocument();

    const account = screen.getByRole('region', { name: 'Mon compte' });
    expect(within(account).getByText('Alice Client')).toBeInTheDocument();
    expect(within(account).getByText('alice')).toBeInTheDocument();

    const shortcuts = screen.getByRole('region', { name: 'Accès rapides' });
    expect(within(shortcuts).getByRole('link', { name: /^Mes factures/ })).toHaveAttribute('href', '/espace-personnel/mes-factures');
    expect(within(shortcuts).queryByRole('link', { name: /^Tableau de bord/ })).not.toBeInTheDocument();
  });

  it('says when there is no order yet, and offers a retry when the balance fails to load', async () => {
    serve({ 'GET commandes': ok({ total: 0, limit: 10, offset: 0, items: [] }), 'GET portefeuille': refused(503, 'Service indisponible') });
    renderAt();
    expect(await screen.findByText("Vous n'avez pas encore passé de commande.", { exact: false })).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'Portefeuille électronique' });
    expect(await within(wallet).findByText("Le solde n'a pas pu être chargé")).toBeInTheDocument();
    expect(within(wallet).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the unread alerts of an account with the monitoring offer, and the subscription in force', async () => {
    selectAccount(customerAccount({ offres_de_service: 'SURV' }));
    const { calls } = serve({
      'GET commandes': ok(ORDERS),
      'GET portefeuille': ok(WALLET),
      'GET revelation/enAlerte': ok({ nombre_non_lues: 5, nombre_non_lues_favoris: 2 }),
      'GET abonnements/7': ok([subscription({ statut: 'RESILIATION_DEMANDEE', date_fin: '2026-11-30' })]),
    });
    renderAt();
    const alerts = screen.getByRole('region', { name: 'Alertes de surveillance' });
    expect(await within(alerts).findByText('5 révélations non lues')).toBeInTheDocument();
    expect(within(alerts).getByText('dont 2 sur vos favoris')).toBeInTheDocument();
    expect(within(alerts).getByRole('link', { name: 'Voir mes révélations' })).toHaveAttribute('href', '/espace-personnel/mes-surveillances/mes-revelations');
    expect(calls.some((c) => c.url.href.includes('revelation/enAlerte?id_compte_client=7'))).toBe(true);

    const plan = screen.getByRole('region', { name: 'Mon abonnement' });
    expect(await within(plan).findByText('Surveillance')).toBeInTheDocument();
    expect(within(plan).getByText('Prend fin le 30/11/2026')).toBeInTheDocument();
    expect(within(plan).getByText('Résiliation demandée')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Gérer mon abonnement' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement');
  });

  it('shows no alerts card without the monitoring offer, and invites to subscribe without a subscription', async () => {
    selectAccount(customerAccount({ offres_de_service: 'KBIS' }));
    const { calls } = serve({ 'GET commandes': ok(ORDERS), 'GET portefeuille': ok(WALLET), 'GET abonnements/7': ok([]) });
    renderAt();
    const plan = screen.getByRole('region', { name: 'Mon abonnement' });
    expect(await within(plan).findByText(/Vous n'avez pas d'abonnement en cours/)).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Découvrir les offres' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement?etape=offre');
    expect(screen.queryByRole('region', { name: 'Alertes de surveillance' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.href.includes('revelation'))).toBe(false);
  });
});
