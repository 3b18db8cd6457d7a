// The checkout form's values, filled in from what the portal knows of the customer, and checked
// with the rules the API applies: the addresses by the kit's postal address rules (printed lines of
// 38 characters, cities of 32, no special characters, 5-digit postcodes).
import {
  CITY_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  addressLineProblem,
  toPostalAddress,
  validatePostalAddress,
  type AdressePostale,
  type ContactFields,
  type PostalAddressValues,
  type SelectedCustomerAccount,
} from '@portail/shared';

export type AddressValues = PostalAddressValues;

export interface CheckoutValues {
  libelle_facturation: string;
  facturation: AddressValues;
  /** Mail delivery to the billing address. */
  livraisonIdentique: boolean;
  livraison: AddressValues;
}

/** Field id → message; the ids are those of the form's controls. */
export type CheckoutErrors = Record<string, string>;

const cut = (v: string | null | undefined, max: number) => (v ?? '').trim().slice(0, max);

/**
 * What the form starts with: the account's billing label and address, else the person's contact;
 * a country left blank is the site's territory's (`country`: « France », « Nouvelle-Calédonie »).
 */
export function initialValues(
  account: SelectedCustomerAccount | null,
  contact: ContactFields,
  person: { firstName: string; lastName: string },
  country: string,
): CheckoutValues {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const label = cut(account?.libelle_facturation || account?.denomination_sociale || name, LABEL_MAX_LENGTH);
  const billing: AddressValues = account?.numero_voie_facturation
    ? {
        destinataire: label,
        ligne1: cut(account.numero_voie_facturation, LABEL_MAX_LENGTH),
        ligne2: cut(account.complement_adresse_facturation, LABEL_MAX_LENGTH),
        code_postal: cut(account.code_postal_facturation, 5),
        ville: cut(account.ville_facturation, CITY_MAX_LENGTH),
        pays: cut(account.pays_facturation || country, CITY_MAX_LENGTH),
      }
    : {
        destinataire: label,
        ligne1: cut(contact.address, LABEL_MAX_LENGTH),
        ligne2: cut(contact.extraAddress, LABEL_MAX_LENGTH),
        code_postal: cut(contact.postcode, 5),
        ville: cut(contact.city, CITY_MAX_LENGTH),
        pays: cut(contact.country || country, CITY_MAX_LENGTH),
      };
  const mailLabel = cut(account?.libelle_courrier || label, LABEL_MAX_LENGTH);
  return { libelle_facturation: label, facturation: billing, livraisonIdentique: true, livraison: { ...billing, destinataire: mailLabel } };
}

function line(errors: CheckoutErrors, id: string, value: string, max: number, required: boolean, label: string) {
  const v = value.trim();
  if (!v) {
    if (required) errors[id] = `Veuillez saisir ${label}.`;
    return;
  }
  const problem = addressLineProblem(v, max);
  if (problem) errors[id] = problem;
}

function address(errors: CheckoutErrors, prefix: string, a: AddressValues) {
  for (const e of validatePostalAddress(a, prefix)) errors[e.fieldId] = e.message;
}

/** The form's errors, by field id; empty when it can be sent. */
export function validate(v: CheckoutValues, needsDelivery: boolean): CheckoutErrors {
  const errors: CheckoutErrors = {};
  line(errors, 'libelle_facturation', v.libelle_facturation, LABEL_MAX_LENGTH, true, 'le libellé de facturation');
  address(errors, 'facturation', v.facturation);
  if (needsDelivery && !v.livraisonIdentique) address(errors, 'livraison', v.livraison);
  return errors;
}


/** The order's body fields of the form (the payment means is added by the page). */
export function orderFields(v: CheckoutValues, needsDelivery: boolean): { libelle_facturation: string; adresse_facturation: AdressePostale; adresse_livraison: AdressePostale | null } {
  const billing = toPostalAddress(v.facturation);
  const delivery = needsDelivery ? (v.livraisonIdentique ? billing : toPostalAddress(v.livraison)) : null;
  return { libelle_facturation: v.libelle_facturation.trim(), adresse_facturation: billing, adresse_livraison: delivery };
}
