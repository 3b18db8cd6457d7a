import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function TermsPage() {
  return (
    <PageFrame
      title="Conditions générales d'utilisation et de vente"
      breadcrumb={[{ label: 'CGU / CGV' }]}
      description="Les conditions générales d'utilisation du site et de vente des documents officiels."
    >
      <p>
        Les conditions générales d'utilisation et de vente encadrent l'usage du site et la commande de documents
        officiels. Elles traitent notamment :
      </p>
      <ul>
        <li>de la création et de l'utilisation de votre compte ;</li>
        <li>de la commande des documents et de leur mode de délivrance, électronique ou par courrier ;</li>
        <li>
          des prix, fixés pour les documents des greffes par la réglementation (<SiteLink href="/tarifs">voir les tarifs</SiteLink>) ;
        </li>
        <li>des moyens de paiement et de la facturation ;</li>
        <li>des abonnements, des surveillances et de leur résiliation.</li>
      </ul>
      <p>
        Le traitement de vos données personnelles est décrit dans la{' '}
        <SiteLink href="/politique-de-confidentialite-traitement-donnees-personnelles">politique de confidentialité</SiteLink>.
      </p>
    </PageFrame>
  );
}
