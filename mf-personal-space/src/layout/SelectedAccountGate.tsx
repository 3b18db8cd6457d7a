import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { Alert, Loading, SELECT_ACCOUNT_PATH, SiteLink, selectedAccountStore, type SelectedCustomerAccount } from '@portail/shared';

/**
 * Shows its content once the shell has loaded the selected customer account, and gives it the
 * account; says so when no account is selected.
 */
export function SelectedAccountGate({ children }: { children: (account: SelectedCustomerAccount) => ReactNode }) {
  const account = useStore(selectedAccountStore, (s) => s.account);
  const status = useStore(selectedAccountStore, (s) => s.status);
  if (account) return <>{children(account)}</>;
  if (status === 'error' || status === 'success') {
    return (
      <Alert tone="warning" title="Aucun compte client n'est sélectionné" headingLevel={2}>
        <p>Choisissez le compte client pour lequel vous agissez.</p>
        <SiteLink href={SELECT_ACCOUNT_PATH}>Choisir un compte client</SiteLink>
      </Alert>
    );
  }
  return <Loading label="Chargement de votre compte client…" />;
}
