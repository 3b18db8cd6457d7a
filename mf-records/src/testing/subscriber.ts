import { CustomerAccountSchema, selectedAccountStore, withBilling } from '@portail/shared';

/**
 * Runs `body` with a selected customer account whose subscription holds `offers` (« KBIS,SURV »),
 * and puts the selected account back afterwards.
 */
export async function asSubscriber(offers: string, body: () => Promise<void>): Promise<void> {
  const initial = selectedAccountStore.getState();
  try {
    const account = CustomerAccountSchema.parse({ id: 5, version: 1, type_compte: 'ABONNE', position: 'OUVERT', offres_de_service: offers, selectionne: true });
    selectedAccountStore.setState({ account: withBilling(account, []), status: 'success' });
    await body();
  } finally {
    selectedAccountStore.setState(initial, true);
  }
}
