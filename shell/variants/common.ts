import type { MenuSection, VariantConfig } from './types';

export const MENU: MenuSection[] = [
  {
    id: 'documents',
    label: 'Documents officiels',
    links: [
      { label: 'Extrait Kbis', href: '/kbis-documents/extrait-kbis' },
      { label: 'Comptes annuels', href: '/kbis-documents/comptes-annuels' },
      { label: 'Actes et statuts', href: '/kbis-documents/actes-et-statuts' },
      { label: "État d'endettement", href: '/kbis-documents/etat-endettement' },
    ],
    seeAll: { label: 'Voir tous les documents officiels', href: '/kbis-documents/' },
  },
  {
    id: 'formalites',
    label: 'Formalités',
    links: [
      { label: 'Créer une entreprise', href: '/formalites/creation-entreprise' },
      { label: 'Modifier une entreprise', href: '/formalites/modification-entreprise' },
      { label: 'Cesser une activité', href: '/formalites/cessation-activite' },
      { label: 'Déposer les comptes annuels', href: '/formalites/depot-des-comptes-annuels' },
    ],
    seeAll: { label: 'Voir toutes les formalités', href: '/formalites' },
  },
  {
    id: 'services',
    label: 'Services',
    links: [
      { label: 'Rechercher un greffe', href: '/rechercher-un-greffe' },
      { label: 'Recherche par département', href: '/recherche-par-departement' },
      { label: 'Recherche de gage sans dépossession', href: '/services/recherche-gage-sans-depossession' },
      { label: 'Consulter une affaire', href: '/services/consulter-une-affaire' },
    ],
    seeAll: { label: 'Voir tous les services', href: '/services/' },
  },
];

export const PARTNERS: VariantConfig['partners'] = [
  { name: 'INSEE', href: 'https://www.insee.fr' },
  { name: 'INPI', href: 'https://www.inpi.fr' },
  { name: 'BODACC', href: 'https://www.bodacc.fr' },
  { name: 'Service-Public.fr', href: 'https://www.service-public.fr' },
  { name: 'data.gouv.fr', href: 'https://www.data.gouv.fr' },
];

export const SOCIAL: VariantConfig['social'] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Mastodon', href: 'https://mastodon.social/' },
];
