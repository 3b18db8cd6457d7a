import { CITY_MAX_LENGTH, FormField, LABEL_MAX_LENGTH } from '@portail/shared';
import type { AddressValues, CheckoutErrors } from './checkoutForm';

export interface AddressFieldsetProps {
  legend: string;
  /** Prefix of the controls' ids ("facturation", "livraison"), which the errors name. */
  prefix: string;
  value: AddressValues;
  errors: CheckoutErrors;
  onChange: (value: AddressValues) => void;
}

/** A postal address, as printed on an envelope: lines of 38 characters, a city of 32. */
export function AddressFieldset({ legend, prefix, value, errors, onChange }: AddressFieldsetProps) {
  const field = (name: keyof AddressValues, label: string, o: { max?: number; autoComplete: string; required?: boolean; wide?: boolean; inputMode?: 'numeric' }) => (
    <FormField
      id={`${prefix}-${name}`}
      label={label}
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.currentTarget.value })}
      error={errors[`${prefix}-${name}`]}
      required={o.required ?? true}
      maxLength={o.max}
      autoComplete={`section-${prefix} ${o.autoComplete}`}
      inputMode={o.inputMode}
      fieldClassName={o.wide ? 'form-field--wide' : undefined}
    />
  );
  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      {field('destinataire', 'Destinataire', { max: LABEL_MAX_LENGTH, autoComplete: 'organization', wide: true })}
      {field('ligne1', 'Adresse', { max: LABEL_MAX_LENGTH, autoComplete: 'address-line1', wide: true })}
      {field('ligne2', "Complément d'adresse", { max: LABEL_MAX_LENGTH, autoComplete: 'address-line2', required: false, wide: true })}
      {field('code_postal', 'Code postal', { max: 5, autoComplete: 'postal-code', inputMode: 'numeric' })}
      {field('ville', 'Ville', { max: CITY_MAX_LENGTH, autoComplete: 'address-level2' })}
      {field('pays', 'Pays', { max: CITY_MAX_LENGTH, autoComplete: 'country-name', wide: true })}
    </fieldset>
  );
}
