import { fillPattern, type IconName } from '@portail/shared';
import type { Territory } from '../../content/model';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export interface HomeTask {
  id: string;
  title: string;
  summary: string;
  href: string;
  icon: IconName;
}

/** The main tasks of the portal, offered as cards on the home page of mainland France's site. */
const FR_TASKS: HomeTask[] = [
  {
    id: 'kbis',
    title: 'Commander un extrait Kbis',
    summary: "La carte d'identité officielle d'une entreprise, délivrée par le greffe, et ses autres documents officiels.",
    href: fillPattern(contentRoutes.kbisDocument, { slug: 'extrait-kbis' }),
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

/** On New Caledonia's site, companies are listed by province and commune, its registry is Nouméa's and its formalities its own. */
const NC_TASKS: HomeTask[] = FR_TASKS.map((task) => {
  switch (task.id) {
    case 'departements':
      return {
        ...task,
        id: 'provinces',
        title: 'Rechercher par province',
        summary: "Parcourez les entreprises de chaque province et de chaque commune de Nouvelle-Calédonie par secteur d'activité et par code NAF.",
      };
    case 'greffes':
      return { ...task, summary: 'Le greffe du tribunal mixte de commerce de Nouméa, qui tient le registre de toute la Nouvelle-Calédonie : son adresse et son ressort.' };
    case 'formalites':
      return {
        ...task,
        summary: 'Création, modification, cessation d’activité : le greffe de Nouméa et les centres de formalités des chambres consulaires, le guichet unique national ne couvrant pas la Nouvelle-Calédonie.',
        href: contentRoutes.formalitiesNc,
      };
    default:
      return task;
  }
});

/** The main tasks offered as cards on the home page of a territory's site. */
export const HOME_TASKS: Record<Territory, HomeTask[]> = { FR: FR_TASKS, NC: NC_TASKS };
