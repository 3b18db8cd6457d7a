import { PageFrame } from '@portail/shared';
import { handleLinkClick } from '../navigation/location';

// The sign-in pages of the shell. Their forms live at the identity provider; these pages frame
// the journey (SPEC §2, §4).

export function ConnexionPage({ siteName }: { siteName: string }) {
  return (
    <PageFrame title="Connexion" heading="Connexion à votre espace" siteName={siteName} breadcrumb={[{ label: 'Connexion' }]}>
      <p>Connectez-vous pour retrouver votre panier, vos commandes, vos factures et vos surveillances d'entreprises.</p>
      <p>
        Pas encore de compte ?{' '}
        <a href="/inscription" onClick={handleLinkClick}>
          Créer un compte
        </a>
      </p>
    </PageFrame>
  );
}

export function PostConnexionPage({ siteName }: { siteName: string }) {
  return (
    <PageFrame title="Connexion" heading="Bienvenue" siteName={siteName}>
      <p>Vous êtes sur la page d'arrivée après connexion.</p>
      <p>
        <a href="/espace-personnel" onClick={handleLinkClick}>
          Accéder à mon espace personnel
        </a>
      </p>
    </PageFrame>
  );
}

export function InscriptionPage({ siteName }: { siteName: string }) {
  return (
    <PageFrame title="Créer un compte" siteName={siteName} breadcrumb={[{ label: 'Créer un compte' }]}>
      <p>
        Un compte vous permet de commander des documents officiels, de suivre vos commandes et de surveiller les
        entreprises qui vous intéressent.
      </p>
    </PageFrame>
  );
}

export function InscriptionValidationPage({ siteName }: { siteName: string }) {
  return (
    <PageFrame title="Validation de votre compte" siteName={siteName} breadcrumb={[{ label: 'Validation du compte' }]}>
      <p>Suivez le lien reçu par courriel pour valider votre adresse et activer votre compte.</p>
    </PageFrame>
  );
}

export function SelectionCompteClientPage({ siteName }: { siteName: string }) {
  return (
    <PageFrame title="Choix du compte client" siteName={siteName} breadcrumb={[{ label: 'Choix du compte client' }]}>
      <p>Choisissez le compte client pour lequel vous souhaitez agir.</p>
    </PageFrame>
  );
}
