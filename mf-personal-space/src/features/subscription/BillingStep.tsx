import { useState, type FormEvent } from 'react';
import { AddressFields, Button, DELAI_PAIEMENT_FACTURE_JOURS, ErrorSummary, type FieldError, type OffreAbonnement } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { BILLING_FORM_FIELDS, billingFieldId, validateBilling, type BillingValues } from './billing';
import { StepHeading } from './StepHeading';

/** Step 2: who the invoices of the subscription are addressed to. `refused`: what the API refused last time. */
export function BillingStep({
  offer,
  initial,
  refused,
  backTo,
  onNext,
}: {
  offer: OffreAbonnement;
  initial: BillingValues;
  refused: FieldError[];
  backTo: string;
  onNext: (values: BillingValues) => void;
}) {
  const [values, setValues] = useState<BillingValues>(initial);
  const [errors, setErrors] = useState<FieldError[]>(refused);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateBilling(values);
    setErrors(found);
    if (found.length === 0) onNext(values);
  };

  return (
    <form noValidate onSubmit={submit} className="subscription-step">
      <StepHeading>Coordonnées de facturation</StepHeading>
      <p>
        Une facture de l'offre <strong>{offer.libelle}</strong> est établie au nom de ce contact au début de chaque période mensuelle, la première dès la souscription. Elle
        est payable sous {DELAI_PAIEMENT_FACTURE_JOURS} jours et figure dans «&nbsp;Mes factures&nbsp;» de votre espace personnel.
      </p>
      <ErrorSummary errors={errors} />
      <AddressFields
        legend="Contact et adresse de facturation"
        fields={BILLING_FORM_FIELDS}
        fieldId={billingFieldId}
        values={values}
        errors={errors}
        onChange={setValues}
        autoCompletePrefix="billing"
      />
      <div className="btn-group">
        <Button type="submit">Continuer</Button>
        <Link to={backTo}>Revenir au choix de l'offre</Link>
      </div>
    </form>
  );
}
