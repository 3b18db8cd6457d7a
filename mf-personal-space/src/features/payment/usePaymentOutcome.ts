import { useEffect, useState } from 'react';
import { userMessage, type PaiementSession } from '@portail/shared';
import { fetchPayment } from './api';

const POLL_MS = 1_000;
const POLL_LIMIT_MS = 120_000;

/**
 * A card payment back from the provider's page, asked of the API until the provider's notification
 * has decided it (the return itself proves nothing), for two minutes at most. `onSettled` is told
 * the payment once it is decided, or still awaited when the two minutes are over.
 */
export function usePaymentOutcome(id: string, onSettled: (payment: PaiementSession) => void): { payment: PaiementSession | null; problem: string | null } {
  const [payment, setPayment] = useState<PaiementSession | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: number | undefined;
    const poll = () =>
      fetchPayment(id, controller.signal).then(
        (p) => {
          setPayment(p);
          if (p.statut === 'EN_ATTENTE' && Date.now() - started < POLL_LIMIT_MS) timer = window.setTimeout(() => void poll(), POLL_MS);
          else onSettled(p);
        },
        (e: unknown) => {
          if (!controller.signal.aborted) setProblem(userMessage(e));
        },
      );
    void poll();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // `onSettled` only reloads what the payment changed: asked again for another payment only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return { payment, problem };
}
