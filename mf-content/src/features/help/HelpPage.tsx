import { useStore } from 'zustand';
import { PageFrame, siteStore } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function HelpPage() {
  const product = useStore(siteStore, (s) => s.product);
  const links: { href: string; title: string; text: string }[] = [
    { href: '/faq', title: 'Foire aux questions', text: 'Les réponses aux questions les plus fréquentes sur le Kbis, le SIREN et les comptes annuels.' },
    { href: '/tutoriels-videos', title: 'Tutoriels vidéo', text: 'Des vidéos courtes pour rechercher une entreprise et commander un document.' },
    { href: '/guide-des-formalites', title: 'Guide des formalités', text: "Les démarches des entreprises, étape par étape." },
    { href: '/plan-du-site', title: 'Plan du site', text: 'Toutes les rubriques du site.' },
    { href: `/contact-${product}`, title: 'Nous contacter', text: "Vous n'avez pas trouvé de réponse ? Écrivez-nous." },
  ];
  return (
    <PageFrame
      title="Aides et tutoriels"
      breadcrumb={[{ label: 'Aides et tutoriels' }]}
      description="Aide à l'utilisation du site : foire aux questions, tutoriels vidéo, guide des formalités, contact."
    >
      <p>Besoin d'aide pour rechercher une entreprise, commander un document ou gérer votre compte ? Commencez ici.</p>
      <ul className="cards">
        {links.map((l) => (
          <li key={l.href} className="card">
            <h2 className="card__title">
              <SiteLink href={l.href}>{l.title}</SiteLink>
            </h2>
            <p>{l.text}</p>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
