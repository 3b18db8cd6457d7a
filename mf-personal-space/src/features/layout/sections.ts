export const BASE = '/espace-personnel';

export interface Section {
  path: string;
  label: string;
  summary: string;
}

/** The main sections of the personal space, in the order of the side navigation. */
export const SECTIONS: readonly Section[] = [
  { path: BASE, label: 'Tableau de bord', summary: "Vue d'ensemble de votre espace personnel." },
  { path: `${BASE}/mes-informations`, label: 'Mes informations', summary: 'Votre identité et vos coordonnées de contact.' },
  {
    path: `${BASE}/mon-entreprise`,
    label: 'Mon entreprise',
    summary: 'Le compte client de votre entreprise : dénomination, SIREN, libellés de courrier et de facturation.',
  },
  {
    path: `${BASE}/mes-commandes/mon-historique`,
    label: 'Mes commandes',
    summary: 'Vos commandes de documents officiels et les documents à télécharger.',
  },
  {
    path: `${BASE}/mes-commandes/mes-kbis-periodiques`,
    label: 'Mes Kbis périodiques',
    summary: 'Les extraits Kbis que vous recevez à intervalles réguliers.',
  },
  { path: `${BASE}/mes-factures`, label: 'Mes factures', summary: 'Vos factures et vos justificatifs de paiement.' },
  {
    path: `${BASE}/moyens-de-paiement`,
    label: 'Moyens de paiement',
    summary: 'Les moyens de paiement utilisés pour régler vos commandes.',
  },
  {
    path: `${BASE}/portefeuille-electronique-details`,
    label: 'Portefeuille électronique',
    summary: 'Le solde et les mouvements de votre portefeuille électronique.',
  },
  {
    path: `${BASE}/mes-surveillances`,
    label: 'Mes surveillances',
    summary: 'Les entreprises que vous surveillez et les révélations reçues.',
  },
  { path: `${BASE}/mes-formalites`, label: 'Mes formalités', summary: 'Le suivi de vos formalités auprès du greffe.' },
  { path: `${BASE}/mon-abonnement`, label: 'Mon abonnement', summary: 'Votre abonnement et les services qu\'il comprend.' },
];
