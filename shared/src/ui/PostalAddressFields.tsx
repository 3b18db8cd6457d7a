import { FormField } from './FormField';
import type { FieldError } from './ErrorSummary';
import { POSTAL_ADDRESS_FIELDS, postalAddressFieldId, type AddressFieldSpec, type PostalAddressValues } from './postalAddressForm';

export interface AddressFieldsProps<N extends string> {
  legend: string;
  fields: readonly AddressFieldSpec<N>[];
  /** The id of a field's control, which the errors name. */
  fieldId: (name: N) => string;
  values: Record<N, string>;
  errors: readonly FieldError[];
  onChange: (values: Record<N, string>) => void;
  /** The autocomplete section and kind ("section-livraison shipping"), before each field's token. */
  autoCompletePrefix?: string;
}

/** An address in a fieldset, each field with its error, linked to it; postcode and city side by side. */
export function AddressFields<N extends string>({ legend, fields, fieldId, values, errors, onChange, autoCompletePrefix }: AddressFieldsProps<N>) {
  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      {fields.map((f) => {
        const id = fieldId(f.name);
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
            inputMode={f.postcode ? 'numeric' : undefined}
            hint={f.postcode ? '5 chiffres' : undefined}
            fieldClassName={f.wide ? 'form-field--wide' : undefined}
          />
        );
      })}
    </fieldset>
  );
}

export interface PostalAddressFieldsProps {
  legend: string;
  /** Prefix of the controls' ids, unique in the page; the errors name the ids (postalAddressFieldId). */
  prefix: string;
  values: PostalAddressValues;
  errors: readonly FieldError[];
  onChange: (values: PostalAddressValues) => void;
  autoCompletePrefix?: string;
}

/** A postal address as printed on an envelope: recipient, lines, postcode and city, country. */
export function PostalAddressFields({ prefix, ...props }: PostalAddressFieldsProps) {
  return <AddressFields {...props} fields={POSTAL_ADDRESS_FIELDS} fieldId={(name) => postalAddressFieldId(prefix, name)} />;
}
