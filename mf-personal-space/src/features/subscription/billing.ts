// The billing contact of a new subscription: the form's values, where they start from, and the
// same rules as the API's.
import {
  BILLING_FIELDS,
  defaultLabel,
  billingFieldProblem,
  type Abonnement,
  type AddressFieldSpec,
  type BillingField,
  type ContactFields,
  type FacturationAbonnement,
  type FieldError,
  type SelectedCustomerAccount,
} from '@portail/shared';

export type BillingValues = Record<BillingField, string>;

export const billingFieldId = (name: BillingField) => `facturation-${name}`;

const AUTOCOMPLETE: Record<BillingField, string> = {
  libelle_facturation: 'organization',
  contact_prenom: 'given-name',
  contact_nom: 'family-name',
  numero_voie_facturation: 'address-line1',
  complement_adresse_facturation: 'address-line2',
  code_postal_facturation: 'postal-code',
  ville_facturation: 'address-level2',
  pays_facturation: 'country-name',
};

/** The billing fields as the form lays them out: the postcode and the city side by side. */
export const BILLING_FORM_FIELDS: readonly AddressFieldSpec<BillingField>[] = BILLING_FIELDS.map((f) => ({
  ...f,
  autoComplete: AUTOCOMPLETE[f.name],
  postcode: f.name === 'code_postal_facturation',
  wide: f.name !== 'code_postal_facturation' && f.name !== 'ville_facturation',
}));

/** The billing contact of the subscription in force, else the account's label and the person's details. */
export function initialBilling(
  account: SelectedCustomerAccount,
  inForce: readonly Abonnement[],
  person: { firstName: string; lastName: string },
  contact: ContactFields,
): BillingValues {
  const first = inForce[0];
  if (first) return Object.fromEntries(BILLING_FIELDS.map((f) => [f.name, first[f.name] ?? ''])) as BillingValues;
  return {
    libelle_facturation: account.libelle_facturation?.trim() || defaultLabel(account, person),
    contact_prenom: person.firstName,
    contact_nom: person.lastName,
    numero_voie_facturation: contact.address,
    complement_adresse_facturation: contact.extraAddress,
    code_postal_facturation: contact.postcode,
    ville_facturation: contact.city,
    pays_facturation: contact.country || 'France',
  };
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The form's errors, in the order of its fields. */
export function validateBilling(v: BillingValues): FieldError[] {
  return BILLING_FIELDS.flatMap((f) => {
    const message = billingFieldProblem(f.name, clean(v[f.name]));
    return message ? [{ fieldId: billingFieldId(f.name), message }] : [];
  });
}

/** The API's `errors` ({ field: message }) as the form's, for the fields it has. */
export function apiBillingErrors(errors: Record<string, string>): FieldError[] {
  return BILLING_FIELDS.flatMap((f) => (errors[f.name] ? [{ fieldId: billingFieldId(f.name), message: errors[f.name]! }] : []));
}

export function toBillingContact(v: BillingValues): FacturationAbonnement {
  return Object.fromEntries(BILLING_FIELDS.map((f) => [f.name, clean(v[f.name]) || null])) as FacturationAbonnement;
}
