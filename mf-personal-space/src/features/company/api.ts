// The customer accounts the person acts for: the list, the choice of the selected one, and the
// mail and billing labels (written on the version read). The shell is told of each change, so that
// the selected account it keeps is reloaded.
import { AnyAnswerSchema, CustomerAccountSchema, authApi, isApiError, publish, userStore, type CustomerAccount } from '@portail/shared';


/** Only this account is selected afterwards. */
export async function selectCustomerAccount(id: number): Promise<void> {
  await authApi().postJson(AnyAnswerSchema, `compte-client/${id}/selectionner`);
  const accounts = userStore.getState().accounts;
  if (accounts) userStore.setState({ accounts: accounts.map((a) => ({ ...a, selectionne: a.id === id })) });
  publish('account:changed', { v: 1, accountId: id });
}

export interface Labels {
  libelle_courrier: string;
  libelle_facturation: string;
}

export type LabelsOutcome =
  | { kind: 'saved'; account: CustomerAccount }
  /** Someone changed the account since `version` was read: nothing was written. */
  | { kind: 'conflict'; current: CustomerAccount }
  /** The API refused fields ({ field: message }). */
  | { kind: 'invalid'; errors: Record<string, string>; message: string };

/** PUT compte-client on the version read; a 409 gives the current account, never an overwrite. */
export async function saveLabels(account: Pick<CustomerAccount, 'id' | 'version'>, labels: Labels): Promise<LabelsOutcome> {
  try {
    const saved = await authApi().putJson(CustomerAccountSchema, 'compte-client', { id: account.id, version: account.version, ...labels });
    publish('account:changed', { v: 1, accountId: saved.id });
    return { kind: 'saved', account: saved };
  } catch (error) {
    const body = isApiError(error) ? (error.body as { compte_client?: unknown; errors?: Record<string, string>; message?: string } | undefined) : undefined;
    if (isApiError(error) && error.status === 409) {
      const current = CustomerAccountSchema.safeParse(body?.compte_client);
      if (current.success) return { kind: 'conflict', current: current.data };
    }
    if (isApiError(error) && error.status === 400 && body?.errors) return { kind: 'invalid', errors: body.errors, message: body.message ?? error.message };
    throw error;
  }
}
