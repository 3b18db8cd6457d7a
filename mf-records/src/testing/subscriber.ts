import { selectedAccountStore } from '@portail/shared';
import { subscriberAccount } from '@portail/shared/testing/accounts';

/**
 * Runs `body` with a selected customer account whose subscription holds `offers` (« KBIS,SURV »),
 * and puts the selected account back afterwards.
 */
export async function asSubscriber(offers: string, body: () => Promise<void>): Promise<void> {
  const initial = selectedAccountStore.getState();
  try {
    selectedAccountStore.setState({ account: subscriberAccount(offers), status: 'success' });
    await body();
  } finally {
    selectedAccountStore.setState(initial, true);
  }
}
