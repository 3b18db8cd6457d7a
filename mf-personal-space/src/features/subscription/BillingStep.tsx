import { useState, type FormEvent } from 'react';
import { Button, BILLING_FIELDS, DELAI_PAIEMENT_FACTURE_JOURS, ErrorSummary, FormField, type FieldError, type OffreAbonnement } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { billingFieldId, validateBilling, type BillingValues } from './billing';
import { StepHeading } from './StepHeading';

const AUTOCOMPLETE: Record<string, string> = {
  libelle_facturation: 'organization',
  contact_prenom: 'given-name',
  contact_nom: 'family-name',
  numero_voie_facturation: 'address-line1',
  complement_adresse_facturation: 'address-line2',
  code_postal_facturation: 'postal-code',
  ville_facturation: 'address-level2',
  pays_facturation: 'country-name',
};

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

  const errorOf = (id: string) => errors.find((x) => x.fieldId === id)?.message;
  return (
    <form noValidate onSubmit={submit} className="subscription-step">
      <StepHeading>Coordonnées de facturation</StepHeading>
      <p>
        Une facture de l'offre <strong>{offer.libelle}</strong> est établie au nom de ce contact au début de chaque période mensuelle, la première dès la souscription. Elle
        est payable sous {DELAI_PAIEMENT_FACTURE_JOURS} jours et figure dans «&nbsp;Mes factures&nbsp;» de votre espace personnel.
      </p>
      <ErrorSummary errors={errors} />
      <fieldset className="address-fields">
        <legend>Contact et adresse de facturation</legend>
        {BILLING_FIELDS.map((f) => {
          const id = billingFieldId(f.name);
          return (
            <FormField
              key={f.name}
              id={id}
              label={f.label}
              value={values[f.name]}
              onChange={(ev) => {
                const value = ev.currentTarget.value;
                setValues((v) => ({ ...v, [f.name]: value }));
              }}
              error={errorOf(id)}
              required={f.missing !== null}
              maxLength={f.max}
              autoComplete={`billing ${AUTOCOMPLETE[f.name]}`}
              inputMode={f.name === 'code_postal_facturation' ? 'numeric' : undefined}
              hint={f.name === 'code_postal_facturation' ? '5 chiffres' : undefined}
              fieldClassName={f.name === 'code_postal_facturation' || f.name === 'ville_facturation' ? undefined : 'form-field--wide'}
            />
          );
        })}
      </fieldset>
      <div className="btn-group">
        <Button type="submit">Continuer</Button>
        <Link to={backTo}>Revenir au choix de l'offre</Link>
      </div>
    </form>
  );
}
