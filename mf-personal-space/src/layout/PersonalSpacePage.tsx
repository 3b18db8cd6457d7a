import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { ACCOUNT_CREATION_PATH, Alert, Loading, PageFrame, PageLayout, SiteLink, authStore, ownDataState, userStore, type Crumb } from '@portail/shared';
import { LoginNotice } from './LoginNotice';
import { PersonalSpaceNav } from './PersonalSpaceNav';
import { BASE } from './sections';

export interface PersonalSpacePageProps {
  title: string;
  heading?: string;
  /** Crumbs between "Espace personnel" and this page. */
  trail?: Crumb[];
  /** Last crumb; defaults to the title. */
  crumb?: string;
  description?: string;
  home?: boolean;
  children?: ReactNode;
}

/**
 * What a signed-in person's page shows until its content may ask the API for the customer
 * account's data: nothing is asked while the shell is still learning which accounts the person has
 * (after a sign-in or a reload), nor for a person without any, whom the shell sends to the
 * account's creation, as every call would be refused (409) without an account.
 */
function AccountPending({ children }: { children: ReactNode }) {
  const restoring = useStore(authStore, (s) => s.restoring);
  const signingIn = useStore(authStore, (s) => s.signingIn);
  const accounts = useStore(userStore, (s) => s.accounts);
  const state = ownDataState({ connected: true, restoring, signingIn }, accounts);
  if (state === 'pending') return <Loading label="Chargement de votre espace personnel…" />;
  if (state === 'no-account') {
    return (
      <Alert tone="info" title="Vous n'avez pas encore de compte client" headingLevel={2}>
        <p>Vos commandes, factures et surveillances sont attachées à un compte client.</p>
        <SiteLink href={ACCOUNT_CREATION_PATH}>Créer mon compte client</SiteLink>
      </Alert>
    );
  }
  return <>{children}</>;
}

/** The frame of every personal-space page: breadcrumb, heading, side navigation, and the sign-in and account gates. */
export function PersonalSpacePage({ title, heading, trail = [], crumb, description, home = false, children }: PersonalSpacePageProps) {
  const connected = useStore(authStore, (s) => s.connected);
  const breadcrumb: Crumb[] = home
    ? [{ label: 'Espace personnel' }]
    : [{ label: 'Espace personnel', href: BASE }, ...trail, { label: crumb ?? title }];
  return (
    <PageFrame title={title} heading={heading} breadcrumb={breadcrumb} description={description}>
      <PageLayout aside={<PersonalSpaceNav />} asidePosition="start" className="personal-space">
        {connected ? <AccountPending>{children}</AccountPending> : <LoginNotice />}
      </PageLayout>
    </PageFrame>
  );
}
