import { useCallback, useEffect, useRef, useState } from 'react';
import { PAID_ORDER_STATUSES, describeError, type Commande, type LigneCommande, type StatutLigne, type Visualisation } from '@portail/shared';
import { fetchVisualisations } from './api';

/** Orders whose documents are produced: paid, or accepted for the monthly invoice. */
export const isPaid = (order: Commande) => PAID_ORDER_STATUSES.includes(order.statut);

/** Lines whose documents are still to come. */
const IN_PRODUCTION: readonly StatutLigne[] = ['A_PRODUIRE', 'EN_PRODUCTION'];

/** How often, and how long at most, the page asks whether the documents have been produced. */
export const DOCUMENTS_POLL_MS = 2_000;
export const DOCUMENTS_POLL_LIMIT_MS = 120_000;

export type OrderDocuments =
  | { status: 'idle' | 'loading' }
  /** `retry`: only where asking again may help (network, server), not after a refusal. */
  | { status: 'error'; message: string; retry?: () => void }
  | {
      status: 'ready';
      documents: Visualisation[];
      /** Ids of the lines in production that have no document yet. */
      pending: number[];
      /** Still asking every DOCUMENTS_POLL_MS. */
      polling: boolean;
      /** Why the last refresh failed; polling stopped. */
      problem: string | null;
      /** Asks again (and polls again while lines are pending). */
      refresh: () => void;
    };

/** The lines that are being produced and have no document yet. */
export function pendingLines(lines: readonly LigneCommande[], documents: readonly Visualisation[]): number[] {
  return lines.filter((l) => IN_PRODUCTION.includes(l.statut) && !documents.some((d) => d.id_article === l.id)).map((l) => l.id);
}

/** A line's state as the customer sees it: a line in production whose document has come is available. */
export function shownLineStatus(line: LigneCommande, docs: OrderDocuments): StatutLigne {
  if (docs.status === 'ready' && IN_PRODUCTION.includes(line.statut) && docs.documents.some((d) => d.id_article === line.id)) return 'DISPONIBLE';
  return line.statut;
}

type State =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'ready'; documents: Visualisation[]; pending: number[]; polling: boolean; problem: string | null };

/**
 * The documents of a paid order (`idArticle`: of one of its lines), asked again every 2 seconds
 * while `lines` in production have none, for 2 minutes at most. Nothing is asked when `enabled` is
 * false (an unpaid order).
 */
export function useOrderDocuments(reference: string, date: string | null, lines: readonly LigneCommande[], enabled: boolean, idArticle?: number): OrderDocuments {
  const [state, setState] = useState<State>({ status: enabled ? 'loading' : 'idle' });
  const [run, setRun] = useState(0);
  // The lines come from the order, loaded once: read through a ref so that a new array does not restart the polling.
  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
  });

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState((s) => (s.status === 'ready' ? { ...s, polling: true, problem: null } : { status: 'loading' }));
    const poll = () => {
      fetchVisualisations(reference, date, controller.signal, idArticle).then(
        (documents) => {
          if (controller.signal.aborted) return;
          const pending = pendingLines(linesRef.current, documents);
          const more = pending.length > 0 && Date.now() - started < DOCUMENTS_POLL_LIMIT_MS;
          setState({ status: 'ready', documents, pending, polling: more, problem: null });
          if (more) timer = setTimeout(poll, DOCUMENTS_POLL_MS);
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          const { message, retryable } = describeError(e);
          // What was shown stays; the customer may ask again.
          setState((s) => (s.status === 'ready' ? { ...s, polling: false, problem: message } : { status: 'error', message, retryable }));
        },
      );
    };
    poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [reference, date, enabled, idArticle, run]);

  const again = useCallback(() => setRun((r) => r + 1), []);
  if (state.status === 'error') return { status: 'error', message: state.message, retry: state.retryable ? again : undefined };
  if (state.status === 'ready') return { ...state, refresh: again };
  return state;
}
