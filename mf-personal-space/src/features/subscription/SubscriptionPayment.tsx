import { useState } from 'react';
import { Alert, Button, ProblemAlert, formatAmount, formatDateFr, scopedCall, useResource, userMessage, type Abonnement, type MoyenPaiementAbonnement, type ReglementAbonnement } from '@portail/shared';
import { euroPaymentMeansCall, paySubscription, subscriptionsChanged } from './api';

const euros = (cents: number) => formatAmount(cents, { thousandsSeparator: true, currency: 'EUR' });

/** What is owed and why: the first month of a subscription awaiting payment, or an unpaid invoice. */
function Owed({ a, due }: { a: Abonnement; due: ReglementAbonnement }) {
  if (!due.facture) {
    return <p>Votre abonnement commencera le jour du paiement de son premier mois, {euros(due.montant_ttc)} TTC. D'ici là, ses services ne sont pas ouverts.</p>;
  }
  const f = due.facture;
  return (
    <>
      <p>
        Facture {f.numero} du {formatDateFr(f.debut)} au {formatDateFr(f.fin)} : {euros(due.montant_ttc)} TTC
        {f.echeance ? `, à payer avant le ${formatDateFr(f.echeance)}` : ''}.
      </p>
      {a.statut === 'SUSPENDU' && <p>Votre abonnement est suspendu : ses services rouvrent dès le paiement de cette facture.</p>}
    </>
  );
}

/**
 * "Payer" for a subscription that asks to be paid: by card on the provider's page (always offered),
 * from the wallet when its balance covers the amount. `onPaid` follows a wallet payment.
 */
export function SubscriptionPayment({ a, due, onPaid }: { a: Abonnement; due: ReglementAbonnement; onPaid: () => void }) {
  // Asked for each payment: the wallet's balance changes with the payments made.
  const means = useResource(scopedCall(euroPaymentMeansCall, `${a.uuid}:${due.facture?.id ?? 'premier-mois'}`));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const balance = means.status === 'ready' ? (means.data.find((m) => m.code === 'PORTEFEUILLE_ELECTRONIQUE')?.solde ?? 0) : null;

  const pay = async (moyen: MoyenPaiementAbonnement) => {
    setBusy(true);
    setProblem(null);
    try {
      const session = await paySubscription(a.uuid, moyen, due.facture?.id ?? null);
      // The provider's hosted page, on its own origin: the card number never reaches us.
      if (session.redirection) {
        window.location.assign(session.redirection);
        return;
      }
      subscriptionsChanged(a.id_compte_client);
      onPaid();
    } catch (error) {
      setProblem(userMessage(error));
    }
    setBusy(false);
  };

  return (
    <div className="subscription-payment">
      <Owed a={a} due={due} />
      {due.paiement_en_cours && <p>Un paiement par carte est en attente de confirmation par notre prestataire. S'il n'a pas abouti, reprenez-le.</p>}
      <ProblemAlert title="Le paiement n'a pas abouti" problem={problem} />
      <div className="btn-group">
        <Button onClick={() => void pay('CARTE_BANCAIRE')} disabled={busy}>
          {`Payer ${euros(due.montant_ttc)} par carte bancaire`}
        </Button>
        {balance !== null && balance >= due.montant_ttc && (
          <Button variant="secondary" onClick={() => void pay('PORTEFEUILLE_ELECTRONIQUE')} disabled={busy}>
            {`Payer avec mon portefeuille électronique (solde ${euros(balance)})`}
          </Button>
        )}
      </div>
      {balance !== null && balance > 0 && balance < due.montant_ttc && (
        <Alert tone="info">
          <p>Le solde de votre portefeuille électronique ({euros(balance)}) ne couvre pas ce montant.</p>
        </Alert>
      )}
    </div>
  );
}
