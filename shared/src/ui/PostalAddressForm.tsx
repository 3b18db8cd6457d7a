import { useState, type FormEvent } from 'react';
import type { AdressePostale } from '../api/orders';
import { userMessage } from '../http/errors';
import { ErrorSummary, type FieldError } from './ErrorSummary';
import { FormSubmit } from './FormSubmit';
import { PostalAddressFields } from './PostalAddressFields';
import { postalAddressValues, toPostalAddress, validatePostalAddress } from './postalAddressForm';

export interface PostalAddressFormProps {
  /** The address the fields start from. */
  address: AdressePostale | null;
  legend: string;
  /** Prefix of the controls' ids, unique in the page. */
  prefix: string;
  /** The autocomplete section and kind ("section-livraison shipping"). */
  autoCompletePrefix: string;
  /** The submit button's label, its label while sending, and the title of a refusal. */
  label: string;
  busyLabel: string;
  problemTitle: string;
  /** Sends the address, checked and cleaned; what it throws is shown under `problemTitle`. */
  save: (address: AdressePostale) => Promise<void>;
}

/**
 * A form of one postal address and its submit button: the fields are checked before anything is
 * sent (an error summary, each error by its field), then `save` runs once at a time; what it is
 * refused, the form says why.
 */
export function PostalAddressForm({ address, legend, prefix, autoCompletePrefix, label, busyLabel, problemTitle, save }: PostalAddressFormProps) {
  const [values, setValues] = useState(() => postalAddressValues(address));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validatePostalAddress(values, prefix);
    setErrors(found);
    setProblem(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await save(toPostalAddress(values));
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="address-form">
      <ErrorSummary errors={errors} />
      <PostalAddressFields legend={legend} prefix={prefix} values={values} errors={errors} onChange={setValues} autoCompletePrefix={autoCompletePrefix} />
      <FormSubmit label={label} busyLabel={busyLabel} busy={busy} problem={problem} problemTitle={problemTitle} />
    </form>
  );
}
