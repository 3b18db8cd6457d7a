import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, userMessage, type FieldError } from '@portail/shared';

export interface SubmittedForm<T> {
  /** The form's own checks: the fields' errors, none when it may be sent. */
  check: () => FieldError[];
  /** Sends the form; what it resolves to is what the confirmation says. */
  send: () => Promise<T>;
  /** The fields a refusal of the API is about (none: the refusal shows above the button). */
  refusedFields: (error: unknown) => FieldError[];
}

/**
 * The submission of a form of "Mes informations": the fields' errors, whether it is being sent, the
 * refusal shown above its button, and what the last submission achieved (`done`), whose
 * confirmation (`doneRef`) takes the focus when it appears.
 */
export function useSubmission<T>() {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<T | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done !== null) doneRef.current?.focus();
  }, [done]);

  const submit = async (e: FormEvent, { check, send, refusedFields }: SubmittedForm<T>) => {
    e.preventDefault();
    setProblem(null);
    setDone(null);
    const found = check();
    setErrors(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      setDone(await send());
    } catch (error) {
      const byField = refusedFields(error);
      if (byField.length > 0) setErrors(byField);
      else setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { errors, busy, problem, done, doneRef, submit };
}

/** A refusal (400) of the API about one field, `fieldOf` its message; any other failure is about none. */
export function refusalOfField(fieldOf: (message: string) => string): (error: unknown) => FieldError[] {
  return (error) => {
    if (!isApiError(error) || error.status !== 400) return [];
    const message = userMessage(error);
    return [{ fieldId: fieldOf(message), message }];
  };
}
