import { useState } from 'react';
import { Button, Loading, ProblemAlert, SummaryList, formatDateFr, isApiError, parisDay, scopedCall, useResource, userMessage, type Abonnement, type OffreAbonnement } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { euroPaymentMeansCall, subscribe } from './api';
import { toBillingContact, type BillingValues } from './billing';
import { BillingAddress, monthlyPrice } from './labels';
import { StepHeading } from './StepHeading';

/**
 * Step 3: what the customer is about to subscribe to; the subscription is made on confirmation only.
 * An account entitled to payment on invoice starts at once; any other pays its first month next.
 */
export function ConfirmStep({
  accountId,
  offer,
  billing,
  replaced,
  backTo,
  onDone,
  onRefused,
}: {
  accountId: number;
  offer: OffreAbonnement;
  billing: BillingValues;
  replaced: Abonnement | null;
  backTo: string;
  onDone: (created: Abonnement) => void;
  /** The API refused fields of the billing contact. */
  onRefused: (errors: Record<string, string>) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const billingContact = toBillingContact(billing);
  const today = parisDay();
  // The means of the session's selected account: each account's answer is its own.
  const means = useResource(scopedCall(euroPaymentMeansCall, accountId));
  const onInvoice = means.status === 'ready' && means.data.some((m) => m.code === 'DIFFERE' && m.disponible);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onDone(await subscribe({ id_compte_client: accountId, code_offre: offer.code, remplace: replaced?.uuid ?? null, ...billingContact }));
    } catch (error) {
      const errors = isApiError(error) && error.status === 400 ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (errors && Object.keys(errors).length > 0) onRefused(errors);
      else setProblem(userMessage(error));
      setBusy(false);
    }
  };

  if (means.status === 'loading') return <Loading label="Chargement des conditions de paiement…" />;
  return (
    <div className="subscription-step">
      <StepHeading>Vérifiez et confirmez</StepHeading>
      <SummaryList
        items={[
          { key: 'offre', term: 'Offre', description: offer.libelle },
          { key: 'prix', term: 'Prix', description: monthlyPrice(offer.prix_mensuel_ht) },
          { key: 'debut', term: 'Début', description: onInvoice ? `Aujourd'hui, le ${formatDateFr(today)}` : 'Le jour du paiement de son premier mois' },
          ...(replaced
            ? [
                {
                  key: 'remplace',
                  term: 'Offre remplacée',
                  description: onInvoice
                    ? `${replaced.libelle_offre} : elle prendra fin le ${formatDateFr(replaced.date_fin ?? replaced.fin_periode)}, à la fin de sa période en cours.`
                    : `${replaced.libelle_offre} : elle prendra fin à la fin de sa période en cours, une fois le nouvel abonnement commencé.`,
                },
              ]
            : []),
          { key: 'facturation', term: 'Facturation', description: <BillingAddress a={billingContact} /> },
        ]}
      />
      {onInvoice ? (
        <p>L'abonnement commence dès la confirmation et est facturé chaque mois, sur facture.</p>
      ) : (
        <p>
          Après confirmation, vous paierez son premier mois par carte bancaire ou avec votre portefeuille électronique : l'abonnement commence le jour de ce paiement. Les mois
          suivants sont facturés chaque mois ; une facture impayée à son échéance suspend l'abonnement jusqu'à son paiement.
        </p>
      )}
      <p>Vous pourrez le résilier à tout moment depuis votre espace personnel : il prendra fin à la fin de la période en cours.</p>
      <ProblemAlert title="L'abonnement n'a pas été souscrit" problem={problem} />
      <div className="btn-group">
        <Button onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Souscription en cours…' : onInvoice ? 'Confirmer la souscription' : 'Confirmer et passer au paiement'}
        </Button>
        <Link to={backTo}>Modifier les coordonnées de facturation</Link>
      </div>
    </div>
  );
}
