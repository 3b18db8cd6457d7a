import { Alert, Loading, formatAmount, REFUND_STATE_SENTENCES } from '@portail/shared';
import { usePaymentOutcome } from '../payment';

/**
 * The outcome of an invoice's card payment, back from the provider's page: asked of the API until
 * the provider's notification has decided it (the return itself proves nothing); `onSettled` then
 * reloads the invoices.
 */
export function InvoicePaymentOutcome({ id, onSettled }: { id: string; onSettled: () => void }) {
  const { payment, problem } = usePaymentOutcome(id, onSettled);
  if (problem) return <Alert headingLevel={2} tone="error" title="Paiement introuvable">{problem}</Alert>;
  if (!payment) return <Loading label="Vérification du paiement…" />;
  if (payment.objet !== 'FACTURE' && payment.objet !== 'ABONNEMENT') return null;
  const amount = formatAmount(payment.montant, { thousandsSeparator: true, currency: payment.devise });
  if (payment.statut === 'ACCEPTE' && payment.remboursement) {
    return (
      <Alert headingLevel={2} tone="warning" title="Déjà réglée : ce paiement vous est rendu" live="polite">
        <p>{`Ce paiement par carte de ${amount} nous est parvenu alors que la facture était déjà réglée par un autre paiement.`}</p>
        <p>{REFUND_STATE_SENTENCES[payment.remboursement]}</p>
      </Alert>
    );
  }
  if (payment.statut === 'ACCEPTE') {
    return (
      <Alert headingLevel={2} tone="success" title="Paiement accepté" live="polite">
        <p>{`Votre paiement de ${amount} par carte bancaire est confirmé : la facture est payée.`}</p>
      </Alert>
    );
  }
  if (payment.statut === 'EN_ATTENTE') return <Loading label={`Paiement de ${amount} en cours de confirmation par le prestataire…`} />;
  return (
    <Alert headingLevel={2} tone="error" title="Paiement non abouti" live="assertive">
      <p>{`${payment.motif ?? 'Le paiement n’a pas abouti.'} Rien n'a été débité ; la facture reste à payer.`}</p>
    </Alert>
  );
}
