import type { IconName } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';

/** The personal space's home, under which all its pages lie. */
export const BASE = routes.home;

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
  { path: routes.myInformation, label: 'Mes informations',
    icon: 'user', summary: 'Votre identité et vos coordonnées de contact.' },
  {
    path: routes.myCompany,
    label: 'Mon entreprise',
    icon: 'building',
    summary: 'Le compte client de votre entreprise : dénomination, SIREN, libellés de courrier et de facturation.',
  },
  {
    path: routes.orderHistory,
    label: 'Mes commandes',
    icon: 'cart',
    summary: 'Vos commandes de documents officiels et les documents à télécharger.',
  },
  {
    path: routes.periodicKbisList,
    label: 'Mes Kbis périodiques',
    icon: 'clock',
    summary: 'Les extraits Kbis que vous recevez à intervalles réguliers.',
  },
  { path: routes.invoices, label: 'Mes factures',
    icon: 'document', summary: 'Vos factures et vos justificatifs de paiement.' },
  {
    path: routes.paymentMeans,
    label: 'Moyens de paiement',
    icon: 'card',
    summary: 'Les moyens de paiement utilisés pour régler vos commandes.',
  },
  {
    path: routes.wallet,
    label: 'Portefeuille électronique',
    icon: 'wallet',
    summary: 'Le solde et les mouvements de votre portefeuille électronique.',
  },
  {
    path: routes.monitoring,
    label: 'Mes surveillances',
    icon: 'bell',
    summary: 'Les entreprises que vous surveillez et les révélations reçues.',
  },
  { path: routes.formalities, label: 'Mes formalités',
    icon: 'scale', summary: 'Le suivi de vos formalités auprès du greffe.' },
  { path: routes.subscription, label: 'Mon abonnement',
    icon: 'settings', summary: 'Votre abonnement et les services qu\'il comprend.' },
];
