import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

export interface ProblemAlertProps {
  /** What did not happen ("Votre compte n'a pas été supprimé"). */
  title: ReactNode;
  /** Why: the API's message; nothing is shown without one. */
  problem: string | null | undefined;
}

/** The refusal of an action, announced at once (`role="alert"`): what did not happen, and why. */
export function ProblemAlert({ title, problem }: ProblemAlertProps) {
  if (!problem) return null;
  return (
    <Alert tone="error" title={title} live="assertive">
      <p>{problem}</p>
    </Alert>
  );
}

export interface FormSubmitProps {
  /** The submit button's label, and its label while the form is being sent (the button is then disabled). */
  label: string;
  busyLabel: string;
  busy: boolean;
  /** The refusal of the last submission, under `problemTitle`, above the button. */
  problem: string | null | undefined;
  problemTitle: ReactNode;
}

/** The end of a form: the refusal of its last submission, if any, then its submit button. */
export function FormSubmit({ label, busyLabel, busy, problem, problemTitle }: FormSubmitProps) {
  return (
    <>
      <ProblemAlert title={problemTitle} problem={problem} />
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
