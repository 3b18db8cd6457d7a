import { PostalAddressFields } from '@portail/shared';
import type { AddressValues, CheckoutErrors } from './checkoutForm';

export interface AddressFieldsetProps {
  legend: string;
  /** Prefix of the controls' ids ("facturation", "livraison"), which the errors name. */
  prefix: string;
  value: AddressValues;
  errors: CheckoutErrors;
  onChange: (value: AddressValues) => void;
}

/** The checkout's billing or delivery address: the kit's postal address fields, its errors by field id. */
export function AddressFieldset({ legend, prefix, value, errors, onChange }: AddressFieldsetProps) {
  return (
    <PostalAddressFields
      legend={legend}
      prefix={prefix}
      values={value}
      errors={Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }))}
      onChange={onChange}
      autoCompletePrefix={`section-${prefix}`}
    />
  );
}
