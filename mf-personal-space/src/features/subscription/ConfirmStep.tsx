import { useState } from 'react';
import { Button, ProblemAlert, SummaryList, formatDateFr, isApiError, parisDay, userMessage, type Abonnement, type OffreAbonnement } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { subscribe } from './api';
import { toBillingContact, type BillingValues } from './billing';
import { BillingAddress, monthlyPrice } from './labels';
import { StepHeading } from './StepHeading';

/** Step 3: what the customer is about to subscribe to; the subscription is made on confirmation only. */
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

  return (
    <div className="subscription-step">
      <StepHeading>Vérifiez et confirmez</StepHeading>
      <SummaryList
        items={[
          { key: 'offre', term: 'Offre', description: offer.libelle },
          { key: 'prix', term: 'Prix', description: monthlyPrice(offer.prix_mensuel_ht) },
          { key: 'debut', term: 'Début', description: `Aujourd'hui, le ${formatDateFr(today)}` },
          ...(replaced
            ? [{ key: 'remplace', term: 'Offre remplacée', description: `${replaced.libelle_offre} : elle prendra fin le ${formatDateFr(replaced.date_fin ?? replaced.fin_periode)}, à la fin de sa période en cours.` }]
            : []),
          { key: 'facturation', term: 'Facturation', description: <BillingAddress a={billingContact} /> },
        ]}
      />
      <p>L'abonnement est facturé chaque mois. Vous pourrez le résilier à tout moment depuis votre espace personnel : il prendra fin à la fin de la période en cours.</p>
      <ProblemAlert title="L'abonnement n'a pas été souscrit" problem={problem} />
      <div className="btn-group">
        <Button onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Souscription en cours…' : 'Confirmer la souscription'}
        </Button>
        <Link to={backTo}>Modifier les coordonnées de facturation</Link>
      </div>
    </div>
  );
}
