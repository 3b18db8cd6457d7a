export interface Service {
  href: string;
  title: string;
  summary: string;
}

/** The services of the site; some pages belong to other apps (search, personal space). */
export const SERVICES: readonly Service[] = [
  {
    href: '/recherche-entreprise-dirigeant/recherche-avancee',
    title: "Recherche d'entreprises et de dirigeants",
    summary: 'Retrouvez une entreprise, un établissement ou un dirigeant et consultez sa fiche.',
  },
  {
    href: '/recherche-par-departement',
    title: 'Recherche par département',
    summary: "Parcourez les entreprises par département, secteur d'activité et code NAF.",
  },
  {
    href: '/rechercher-un-greffe',
    title: 'Rechercher un greffe',
    summary: "Trouvez le greffe compétent pour une entreprise.",
  },
  {
    href: '/services/surveillance-entreprises',
    title: "Surveillance d'entreprises",
    summary: 'Soyez averti des événements qui touchent les entreprises que vous suivez.',
  },
  {
    href: '/services/recherche-gage-sans-depossession',
    title: 'Recherche de gage sans dépossession',
    summary: "Vérifiez si un bien meuble fait l'objet d'un gage inscrit.",
  },
  {
    href: '/services/consulter-une-affaire',
    title: 'Consulter une affaire',
    summary: "Suivez l'avancement d'une affaire portée devant un tribunal de commerce.",
  },
];
