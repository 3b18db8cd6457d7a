import { act, render, screen } from '@testing-library/react';
import { authStore, type PaiementSession } from '@portail/shared';
import { REFUND_STATE_SENTENCES, REFUND_STATES } from '@portail/shared/payment/duplicates';
import { basketTest } from '../../testing/basketTest';
import { BasketApp } from '../../BasketApp';
import { preloadLazyPages } from '@portail/shared/remote/lazyPage';

const { serve } = basketTest();
const SESSION = '5e0c8a1b-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

const payment = (over: Partial<PaiementSession> = {}): PaiementSession => ({
  id: SESSION,
  objet: 'COMMANDE',
  moyen: 'CARTE_BANCAIRE',
  statut: 'ACCEPTE',
  montant: 320,
  devise: 'EUR',
  commande: { reference: 'C000000042', date_commande: '2026-11-28', statut: 'PAYEE' },
  redirection: null,
  carte: '497010******0014',
  motif: null,
  remboursement: null,
  expire_le: '2026-11-28T20:00:00.000Z',
  ...over,
});

const EMPTY_BASKET = { id: 'P1', grille_tarifaire: 'STANDARD', devise: 'EUR', taux_tva: 20, territoire: 'FR', nombre_articles: 0, articles: [], prix_devises: { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0, devise: 'EUR' } };

function back(p: PaiementSession) {
  serve(({ method, path }) => {
    if (method === 'GET' && path === `paiements/sessions/${SESSION}`) return { body: p };
    if (method === 'GET' && path === 'paniers') return { body: EMPTY_BASKET };
    return undefined;
  });
  act(() => authStore.setState({ connected: true, firstName: 'Alice', lastName: 'Client', preferredUsername: 'alice' }));
  window.history.pushState({}, '', `/panier/paiement?session=${SESSION}`);
  render(<BasketApp />);
}

afterEach(() => {
  act(() => authStore.setState(authStore.getInitialState(), true));
});


// The page downloads on demand in the browser: its code is there before the tests render it.
beforeAll(preloadLazyPages);
describe('the payment return page', () => {
  it('confirms a card payment that paid the order', async () => {
    back(payment());
    expect(await screen.findByRole('heading', { name: 'Paiement accepté' })).toBeInTheDocument();
    expect(screen.getByText(/Votre paiement de 3,20.€ pour la commande C000000042 est confirmé/)).toBeInTheDocument();
  });

  it('says a refused payment leaves the same order awaiting payment, to pay again or cancel, and when it is abandoned', async () => {
    back(payment({ statut: 'REFUSE', motif: 'Paiement refusé par la banque.', commande: { reference: 'C000000042', date_commande: '2026-11-28', statut: 'EN_ATTENTE_PAIEMENT' } }));
    expect(await screen.findByRole('heading', { name: 'Paiement refusé' })).toBeInTheDocument();
    expect(screen.getByText(/Votre commande C000000042 attend toujours son paiement : vous pouvez la payer à nouveau, ou l'annuler depuis votre espace personnel\. Sans paiement sous 24 heures, la commande est abandonnée/)).toBeInTheDocument();
    expect(screen.queryByText(/repasser commande/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réessayer le paiement' })).toBeInTheDocument();
  });

  it.each(REFUND_STATES)('says plainly that a card payment received for an order already paid is given back (%s), not that it paid it', async (state) => {
    back(payment({ remboursement: state }));
    expect(await screen.findByRole('heading', { name: 'Commande déjà réglée : ce paiement vous est rendu' })).toBeInTheDocument();
    expect(screen.getByText(/Votre commande C000000042 était déjà réglée par un autre paiement lorsque ce paiement par carte de 3,20.€ nous est parvenu\./)).toBeInTheDocument();
    expect(screen.getByText(REFUND_STATE_SENTENCES[state])).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paiement accepté' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Vos documents sont en cours de préparation/)).not.toBeInTheDocument();
  });
});
