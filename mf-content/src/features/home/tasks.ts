import type { IconName } from '@portail/shared';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export interface HomeTask {
  id: string;
  title: string;
  summary: string;
  href: string;
  icon: IconName;
}

/** The main tasks of the portal, offered as cards on the home page. */
export const HOME_TASKS: HomeTask[] = [
  {
    id: 'kbis',
    title: 'Commander un extrait Kbis',
    summary: "La carte d'identité officielle d'une entreprise, délivrée par le greffe, et ses autres documents officiels.",
    href: '/kbis-documents/extrait-kbis',
    icon: 'document',
  },
  {
    id: 'departements',
    title: 'Rechercher par département',
    summary: "Parcourez les entreprises de chaque département par secteur d'activité et par code NAF.",
    href: searchRoutes.departments,
    icon: 'map-pin',
  },
  {
    id: 'greffes',
    title: 'Trouver un greffe',
    summary: "Le greffe du tribunal de commerce qui tient le registre d'une commune, son adresse et son ressort.",
    href: searchRoutes.registrySearch,
    icon: 'scale',
  },
  {
    id: 'formalites',
    title: 'Accomplir vos formalités',
    summary: "Création, modification, cessation d'activité, dépôt des comptes annuels : les démarches et leurs formulaires.",
    href: contentRoutes.formalities,
    icon: 'clipboard',
  },
];
