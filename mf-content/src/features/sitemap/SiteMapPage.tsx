import { useStore } from 'zustand';
import { PageFrame, siteStore } from '@portail/shared';
import { SiteLink } from '@portail/shared';
import { OFFICIAL_DOCUMENTS } from '../kbis-documents/documents';
import { FORMALITIES } from '../formalities/formalities';
import { SERVICES } from '../services/services';

interface Group {
  id: string;
  title: string;
  links: { href: string; label: string }[];
}

/** Every public section of the site (SPEC §2). */
function groups(product: string): Group[] {
  return [
    {
      id: 'sitemap-search',
      title: 'Rechercher',
      links: [
        { href: '/', label: 'Accueil' },
        { href: '/recherche-entreprise-dirigeant/recherche-avancee', label: 'Rechercher une entreprise ou un dirigeant' },
        { href: '/recherche-par-departement', label: 'Recherche par département' },
        { href: '/rechercher-un-greffe', label: 'Rechercher un greffe' },
      ],
    },
    {
      id: 'sitemap-documents',
      title: 'Documents officiels',
      links: [
        { href: '/kbis-documents/', label: 'Tous les documents officiels' },
        ...OFFICIAL_DOCUMENTS.map((d) => ({ href: `/kbis-documents/${d.slug}`, label: d.title })),
        { href: '/tarifs', label: 'Tarifs' },
        { href: '/panier', label: 'Panier' },
      ],
    },
    {
      id: 'sitemap-formalities',
      title: 'Formalités',
      links: [
        { href: '/formalites', label: 'Toutes les formalités' },
        ...FORMALITIES.map((f) => ({ href: `/formalites/${f.slug}`, label: f.title })),
        { href: '/formalites-dgfip', label: 'Formalités DGFiP' },
        { href: '/formalites/telecharger-formulaires-formalites-entreprise/', label: 'Télécharger les formulaires' },
        { href: '/guide-des-formalites', label: 'Guide des formalités' },
      ],
    },
    {
      id: 'sitemap-services',
      title: 'Services',
      links: [{ href: '/services/', label: 'Tous les services' }, ...SERVICES.filter((s) => s.href.startsWith('/services/')).map((s) => ({ href: s.href, label: s.title }))],
    },
    {
      id: 'sitemap-help',
      title: 'Informations et aide',
      links: [
        { href: '/actualites', label: 'Actualités' },
        { href: '/aides-et-tutoriels', label: 'Aides et tutoriels' },
        { href: '/tutoriels-videos', label: 'Tutoriels vidéo' },
        { href: '/faq', label: 'Foire aux questions' },
        { href: `/contact-${product}`, label: 'Contact' },
        { href: '/qui-sommes-nous', label: 'Qui sommes-nous ?' },
      ],
    },
    {
      id: 'sitemap-account',
      title: 'Mon compte',
      links: [
        { href: '/connexion', label: 'Connexion' },
        { href: '/inscription', label: 'Créer un compte' },
        { href: '/espace-personnel', label: 'Espace personnel' },
      ],
    },
    {
      id: 'sitemap-legal',
      title: 'Informations légales',
      links: [
        { href: '/plan-du-site', label: 'Plan du site' },
        { href: '/cgu-cgv', label: "Conditions générales d'utilisation et de vente" },
        { href: '/politique-de-confidentialite-traitement-donnees-personnelles', label: 'Politique de confidentialité' },
        { href: `/mentions-legales-${product}`, label: 'Mentions légales' },
      ],
    },
  ];
}

export function SiteMapPage() {
  const product = useStore(siteStore, (s) => s.product);
  return (
    <PageFrame title="Plan du site" breadcrumb={[{ label: 'Plan du site' }]} description="Toutes les rubriques du site.">
      <div className="sitemap">
        {groups(product).map((g) => (
          <section key={g.id}>
            <h2 id={g.id}>{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.href}>
                  <SiteLink href={l.href}>{l.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
