import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { Button, Loading, PageFrame, accountManagement, authStore, useAccountManagement, userStore } from '@portail/shared';
import { loadSession, requestSignIn } from '../../../session/loadSession';
import { CustomerFileForm } from './CustomerFileForm';
import { Notice } from './Notice';
import { RegistrationForm } from './RegistrationForm';
import { useAuthView } from './useAuthView';
import { PersonalSpaceLink } from './PersonalSpaceLink';

/** Account creation at an external provider (prompt=create), in the sign-in popup. */
function ProviderSignUp() {
  const signingIn = useStore(authStore, (s) => s.signingIn);
  return (
    <>
      <p>La création de votre compte s'ouvre dans une petite fenêtre : vous y choisissez votre adresse e-mail et votre mot de passe.</p>
      <Button onClick={() => requestSignIn({ create: true })} disabled={signingIn} aria-busy={signingIn || undefined}>
        Créer mon compte
      </Button>
    </>
  );
}

export function SignUpPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const accounts = useStore(userStore, (s) => s.accounts);
  const management = useAccountManagement();
  // Where accounts are created is the session's to know (the API's /auth/config).
  useEffect(() => {
    if (!accountManagement()) void loadSession().catch(() => undefined);
  }, []);
  let body: ReactNode;
  if (restoring) body = <Loading label="Vérification de votre session…" />;
  else if (!connected) {
    body = (
      <>
        <p>
          Un compte vous permet de commander des documents officiels, de suivre vos commandes et de surveiller les entreprises qui
          vous intéressent.
        </p>
        {management === null ? <Loading /> : management.mode === 'provider-actions' ? <ProviderSignUp /> : <RegistrationForm />}
      </>
    );
  } else if (accounts === null) body = <Loading />;
  else if (accounts.length === 0) body = <CustomerFileForm />;
  else {
    body = (
      <>
        <Notice>Votre compte client est déjà créé.</Notice>
        <p>
          <PersonalSpaceLink />
        </p>
      </>
    );
  }
  return (
    <PageFrame title="Créer un compte" siteName={siteName} breadcrumb={[{ label: 'Créer un compte' }]}>
      {body}
    </PageFrame>
  );
}
