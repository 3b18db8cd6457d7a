import { act, fireEvent, screen, within } from '@testing-library/react';
import { authStore, eventType } from '@portail/shared';
import { pageTest } from './testing/pageTest';

const { renderAt } = pageTest({ person: null });

function h1() {
  const all = screen.getAllByRole('heading', { level: 1 });
  expect(all).toHaveLength(1);
  return all[0];
}

describe('PersonalSpaceApp', () => {
  it.each([
    ['/espace-personnel', 'Mon espace personnel'],
    ['/espace-personnel/', 'Mon espace personnel'],
    ['/espace-personnel/mes-informations', 'Mes informations'],
    ['/espace-personnel/moyens-de-paiement', 'Mes moyens de paiement'],
    ['/espace-personnel/mon-entreprise', 'Mon entreprise'],
    ['/espace-personnel/mes-formalites', 'Mes formalités'],
    ['/espace-personnel/mes-formalites/commande?ref=F123&identifiantFormalite=42', 'Commande de formalité F123'],
    ['/espace-personnel/mes-surveillances', 'Mes surveillances'],
    ['/espace-personnel/mes-surveillances/mes-revelations', 'Mes révélations'],
    ['/espace-personnel/portefeuille-electronique-details', 'Portefeuille électronique'],
    ['/espace-personnel/mon-abonnement?etape=1', 'Mon abonnement'],
    ['/espace-personnel/mon-abonnement/reprise/0b6f4a3e-6f7e-4b8a-9c1d-2e3f4a5b6c7d', 'Reprise de mon abonnement'],
    ['/espace-personnel/mes-commandes/mon-historique', 'Historique de mes commandes'],
    ['/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=C1&date_commande=2025-01-16', 'Détail de la commande'],
    ['/espace-personnel/mes-commandes/mon-historique/commande/C1/etat-endettement/7?date_commande=2025-01-16', "État d'endettement"],
    ['/espace-personnel/mes-commandes/mon-historique/commande/C1/etat-endettement/7/debiteurs', "Débiteurs de l'état d'endettement"],
    ['/espace-personnel/mes-commandes/mon-historique/commande/C1/procedure-collective/7', 'Procédures collectives'],
    ['/espace-personnel/mes-commandes/mes-kbis-periodiques', 'Mes Kbis périodiques'],
    ['/espace-personnel/mes-commandes/mes-kbis-periodiques/31', 'Kbis périodique'],
    ['/espace-personnel/mes-factures', 'Mes factures'],
    ['/espace-personnel/demande-desabonnement', 'Demande de désabonnement'],
    ['/espace-personnel/suppression-de-mon-compte', 'Suppression de mon compte'],
  ])('%s has the heading %s and asks a visitor to sign in', (path, heading) => {
    renderAt(path);
    expect(h1()).toHaveTextContent(heading);
    expect(screen.getByRole('navigation', { name: 'Espace personnel' })).toBeInTheDocument();
    expect(screen.getByText('Connectez-vous pour accéder à votre espace personnel.')).toBeInTheDocument();
  });

  it('requests sign-in with the current page as return address', () => {
    renderAt('/espace-personnel/mes-factures');
    const listener = jest.fn();
    window.addEventListener(eventType('auth:login-requested'), listener);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    window.removeEventListener(eventType('auth:login-requested'), listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ v: 1, returnTo: '/espace-personnel/mes-factures' });
  });

  it('shows the content to a signed-in user and marks the current section', () => {
    act(() => authStore.setState({ connected: true, firstName: 'Jeanne', lastName: 'Martin', preferredUsername: 'jmartin' }));
    renderAt('/espace-personnel/mes-informations');
    expect(screen.queryByText('Connectez-vous pour accéder à votre espace personnel.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de vos informations…');
    const nav = screen.getByRole('navigation', { name: 'Espace personnel' });
    expect(within(nav).getByRole('link', { name: 'Mes informations' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
  });

  it('reacts when the user signs in', () => {
    renderAt('/espace-personnel');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    act(() => authStore.setState({ connected: true, firstName: 'Jeanne' }));
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
    expect(screen.getByText(/Bonjour Jeanne/)).toBeInTheDocument();
  });

  it.each(['/espace-personnel/inconnu', '/espace-personnel/mes-commandes', '/espace-personnel/mes-factures/2024'])('%s is not found', (path) => {
    renderAt(path);
    expect(h1()).toHaveTextContent('Page introuvable');
  });
});
