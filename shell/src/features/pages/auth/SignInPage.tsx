import { ACCOUNT_CREATION_PATH, Loading, POST_SIGN_IN_PATH, PageFrame } from '@portail/shared';
import { handleLinkClick } from '../../../navigation/location';
import { here } from './here';
import { Notice } from './Notice';
import { SignInButton } from './SignInButton';
import { useAuthView } from './useAuthView';
import { PersonalSpaceLink } from './PersonalSpaceLink';

export function SignInPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const blocked = here().get('fenetre') === 'bloquee';
  return (
    <PageFrame title="Connexion" heading="Connexion à votre espace" siteName={siteName} breadcrumb={[{ label: 'Connexion' }]}>
      {restoring ? (
        <Loading label="Vérification de votre session…" />
      ) : connected ? (
        <>
          <Notice kind="success">Vous êtes connecté.</Notice>
          <p>
            <PersonalSpaceLink />
          </p>
        </>
      ) : (
        <>
          {blocked && (
            <Notice kind="error">
              Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, puis cliquez sur
              « Se connecter ».
            </Notice>
          )}
          <p>Connectez-vous pour retrouver votre panier, vos commandes, vos factures et vos surveillances d'entreprises.</p>
          <p>La connexion s'ouvre dans une petite fenêtre.</p>
          <SignInButton returnTo={POST_SIGN_IN_PATH} />
          <p>
            Pas encore de compte ?{' '}
            <a href={ACCOUNT_CREATION_PATH} onClick={handleLinkClick}>
              Créer un compte
            </a>
          </p>
        </>
      )}
    </PageFrame>
  );
}
