// The fields of a postal address form, what it starts with, and the checks the API applies to a
// printed address (lines of LABEL_MAX_LENGTH characters, cities of CITY_MAX_LENGTH, no special
// characters, 5-digit postcodes), so that a form says what is wrong before sending it.
import { CITY_MAX_LENGTH, LABEL_MAX_LENGTH } from '../auth/limits';
import { POSTCODE_MESSAGE } from '../auth/profile';
import { addressLineProblem } from '../format/validation';
import type { AdressePostale } from '../api/orders';
import type { FieldError } from './ErrorSummary';

export type PostalAddressField = 'destinataire' | 'ligne1' | 'ligne2' | 'code_postal' | 'ville' | 'pays';
export type PostalAddressValues = Record<PostalAddressField, string>;

/** One field of an address form: what the form shows and how the browser fills it in. */
export interface AddressFieldSpec<N extends string> {
  name: N;
  label: string;
  /** What an empty field says; null: the field may be left empty. */
  missing: string | null;
  max: number;
  autoComplete: string;
  /** Laid out over the whole width (the postcode and the city share a row). */
  wide: boolean;
  /** A French postcode: digits, with its hint. */
  postcode?: boolean;
}

export type PostalAddressFieldRule = AddressFieldSpec<PostalAddressField>;

/** The fields in the order of the form. */
export const POSTAL_ADDRESS_FIELDS: readonly PostalAddressFieldRule[] = [
  { name: 'destinataire', label: 'Destinataire', missing: 'Veuillez saisir le destinataire.', max: LABEL_MAX_LENGTH, autoComplete: 'organization', wide: true },
  { name: 'ligne1', label: 'Adresse', missing: "Veuillez saisir l'adresse.", max: LABEL_MAX_LENGTH, autoComplete: 'address-line1', wide: true },
  { name: 'ligne2', label: "Complément d'adresse", missing: null, max: LABEL_MAX_LENGTH, autoComplete: 'address-line2', wide: true },
  { name: 'code_postal', label: 'Code postal', missing: 'Veuillez saisir le code postal.', max: 5, autoComplete: 'postal-code', wide: false, postcode: true },
  { name: 'ville', label: 'Ville', missing: 'Veuillez saisir la ville.', max: CITY_MAX_LENGTH, autoComplete: 'address-level2', wide: false },
  { name: 'pays', label: 'Pays', missing: 'Veuillez saisir le pays.', max: CITY_MAX_LENGTH, autoComplete: 'country-name', wide: true },
];

/** The id of a field's control: `${prefix}-${name}`, which the errors name. */
export const postalAddressFieldId = (prefix: string, name: PostalAddressField) => `${prefix}-${name}`;

/** What the form starts with: this address, else empty lines in `country`. */
export function postalAddressValues(a: AdressePostale | null, country = 'France'): PostalAddressValues {
  return { destinataire: a?.destinataire ?? '', ligne1: a?.ligne1 ?? '', ligne2: a?.ligne2 ?? '', code_postal: a?.code_postal ?? '', ville: a?.ville ?? '', pays: a?.pays || country };
}

/** The errors of the form, in the order of its fields; empty when it can be sent. */
export function validatePostalAddress(v: PostalAddressValues, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const f of POSTAL_ADDRESS_FIELDS) {
    const value = v[f.name].trim();
    let message: string | null = null;
    if (!value) message = f.missing;
    else if (f.name === 'code_postal') message = /^\d{5}$/.test(value) ? null : POSTCODE_MESSAGE;
    else message = addressLineProblem(value, f.max);
    if (message) errors.push({ fieldId: postalAddressFieldId(prefix, f.name), message });
  }
  return errors;
}

/** The address the form holds, as the API takes it: spaces collapsed, an empty complement null. */
export function toPostalAddress(v: PostalAddressValues): AdressePostale {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  return { destinataire: clean(v.destinataire), ligne1: clean(v.ligne1), ligne2: clean(v.ligne2) || null, code_postal: v.code_postal.trim(), ville: clean(v.ville), pays: clean(v.pays) };
}
