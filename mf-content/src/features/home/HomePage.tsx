import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';
import { HomeSearch } from './HomeSearch';

const SECTIONS: { id: string; title: string; text: string; href: string; link: string }[] = [
  {
    id: 'home-search',
    title: 'Rechercher une entreprise ou un dirigeant',
    text: "Retrouvez une entreprise par sa dénomination, son SIREN ou son SIRET, son activité ou son département, et un dirigeant par son nom et sa date de naissance.",
    href: '/recherche-entreprise-dirigeant/recherche-avancee',
    link: 'Recherche avancée',
  },
  {
    id: 'home-documents',
    title: 'Commander des documents officiels',
    text: "Extrait Kbis, comptes annuels, actes et statuts, état d'endettement : les documents délivrés par les greffes des tribunaux de commerce.",
    href: '/kbis-documents/',
    link: 'Les documents officiels',
  },
  {
    id: 'home-formalities',
    title: 'Accomplir vos formalités',
    text: "Création, modification, cessation d'activité, dépôt des comptes annuels : les démarches des entreprises auprès du registre du commerce et des sociétés.",
    href: '/formalites',
    link: 'Les formalités',
  },
  {
    id: 'home-registries',
    title: 'Trouver un greffe',
    text: "Le greffe du tribunal de commerce tient le registre des entreprises dont le siège est situé dans son ressort.",
    href: '/rechercher-un-greffe',
    link: 'Rechercher un greffe',
  },
  {
    id: 'home-departments',
    title: 'Parcourir les entreprises par département',
    text: "Parcourez les entreprises de chaque département par secteur d'activité et par code NAF.",
    href: '/recherche-par-departement',
    link: 'Recherche par département',
  },
];

export function HomePage() {
  return (
    <PageFrame
      title="Informations légales sur les entreprises et documents officiels"
      heading="Trouvez les informations légales d'une entreprise et commandez ses documents officiels"
      description="Informations légales sur les entreprises françaises et commande de documents officiels : extrait Kbis, comptes annuels, actes, état d'endettement."
    >
      <HomeSearch />
      <div className="home-sections">
        {SECTIONS.map((s) => (
          <section key={s.id} aria-labelledby={s.id} className="card">
            <h2 id={s.id} className="card__title">
              {s.title}
            </h2>
            <p>{s.text}</p>
            <p>
              <SiteLink href={s.href}>{s.link}</SiteLink>
            </p>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
