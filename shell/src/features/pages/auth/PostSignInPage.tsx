import { useStore } from 'zustand';
import { Loading, POST_SIGN_IN_PATH, PageFrame, selectedAccountStore, userStore } from '@portail/shared';
import { handleLinkClick } from '../../../navigation/location';
import { SignInButton } from './SignInButton';
import { useAuthView } from './useAuthView';
import { PersonalSpaceLink } from './PersonalSpaceLink';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export function PostSignInPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const firstName = useStore(userStore, (s) => s.info?.firstName ?? null);
  const account = useStore(selectedAccountStore, (s) => s.account);
  return (
    <PageFrame title="Connexion" heading={connected && firstName ? `Bienvenue, ${firstName}` : 'Bienvenue'} siteName={siteName}>
      {restoring ? (
        <Loading label="Vérification de votre session…" />
      ) : connected ? (
        <>
          <p>Vous êtes connecté{account ? <> pour le compte client {account.denomination_sociale || account.numero_client}</> : null}.</p>
          <ul>
            <li>
              <PersonalSpaceLink />
            </li>
            <li>
              <a href={searchRoutes.advancedSearch} onClick={handleLinkClick}>
                Rechercher une entreprise
              </a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p>Vous n'êtes pas connecté.</p>
          <SignInButton returnTo={POST_SIGN_IN_PATH} />
        </>
      )}
    </PageFrame>
  );
}
