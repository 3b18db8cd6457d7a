import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventType, type Commande, type Panier } from '@portail/shared';
import { mockFetch, servePerTest } from '@portail/shared/testing/fetchMock';
import { BasketApp } from '../../BasketApp';
import { preloadLazyPages } from '@portail/shared/remote/lazyPage';
import { DANONE_ENTITY, basketOf, signInAlice, signOut, subArticle } from '../../testing/fixtures';

// The checkout's summary of the order: a Kbis the subscription pays for says it is included, at 0 €;
// an order with nothing to pay is confirmed without any means of payment or payment page.

const ZERO = { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 };

function basket(included: boolean): Panier {
  const prix = included ? ZERO : { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 };
  const kbis = subArticle({ id: 11, code_article: 'KBIS', libelle: 'Extrait Kbis', periodique_possible: true, inclus_abonnement: included, prix });
  return basketOf([{ id_entite: 'E7', entite: DANONE_ENTITY, sous_articles: [kbis] }], prix);
}

const serve = servePerTest(mockFetch);

const signIn = () =>
  signInAlice('KBIS', { libelle_facturation: 'ALICE SAS', numero_voie_facturation: '1 rue Haute', code_postal_facturation: '44000', ville_facturation: 'Nantes', pays_facturation: 'France' });

afterEach(signOut);

async function recap(included: boolean) {
  serve(({ url }) => (url.pathname === '/api/moyens_paiement' ? { status: 200, body: [] } : { status: 200, body: basket(included) }));
  signIn();
  window.history.pushState({}, '', '/panier/commande');
  render(<BasketApp />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
  return screen.findByRole('heading', { name: 'Votre commande' });
}


// The page downloads on demand in the browser: its code is there before the tests render it.
beforeAll(preloadLazyPages);
describe('checkout summary', () => {
  it('says of an electronic Kbis the subscription pays for that it is included', async () => {
    await recap(true);
    expect(screen.getByText(/Extrait Kbis – DANONE/)).toHaveTextContent(/0,00\s€ \(Kbis électronique inclus dans votre abonnement\)/);
  });

  it('says nothing of a subscription for a Kbis paid at the order', async () => {
    await recap(false);
    expect(screen.getByText(/Extrait Kbis – DANONE/)).toHaveTextContent(/3,20\s€$/);
    expect(screen.queryByText(/inclus dans votre abonnement/)).not.toBeInTheDocument();
  });
});

/** The order the API answers: confirmed at once (paid, at 0) or awaiting its payment. */
function order(total: number): Commande {
  const montants = { montant_ht: total, frais_envoi: 0, montant_tva: 0, montant_ttc: total };
  return {
    reference: 'CMD00000042',
    date_commande: '2026-11-28',
    cree_le: '2026-11-28T22:00:00Z',
    statut: total === 0 ? 'PAYEE' : 'EN_ATTENTE_PAIEMENT',
    moyen_paiement: 'CARTE_BANCAIRE',
    devise: 'EUR',
    territoire: 'FR',
    montants,
    nombre_lignes: 1,
    entites: ['DANONE'],
    facture: total === 0 ? { id: 9, numero: 'FA2026-000009' } : null,
    grille_tarifaire: 'STANDARD',
    taux_tva: 20,
    libelle_facturation: 'ALICE SAS',
    adresse_facturation: null,
    adresse_livraison: null,
    lignes: [],
    motif: null,
    paiements: [],
  };
}

/** The checkout of a free basket at its payment step; the API answers the order with `placed`. */
async function freeCheckout(placed: Commande) {
  let ordered = false;
  const mock = serve(({ method, url }) => {
    if (url.pathname === '/api/moyens_paiement') return { status: 200, body: [{ code: 'CARTE_BANCAIRE', intitule: 'Carte bancaire', description: null, defaut: true, disponible: true, motif: null }] };
    if (url.pathname === '/api/commandes' && method === 'POST') {
      ordered = true;
      return { status: 201, body: placed };
    }
    if (url.pathname === '/api/paiements/sessions') return { status: 409, body: { statusCode: 409, error: 'Conflict', message: "Cette commande n'attend plus de paiement (payée)." } };
    return { status: 200, body: ordered && placed.statut === 'PAYEE' ? { ...basket(true), articles: [], nombre_articles: 0 } : basket(true) };
  });
  signIn();
  window.history.pushState({}, '', '/panier/commande');
  render(<BasketApp />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
  await screen.findByRole('heading', { name: 'Votre commande' });
  return { ...mock, user };
}

describe('checkout of an order with nothing to pay', () => {
  it('offers no means of payment and one button that confirms the order, saying the subscription pays for it', async () => {
    const { callsTo } = await freeCheckout(order(0));
    expect(screen.getByRole('heading', { name: "Aucun paiement n'est demandé" }).parentElement).toHaveTextContent(
      'Cette commande ne vous coûte rien : votre Kbis électronique est inclus dans votre abonnement.',
    );
    expect(screen.queryByRole('group', { name: 'Moyen de paiement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled();
    expect(callsTo('GET', 'moyens_paiement')).toHaveLength(0);
  });

  it('places the order once on a double click, asks for no payment, and shows it confirmed with a link to it', async () => {
    const changed = jest.fn();
    window.addEventListener(eventType('basket:changed'), changed);
    const { callsTo, user } = await freeCheckout(order(0));
    await user.dblClick(screen.getByRole('button', { name: 'Confirmer la commande' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Commande confirmée' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Votre commande CMD00000042 est confirmée, sans paiement : son Kbis électronique est inclus dans votre abonnement\. Sa facture \(0,00\s€\) vous est envoyée par courriel\.$/,
    );
    const link = screen.getByRole('link', { name: 'Voir ma commande CMD00000042' });
    expect(link.getAttribute('href')).toContain('reference_commande=CMD00000042');
    expect(link.getAttribute('href')).toContain('date_commande=2026-11-28');
    expect(callsTo('POST', 'commandes')).toHaveLength(1);
    expect(callsTo('POST', 'commandes')[0]!.body).toMatchObject({ moyen_paiement: 'CARTE_BANCAIRE' });
    expect(callsTo('POST', 'paiements/sessions')).toHaveLength(0);
    // The header's dot clears: the basket the order came from is empty.
    await waitFor(() => expect((changed.mock.calls.at(-1)![0] as CustomEvent).detail).toEqual({ v: 1, articleCount: 0 }));
    window.removeEventListener(eventType('basket:changed'), changed);
  });

  it('says so, and asks for no payment, when the order placed has a price after all', async () => {
    const { callsTo, user } = await freeCheckout(order(320));
    await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Votre commande CMD00000042 coûte 3,20\s€ : son prix a changé/);
    expect(screen.getByRole('link', { name: 'Voir et payer ma commande CMD00000042' })).toBeInTheDocument();
    expect(callsTo('POST', 'paiements/sessions')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Commande confirmée' })).not.toBeInTheDocument();
  });
});
