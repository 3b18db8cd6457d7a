import { useEffect, useRef, useState } from 'react';
import { Button, ConfirmDialog, ProblemAlert, userMessage, type CommandeResume } from '@portail/shared';
import { cancelOrder, payOrderAgain } from './api';

export interface UnpaidOrderActionsProps {
  order: Pick<CommandeResume, 'reference' | 'statut'>;
  /** The order was paid (without leaving the site: wallet, monthly invoice) or cancelled. */
  onChanged: (what: 'paid' | 'cancelled', reference: string) => void;
}

/**
 * « Payer » and « Annuler » for an order awaiting payment: a new payment of that same order (a card
 * goes to the provider's page), or its cancellation once confirmed in a dialog. Nothing for any
 * other order.
 */
export function UnpaidOrderActions({ order, onChanged }: UnpaidOrderActionsProps) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (order.statut !== 'EN_ATTENTE_PAIEMENT') return null;

  const act = async (what: 'paid' | 'cancelled') => {
    setAsking(false);
    setBusy(true);
    setProblem(null);
    try {
      if (what === 'paid') {
        const payment = await payOrderAgain(order.reference);
        // The provider's hosted page, on its own origin: the card number never reaches us.
        if (payment.redirection) {
          window.location.assign(payment.redirection);
          return;
        }
      } else {
        await cancelOrder(order.reference);
      }
      setBusy(false);
      onChanged(what, order.reference);
    } catch (error) {
      setProblem(userMessage(error));
      setBusy(false);
    }
  };

  return (
    <div className="unpaid-order-actions">
      <ProblemAlert title={`La commande ${order.reference} n'a pas pu être modifiée`} problem={problem} />
      <div className="btn-group">
        <Button onClick={() => void act('paid')} disabled={busy} aria-label={`Payer la commande ${order.reference}`}>
          Payer
        </Button>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy} aria-label={`Annuler la commande ${order.reference}`}>
          Annuler
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Annuler la commande ${order.reference} ?`}
        message="Elle ne pourra plus être payée. Ses documents restent dans votre panier : vous pourrez les commander à nouveau."
        confirmLabel="Oui, annuler la commande"
        cancelLabel="Non, garder la commande"
        onConfirm={() => void act('cancelled')}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * What was just done to an unpaid order (paid, cancelled), said where focus goes once its buttons are
 * gone: `changed` is the actions' onChanged, which also calls `reload`; `notice` is the message to show.
 */
export function useOrderChangeNotice(reload: () => void, className?: string) {
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const changed: UnpaidOrderActionsProps['onChanged'] = (what, reference) => {
    setDone(what === 'paid' ? `La commande ${reference} est payée.` : `La commande ${reference} est annulée ; ses documents sont restés dans votre panier.`);
    reload();
  };
  const notice = done && (
    <p role="status" tabIndex={-1} ref={doneRef} className={className}>
      {done}
    </p>
  );
  return { changed, notice };
}
