import { useStore } from 'zustand';
import { PageFrame, siteStore } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function AboutPage() {
  const siteName = useStore(siteStore, (s) => s.siteName);
  return (
    <PageFrame
      title="Qui sommes-nous ?"
      breadcrumb={[{ label: 'Qui sommes-nous ?' }]}
      description={`${siteName} : l'information légale sur les entreprises et leurs documents officiels.`}
    >
      <p>
        {siteName} donne accès à l'information légale sur les entreprises immatriculées au registre du commerce et des
        sociétés et permet de commander leurs documents officiels : extrait Kbis, comptes annuels, actes et statuts,
        état d'endettement.
      </p>
      <section aria-labelledby="about-registries">
        <h2 id="about-registries">Les greffes des tribunaux de commerce</h2>
        <p>
          Le registre du commerce et des sociétés est tenu par les greffes des tribunaux de commerce. Les greffiers
          des tribunaux de commerce sont des officiers publics et ministériels : ils immatriculent les entreprises,
          contrôlent et inscrivent leurs modifications, conservent les actes et les comptes déposés et en assurent la
          publicité.
        </p>
      </section>
      <section aria-labelledby="about-offer">
        <h2 id="about-offer">Nos services</h2>
        <ul>
          <li>
            <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">Recherche d'entreprises et de dirigeants</SiteLink>
          </li>
          <li>
            <SiteLink href="/kbis-documents/">Documents officiels</SiteLink>
          </li>
          <li>
            <SiteLink href="/services/">Tous les services</SiteLink>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
