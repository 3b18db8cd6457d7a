import { useState, type FormEvent } from 'react';
import { ErrorSummary, FormSubmit, PostalAddressFields, postalAddressValues, toPostalAddress, userMessage, validatePostalAddress, type FieldError, type KbisPeriodique } from '@portail/shared';
import { changeDeliveryAddress } from './api';

const PREFIX = 'adresse-livraison';

/** Where the remaining deliveries of a periodic Kbis by mail go; what the API refuses, it says why. */
export function DeliveryAddressForm({ kbis, onSaved }: { kbis: KbisPeriodique; onSaved: (updated: KbisPeriodique) => void }) {
  const [values, setValues] = useState(() => postalAddressValues(kbis.adresse_livraison));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validatePostalAddress(values, PREFIX);
    setErrors(found);
    setProblem(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      onSaved(await changeDeliveryAddress(kbis.id, toPostalAddress(values)));
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="address-form">
      <ErrorSummary errors={errors} />
      <PostalAddressFields legend="Nouvelle adresse de livraison des envois restants" prefix={PREFIX} values={values} errors={errors} onChange={setValues} autoCompletePrefix="section-livraison shipping" />
      <FormSubmit label="Enregistrer l'adresse de livraison" busyLabel="Enregistrement…" busy={busy} problem={problem} problemTitle="L'adresse n'a pas été modifiée" />
    </form>
  );
}
