// What the basket tests build again and again: baskets as the API answers them, their documents,
// and a customer signed in with an account selected (signed out again after each test).
import { act } from '@testing-library/react';
import { authStore, selectedAccountStore, type ArticlePanier, type Panier, type SelectedCustomerAccount, type SousArticle } from '@portail/shared';
import { subscriberAccount } from '@portail/shared/testing/accounts';

/** The company most tests put in the basket. */
export const DANONE_ENTITY: ArticlePanier['entite'] = { id_entreprise: 7, numero_identification: '552032534', siren: '552032534', denomination: 'DANONE', critere: null };

/**
 * A document of the basket, delivered electronically only, neither periodic nor paid for by a
 * subscription, whose grid prices both deliveries; `document` says what it is and what differs.
 */
export function subArticle(document: Pick<SousArticle, 'id' | 'code_article' | 'libelle' | 'prix'> & Partial<SousArticle>): SousArticle {
  return {
    document: null,
    diffusion_electronique: true,
    diffusion_courrier: false,
    quantite_courrier: 0,
    frequence_mois_electronique: null,
    duree_mois_electronique: null,
    frequence_mois_courrier: null,
    duree_mois_courrier: null,
    periodique_possible: false,
    inclus_abonnement: false,
    diffusions_possibles: ['ELEC', 'COURRIER'],
    ...document,
  };
}

/** The mainland basket P1 of `articles`, at the standard grid; its total is `prix_devises`. */
export function basketOf(articles: ArticlePanier[], prix_devises: Omit<Panier['prix_devises'], 'devise'>, over: Partial<Panier> = {}): Panier {
  return {
    id: 'P1',
    grille_tarifaire: 'STANDARD',
    devise: 'EUR',
    taux_tva: 20,
    territoire: 'FR',
    nombre_articles: articles.reduce((n, a) => n + a.sous_articles.length, 0),
    articles,
    prix_devises: { ...prix_devises, devise: 'EUR' },
    envoi_courrier: false,
    ...over,
  };
}

/** Alice, signed in, her subscriber account no. 5 selected, with the offers `offres` ("KBIS,SURV"). */
export function signInAlice(offres: string, billing: Partial<SelectedCustomerAccount> = {}): void {
  const account = subscriberAccount(offres);
  act(() => {
    authStore.setState({ connected: true, firstName: 'Alice', lastName: 'Client', preferredUsername: 'alice' });
    selectedAccountStore.setState({ account: { ...account, ...billing }, status: 'success' });
  });
}

/** Puts the session and the selected account back as they start; call it after each test that signs in. */
export function signOut(): void {
  act(() => {
    authStore.setState(authStore.getInitialState(), true);
    selectedAccountStore.setState(selectedAccountStore.getInitialState(), true);
  });
}
