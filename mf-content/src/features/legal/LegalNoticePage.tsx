import { useStore } from 'zustand';
import { PageFrame, siteStore } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function LegalNoticePage() {
  const siteName = useStore(siteStore, (s) => s.siteName);
  return (
    <PageFrame
      title="Mentions légales"
      breadcrumb={[{ label: 'Mentions légales' }]}
      description={`Les mentions légales du site ${siteName} : éditeur, directeur de la publication, hébergeur.`}
    >
      <p>
        Les mentions légales identifient l'éditeur du site {siteName}, son directeur de la publication et son
        hébergeur, conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique.
      </p>
      <ul>
        <li>
          <SiteLink href="/cgu-cgv">Conditions générales d'utilisation et de vente</SiteLink>
        </li>
        <li>
          <SiteLink href="/politique-de-confidentialite-traitement-donnees-personnelles">Politique de confidentialité</SiteLink>
        </li>
        <li>
          <SiteLink href="/qui-sommes-nous">Qui sommes-nous ?</SiteLink>
        </li>
      </ul>
    </PageFrame>
  );
}
