import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { Loading, PageFrame, userStore } from '@portail/shared';
import { CustomerFileForm } from './CustomerFileForm';
import { Notice } from './Notice';
import { RegistrationForm } from './RegistrationForm';
import { useAuthView } from './useAuthView';
import { PersonalSpaceLink } from './PersonalSpaceLink';

export function SignUpPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const accounts = useStore(userStore, (s) => s.accounts);
  let body: ReactNode;
  if (restoring) body = <Loading label="Vérification de votre session…" />;
  else if (!connected) {
    body = (
      <>
        <p>
          Un compte vous permet de commander des documents officiels, de suivre vos commandes et de surveiller les entreprises qui
          vous intéressent.
        </p>
        <RegistrationForm />
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
