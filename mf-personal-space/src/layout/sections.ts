export const BASE = '/espace-personnel';

import type { IconName } from '@portail/shared';

export interface Section {
  path: string;
  label: string;
  summary: string;
  icon: IconName;
}

/** The main sections of the personal space, in the order of the side navigation. */
export const SECTIONS: readonly Section[] = [
  { path: BASE, label: 'Tableau de bord',
    icon: 'home', summary: "Vue d'ensemble de votre espace personnel." },
  { path: `${BASE}/mes-informations`, label: 'Mes informations',
    icon: 'user', summary: 'Votre identité et vos coordonnées de contact.' },
  {
    path: `${BASE}/mon-entreprise`,
    label: 'Mon entreprise',
    icon: 'building',
    summary: 'Le compte client de votre entreprise : dénomination, SIREN, libellés de courrier et de facturation.',
  },
  {
    path: `${BASE}/mes-commandes/mon-historique`,
    label: 'Mes commandes',
    icon: 'cart',
    summary: 'Vos commandes de documents officiels et les documents à télécharger.',
  },
  {
    path: `${BASE}/mes-commandes/mes-kbis-periodiques`,
    label: 'Mes Kbis périodiques',
    icon: 'clock',
    summary: 'Les extraits Kbis que vous recevez à intervalles réguliers.',
  },
  { path: `${BASE}/mes-factures`, label: 'Mes factures',
    icon: 'document', summary: 'Vos factures et vos justificatifs de paiement.' },
  {
    path: `${BASE}/moyens-de-paiement`,
    label: 'Moyens de paiement',
    icon: 'card',
    summary: 'Les moyens de paiement utilisés pour régler vos commandes.',
  },
  {
    path: `${BASE}/portefeuille-electronique-details`,
    label: 'Portefeuille électronique',
    icon: 'wallet',
    summary: 'Le solde et les mouvements de votre portefeuille électronique.',
  },
  {
    path: `${BASE}/mes-surveillances`,
    label: 'Mes surveillances',
    icon: 'bell',
    summary: 'Les entreprises que vous surveillez et les révélations reçues.',
  },
  { path: `${BASE}/mes-formalites`, label: 'Mes formalités',
    icon: 'scale', summary: 'Le suivi de vos formalités auprès du greffe.' },
  { path: `${BASE}/mon-abonnement`, label: 'Mon abonnement',
    icon: 'settings', summary: 'Votre abonnement et les services qu\'il comprend.' },
];
