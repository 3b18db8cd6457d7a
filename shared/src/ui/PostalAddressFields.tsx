import { FormField } from './FormField';
import type { FieldError } from './ErrorSummary';
import { POSTAL_ADDRESS_FIELDS, postalAddressFieldId, type PostalAddressValues } from './postalAddressForm';

export interface PostalAddressFieldsProps {
  legend: string;
  /** Prefix of the controls' ids, unique in the page; the errors name the ids (postalAddressFieldId). */
  prefix: string;
  values: PostalAddressValues;
  errors: readonly FieldError[];
  onChange: (values: PostalAddressValues) => void;
  /** The autocomplete section and kind ("section-livraison shipping"), before each field's token. */
  autoCompletePrefix?: string;
}

/**
 * A postal address as printed on an envelope, in a fieldset: recipient, lines, postcode and city
 * side by side, country; each field with its error, linked to it.
 */
export function PostalAddressFields({ legend, prefix, values, errors, onChange, autoCompletePrefix }: PostalAddressFieldsProps) {
  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      {POSTAL_ADDRESS_FIELDS.map((f) => {
        const id = postalAddressFieldId(prefix, f.name);
        return (
          <FormField
            key={f.name}
            id={id}
            label={f.label}
            value={values[f.name]}
            onChange={(e) => onChange({ ...values, [f.name]: e.currentTarget.value })}
            error={errors.find((x) => x.fieldId === id)?.message}
            required={f.missing !== null}
            maxLength={f.max}
            autoComplete={autoCompletePrefix ? `${autoCompletePrefix} ${f.autoComplete}` : f.autoComplete}
            inputMode={f.name === 'code_postal' ? 'numeric' : undefined}
            hint={f.name === 'code_postal' ? '5 chiffres' : undefined}
            fieldClassName={f.wide ? 'form-field--wide' : undefined}
          />
        );
      })}
    </fieldset>
  );
}
