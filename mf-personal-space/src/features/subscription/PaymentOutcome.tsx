import { Alert, Loading, formatAmount, REFUND_STATE_SENTENCES } from '@portail/shared';
import { usePaymentOutcome } from '../payment';
import { subscriptionsChanged } from './api';

/**
 * The outcome of a subscription's card payment, back from the provider's page: asked of the API
 * until the provider's notification has decided it (the return itself proves nothing).
 */
export function PaymentOutcome({ id, accountId, onSettled }: { id: string; accountId: number; onSettled: () => void }) {
  const { payment, problem } = usePaymentOutcome(id, (p) => {
    if (p.statut === 'ACCEPTE') subscriptionsChanged(accountId);
    onSettled();
  });
  if (problem) return <Alert headingLevel={2} tone="error" title="Paiement introuvable">{problem}</Alert>;
  if (!payment) return <Loading label="Vérification du paiement…" />;
  if (payment.objet !== 'ABONNEMENT') return null;
  const amount = formatAmount(payment.montant, { thousandsSeparator: true, currency: payment.devise });
  if (payment.statut === 'ACCEPTE' && payment.remboursement) {
    // Accepted for a period another payment had paid, or for a subscription given up: it is given back.
    return (
      <Alert headingLevel={2} tone="warning" title="Déjà réglé : ce paiement vous est rendu" live="polite">
        <p>{`Ce paiement par carte de ${amount} nous est parvenu alors que ce qu'il devait régler l'était déjà par un autre paiement, ou que l'abonnement avait été abandonné.`}</p>
        <p>{REFUND_STATE_SENTENCES[payment.remboursement]}</p>
      </Alert>
    );
  }
  if (payment.statut === 'ACCEPTE') {
    return (
      <Alert headingLevel={2} tone="success" title="Paiement accepté" live="polite">
        <p>{`Votre paiement de ${amount} par carte bancaire est confirmé.`}</p>
      </Alert>
    );
  }
  if (payment.statut === 'EN_ATTENTE') return <Loading label={`Paiement de ${amount} en cours de confirmation par le prestataire…`} />;
  return (
    <Alert headingLevel={2} tone="error" title="Paiement non abouti" live="assertive">
      <p>{`${payment.motif ?? 'Le paiement n’a pas abouti.'} Rien n'a été débité ; vous pouvez payer à nouveau ci-dessous.`}</p>
    </Alert>
  );
}
