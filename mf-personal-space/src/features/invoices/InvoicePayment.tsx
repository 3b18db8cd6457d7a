import { useState } from 'react';
import { Alert, Button, LoadFailed, Loading, ProblemAlert, formatAmount, formatDateFr, useResource, userMessage, type FactureResume, type MoyenPaiementAbonnement } from '@portail/shared';
import { payInvoice, settlementCall } from './api';

/**
 * « Payer » for an unpaid invoice: by card on the provider's page (always offered), from the wallet
 * when its balance covers the amount, or by transfer with the details and reference shown (or why
 * transfers are not taken). `onPaid` follows a wallet payment.
 */
export function InvoicePayment({ invoice, onPaid }: { invoice: FactureResume; onPaid: () => void }) {
  const settlement = useResource(settlementCall(invoice.id));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `reglement-${invoice.id}-titre`;

  if (settlement.status === 'loading') return <Loading label={`Chargement du règlement de la facture ${invoice.numero}…`} />;
  if (settlement.status !== 'ready') return <LoadFailed title="Le règlement de cette facture n'a pas pu être chargé" error={settlement.error} onRetry={settlement.retry} headingLevel={3} />;
  const r = settlement.data;
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency: r.devise });

  const pay = async (moyen: MoyenPaiementAbonnement) => {
    setBusy(true);
    setProblem(null);
    try {
      const session = await payInvoice(r.id, moyen);
      // The provider's hosted page, on its own origin: the card number never reaches us.
      if (session.redirection) {
        window.location.assign(session.redirection);
        return;
      }
      onPaid();
    } catch (error) {
      setProblem(userMessage(error));
    }
    setBusy(false);
  };

  return (
    <section id={`reglement-${invoice.id}`} className="invoice-payment" aria-labelledby={headingId}>
      <h3 id={headingId}>Régler la facture {r.numero}</h3>
      <p>
        Montant à payer : {money(r.montant)}
        {r.echeance ? `, avant le ${formatDateFr(r.echeance)}` : ''}.
      </p>
      {r.en_retard && (
        <Alert tone="warning">
          <p>Cette facture est en retard : son échéance est passée. Réglez-la dès que possible.</p>
        </Alert>
      )}
      {r.paiement_en_cours && <p>Un paiement par carte de cette facture est en attente de confirmation par notre prestataire. S'il n'a pas abouti, reprenez-le.</p>}
      <ProblemAlert title="Le paiement n'a pas abouti" problem={problem} />
      <div className="btn-group">
        <Button onClick={() => void pay('CARTE_BANCAIRE')} disabled={busy}>
          {`Payer ${money(r.montant)} par carte bancaire`}
        </Button>
        {r.solde_portefeuille >= r.montant && (
          <Button variant="secondary" onClick={() => void pay('PORTEFEUILLE_ELECTRONIQUE')} disabled={busy}>
            {`Payer avec mon portefeuille électronique (solde ${money(r.solde_portefeuille)})`}
          </Button>
        )}
      </div>
      {r.solde_portefeuille > 0 && r.solde_portefeuille < r.montant && (
        <Alert tone="info">
          <p>Le solde de votre portefeuille électronique ({money(r.solde_portefeuille)}) ne couvre pas ce montant.</p>
        </Alert>
      )}
      <h4>Par virement</h4>
      {r.virement ? (
        <>
          <dl className="invoice-payment__transfer">
            <dt>Bénéficiaire</dt>
            <dd>{r.virement.beneficiaire}</dd>
            <dt>IBAN</dt>
            <dd>{r.virement.iban}</dd>
            <dt>BIC</dt>
            <dd>{r.virement.bic}</dd>
            <dt>Référence à indiquer</dt>
            <dd>{r.virement.reference}</dd>
          </dl>
          <p>Indiquez cette référence telle quelle : elle rattache votre virement à la facture, qui passe « Payée » à sa réception.</p>
        </>
      ) : (
        <p>{r.virement_motif}</p>
      )}
    </section>
  );
}
