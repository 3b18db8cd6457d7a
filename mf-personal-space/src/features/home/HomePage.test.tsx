import { act, render, screen, within } from '@testing-library/react';
import { authStore, resetAuthApi } from '@portail/shared';
import { PersonalSpaceApp } from '../../PersonalSpaceApp';
import { customerAccount, forgetAccount, selectAccount, subscription } from '../../testing/accounts';


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
    montants: { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 },
    nombre_lignes: 1,
    entites: ['DANONE'],
    facture: null,
  })),
};

const WALLET = { devise: 'EUR', solde: 123456, mouvements: { total: 0, limit: 10, offset: 0, items: [] } };

let spy: jest.SpyInstance | null = null;

function serve(answers: Record<string, { status: number; body: unknown }>) {
  spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url, window.location.origin).pathname.replace(/^\/api\//, '');
    const answer = answers[path] ?? { status: 404, body: { message: 'Introuvable' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
}

beforeEach(() => act(() => authStore.setState({ connected: true, firstName: 'Alice', lastName: 'Client', preferredUsername: 'alice' })));
afterEach(() => {
  forgetAccount();
  spy?.mockRestore();
  spy = null;
  resetAuthApi();
  act(() => authStore.setState({ connected: false, firstName: null, lastName: null, preferredUsername: null }));
});

function renderDashboard() {
  window.history.pushState({}, '', '/espace-personnel');
  return render(<PersonalSpaceApp />);
}

describe('personal-space dashboard', () => {
  it('greets the customer and shows the latest three orders, the wallet balance and the account', async () => {
    serve({ commandes: { status: 200, body: ORDERS }, portefeuille: { status: 200, body: WALLET } });
    renderDashboard();
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
    serve({ commandes: { status: 200, body: { total: 0, limit: 10, offset: 0, items: [] } }, portefeuille: { status: 503, body: { message: 'Service indisponible' } } });
    renderDashboard();
    expect(await screen.findByText("Vous n'avez pas encore passé de commande.", { exact: false })).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'Portefeuille électronique' });
    expect(await within(wallet).findByText("Le solde n'a pas pu être chargé")).toBeInTheDocument();
    expect(within(wallet).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the unread alerts of an account with the monitoring offer, and the subscription in force', async () => {
    selectAccount(customerAccount({ offres_de_service: 'SURV' }));
    serve({
      commandes: { status: 200, body: ORDERS },
      portefeuille: { status: 200, body: WALLET },
      'revelation/enAlerte': { status: 200, body: { nombre_non_lues: 5, nombre_non_lues_favoris: 2 } },
      'abonnements/7': { status: 200, body: [subscription({ statut: 'RESILIATION_DEMANDEE', date_fin: '2026-11-30' })] },
    });
    renderDashboard();
    const alerts = screen.getByRole('region', { name: 'Alertes de surveillance' });
    expect(await within(alerts).findByText('5 révélations non lues')).toBeInTheDocument();
    expect(within(alerts).getByText('dont 2 sur vos favoris')).toBeInTheDocument();
    expect(within(alerts).getByRole('link', { name: 'Voir mes révélations' })).toHaveAttribute('href', '/espace-personnel/mes-surveillances/mes-revelations');
    expect(spy!.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('revelation/enAlerte?id_compte_client=7'))).toBe(true);

    const plan = screen.getByRole('region', { name: 'Mon abonnement' });
    expect(await within(plan).findByText('Surveillance')).toBeInTheDocument();
    expect(within(plan).getByText('Prend fin le 30/11/2026')).toBeInTheDocument();
    expect(within(plan).getByText('Résiliation demandée')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Gérer mon abonnement' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement');
  });

  it('shows no alerts card without the monitoring offer, and invites to subscribe without a subscription', async () => {
    selectAccount(customerAccount({ offres_de_service: 'KBIS' }));
    serve({ commandes: { status: 200, body: ORDERS }, portefeuille: { status: 200, body: WALLET }, 'abonnements/7': { status: 200, body: [] } });
    renderDashboard();
    const plan = screen.getByRole('region', { name: 'Mon abonnement' });
    expect(await within(plan).findByText(/Vous n'avez pas d'abonnement en cours/)).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Découvrir les offres' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement?etape=offre');
    expect(screen.queryByRole('region', { name: 'Alertes de surveillance' })).not.toBeInTheDocument();
    expect(spy!.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('revelation'))).toBe(false);
  });
});
