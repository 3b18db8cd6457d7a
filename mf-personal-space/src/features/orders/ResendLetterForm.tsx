import { useState, type FormEvent } from 'react';
import { ErrorSummary, FormSubmit, PostalAddressFields, postalAddressValues, toPostalAddress, userMessage, validatePostalAddress, type AdressePostale, type FieldError } from '@portail/shared';
import { resendLetter } from './postalApi';

/**
 * The corrected address of a returned letter, prefilled with the one it came back from, and its
 * free resend; what the API refuses, it says why.
 */
export function ResendLetterForm({ documentId, address, onResent }: { documentId: number; address: AdressePostale; onResent: (to: AdressePostale) => void }) {
  const prefix = `renvoi-${documentId}`;
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
      const resent = await resendLetter(documentId, toPostalAddress(values));
      onResent(resent.adresse);
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="address-form">
      <ErrorSummary errors={errors} />
      <PostalAddressFields legend="Adresse corrigée" prefix={prefix} values={values} errors={errors} onChange={setValues} autoCompletePrefix={`section-${prefix} shipping`} />
      <FormSubmit label="Renvoyer gratuitement" busyLabel="Renvoi en cours…" busy={busy} problem={problem} problemTitle="Le courrier n'a pas été renvoyé" />
    </form>
  );
}
