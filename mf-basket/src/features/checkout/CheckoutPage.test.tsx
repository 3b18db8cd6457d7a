import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerAccountSchema, authStore, selectedAccountStore, withBilling, type Panier } from '@portail/shared';
import { mockFetch, servePerTest } from '@portail/shared/testing/fetchMock';
import { BasketApp } from '../../BasketApp';

// The checkout's summary of the order: a Kbis the subscription pays for says it is included, at 0 €.

const ZERO = { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 };

function basket(included: boolean): Panier {
  const prix = included ? ZERO : { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 };
  return {
    id: 'P1',
    grille_tarifaire: 'STANDARD',
    devise: 'EUR',
    taux_tva: 20,
    territoire: 'FR',
    nombre_articles: 1,
    articles: [
      {
        id_entite: 'E7',
        entite: { id_entreprise: 7, numero_identification: '552032534', siren: '552032534', denomination: 'DANONE', critere: null },
        sous_articles: [
          {
            id: 11,
            code_article: 'KBIS',
            libelle: 'Extrait Kbis',
            document: null,
            diffusion_electronique: true,
            diffusion_courrier: false,
            quantite_courrier: 0,
            frequence_mois_electronique: null,
            duree_mois_electronique: null,
            frequence_mois_courrier: null,
            duree_mois_courrier: null,
            periodique_possible: true,
            inclus_abonnement: included,
            diffusions_possibles: ['ELEC', 'COURRIER'],
            prix,
          },
        ],
      },
    ],
    prix_devises: { ...prix, devise: 'EUR' },
    envoi_courrier: false,
  };
}

const serve = servePerTest(mockFetch);

function signIn() {
  const account = withBilling(CustomerAccountSchema.parse({ id: 5, version: 1, type_compte: 'ABONNE', position: 'OUVERT', offres_de_service: 'KBIS', selectionne: true }), []);
  act(() => {
    authStore.setState({ connected: true, firstName: 'Alice', lastName: 'Client', preferredUsername: 'alice' });
    selectedAccountStore.setState({
      account: { ...account, libelle_facturation: 'ALICE SAS', numero_voie_facturation: '1 rue Haute', code_postal_facturation: '44000', ville_facturation: 'Nantes', pays_facturation: 'France' },
      status: 'success',
    });
  });
}

afterEach(() => {
  act(() => {
    authStore.setState(authStore.getInitialState(), true);
    selectedAccountStore.setState(selectedAccountStore.getInitialState(), true);
  });
});

async function recap(included: boolean) {
  serve(({ url }) => (url.pathname === '/api/moyens_paiement' ? { status: 200, body: [] } : { status: 200, body: basket(included) }));
  signIn();
  window.history.pushState({}, '', '/panier/commande');
  render(<BasketApp />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
  return screen.findByRole('heading', { name: 'Votre commande' });
}

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
