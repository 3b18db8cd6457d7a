import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { authStore, basketStore, describeError, selectedAccountStore, userMessage, type Panier } from '@portail/shared';
import { announce, fetchBasket } from './api';

export type BasketState =
  | { status: 'loading' }
  /** `retryable`: whether asking again may help (network, server), not after a refusal. */
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'ready'; basket: Panier };

/**
 * The basket of the page: loaded (again when the person signs in or out), and changed through
 * `change`, which keeps the controls quiet while a change is under way and says what went wrong.
 */
export function useBasket() {
  const [state, setState] = useState<BasketState>({ status: 'loading' });
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Whose basket it is: the guest's, or the selected account's.
  const connected = useStore(authStore, (s) => s.connected);
  const accountId = useStore(selectedAccountStore, (s) => s.account?.id ?? 'none');
  const accountPending = useStore(selectedAccountStore, (s) => s.status === 'idle' || s.status === 'loading');
  const owner = connected ? `account:${accountId}` : 'guest';
  // A session being restored, or an account being loaded, would give one basket then another: wait.
  const restoring = useStore(authStore, (s) => s.restoring || s.signingIn) || (connected && accountId === 'none' && accountPending);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (restoring) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    basketStore.setState({ loading: true, error: false });
    fetchBasket(controller.signal).then(
      (basket) => {
        if (controller.signal.aborted) return;
        basketStore.setState({ loading: false });
        setState({ status: 'ready', basket: announce(basket) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: a basket that cannot be fetched sets the basket's error flag.
        basketStore.setState({ loading: false, error: true });
        setState({ status: 'error', ...describeError(error) });
      },
    );
    return () => controller.abort();
  }, [owner, restoring, attempt]);

  const change = useCallback(async (action: () => Promise<Panier>): Promise<boolean> => {
    setPending(true);
    setProblem(null);
    try {
      const basket = announce(await action());
      if (live.current) setState({ status: 'ready', basket });
      return true;
    } catch (error) {
      if (live.current) setProblem(userMessage(error));
      return false;
    } finally {
      if (live.current) setPending(false);
    }
  }, []);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, pending, problem, change, retry };
}
