// What the API answers in the personal-space tests about customer accounts: accounts, the selected
// one as the shell keeps it, subscriptions and formalities.
import { act } from '@testing-library/react';
import { selectedAccountStore, userStore, withBilling, type Abonnement, type CustomerAccount, type Formalite, type FormaliteDetail } from '@portail/shared';

export function customerAccount(over: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    id: 7,
    version: 3,
    numero_client: 'C100042',
    type_compte: 'ABONNE',
    type_profil: 'PROFESSIONNEL',
    siren: '552081317',
    grille_tarifaire: 'STANDARD',
    denomination_sociale: 'DURAND CONSEIL',
    tva_intra_communautaire: 'FR40552081317',
    position: 'OUVERT',
    libelle_courrier: 'DURAND CONSEIL',
    libelle_facturation: 'DURAND CONSEIL',
    offres_de_service: 'KBIS,SURV,14',
    habilitations: ['COMMANDE', 'SURVEILLANCE'],
    selectionne: true,
    ...over,
  };
}

export const SUBSCRIPTION_UUID = '0b6f4a3e-6f7e-4b8a-9c1d-2e3f4a5b6c7d';
export const OTHER_UUID = '7d1c2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e';

export function subscription(over: Partial<Abonnement> = {}): Abonnement {
  return {
    id: 11,
    uuid: SUBSCRIPTION_UUID,
    id_compte_client: 7,
    code_offre: 'SURV',
    libelle_offre: 'Surveillance',
    prix_mensuel_ht: 2900,
    date_debut: '2024-01-01',
    date_fin: null,
    statut: 'EN_COURS',
    resiliation_demandee_le: null,
    fin_periode: '2026-11-30',
    a_payer: null,
    libelle_facturation: 'DURAND CONSEIL',
    contact_nom: 'Durand',
    contact_prenom: 'Camille',
    numero_voie_facturation: '12 rue de la Paix',
    complement_adresse_facturation: null,
    code_postal_facturation: '75002',
    ville_facturation: 'Paris',
    pays_facturation: 'France',
    ...over,
  };
}

/** The shell has loaded this account as the selected one (and the person's details). */
export function selectAccount(account: CustomerAccount = customerAccount(), subscriptions: Abonnement[] = []): void {
  act(() => {
    selectedAccountStore.setState({ account: withBilling(account, subscriptions), status: 'success' });
    userStore.setState({
      info: { email: 'camille.durand@exemple.fr', firstName: 'Camille', lastName: 'Durand', prenom: 'Camille', nom: 'Durand', attributes: {} },
      contact: { address: '12 rue de la Paix', extraAddress: '', postcode: '75002', city: 'Paris', country: 'France', mobile: '', landline: '' },
    });
  });
}

export function forgetAccount(): void {
  act(() => {
    selectedAccountStore.setState({ account: null, status: 'idle' });
    userStore.setState({ info: null, accounts: null });
  });
}

export function formality(over: Partial<Formalite> = {}): Formalite {
  return {
    id: 42,
    reference: 'FOR00000042',
    id_compte_client: 7,
    type: 'MODIFICATION',
    objet: 'Transfert du siège social au 12 rue de la Paix, 75002 Paris',
    statut: 'VALIDEE',
    entreprise: { siren: '552081317', denomination: 'DURAND CONSEIL' },
    greffe: { code: '7501', libelle: 'Greffe du tribunal de commerce de Paris' },
    numero_liasse: 'L26-7501-011874',
    cree_le: '2026-03-02T10:00:00.000Z',
    transmise_le: '2026-03-09T14:22:00.000Z',
    mise_a_jour_le: '2026-03-23T11:45:00.000Z',
    date_inscription: '2026-03-23',
    motif: null,
    frais_ttc: 19256,
    ...over,
  };
}

export function formalityDetail(over: Partial<FormaliteDetail> = {}): FormaliteDetail {
  return {
    ...formality(),
    historique: [
      { statut: 'EN_PREPARATION', le: '2026-03-02T10:00:00.000Z', commentaire: null },
      { statut: 'TRANSMISE', le: '2026-03-09T14:22:00.000Z', commentaire: null },
      { statut: 'VALIDEE', le: '2026-03-23T11:45:00.000Z', commentaire: 'Inscription modificative portée au registre.' },
    ],
    ...over,
  };
}
