import { useState, type FormEvent } from 'react';
import { Alert, ErrorSummary, FormField, FormSubmit, PASSWORDS_DIFFER_MESSAGE, PASSWORD_MIN_LENGTH, passwordProblem, type FieldError } from '@portail/shared';
import { changePassword } from './api';
import { refusalOfField, useSubmission } from './useSubmission';

type Field = 'ancien' | 'nouveau' | 'confirmation';
type Values = Record<Field, string>;

const EMPTY: Values = { ancien: '', nouveau: '', confirmation: '' };
const fieldId = (name: Field) => `mot-de-passe-${name}`;
/** The API's answer to a wrong current password (user service, PUT mot_de_passe). */
const WRONG_CURRENT = 'Le mot de passe actuel est incorrect.';

export function validatePassword(v: Values): FieldError[] {
  const errors: FieldError[] = [];
  if (!v.ancien) errors.push({ fieldId: fieldId('ancien'), message: 'Veuillez saisir votre mot de passe actuel.' });
  if (!v.nouveau) errors.push({ fieldId: fieldId('nouveau'), message: 'Veuillez saisir un nouveau mot de passe.' });
  else {
    // The password rule of the portal; the list of common passwords is the API's to check.
    const problem = passwordProblem(v.nouveau);
    if (problem) errors.push({ fieldId: fieldId('nouveau'), message: problem });
  }
  if (v.nouveau && v.confirmation !== v.nouveau) errors.push({ fieldId: fieldId('confirmation'), message: PASSWORDS_DIFFER_MESSAGE });
  return errors;
}

/** PUT mot_de_passe: the current password, the new one twice; the person's other sessions end. */
export function PasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, busy, problem, done, doneRef, submit: submitWith } = useSubmission<true>();

  const submit = (e: FormEvent) =>
    submitWith(e, {
      check: () => validatePassword(values),
      send: async () => {
        await changePassword(values.ancien, values.nouveau);
        setValues(EMPTY);
        return true;
      },
      // A refusal of the API is about one of the fields: the current password, or the new one.
      refusedFields: refusalOfField((message) => fieldId(message === WRONG_CURRENT ? 'ancien' : 'nouveau')),
    });

  const errorOf = (name: Field) => errors.find((x) => x.fieldId === fieldId(name))?.message;
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      id={fieldId(name)}
      label={label}
      type="password"
      value={values[name]}
      onChange={(ev) => {
        const value = ev.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={errorOf(name)}
      required
      autoComplete={autoComplete}
      hint={hint}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Changer de mot de passe">
      {done && (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="success" title="Votre mot de passe a été modifié" live="polite">
            <p>Vos autres sessions ont été fermées : connectez-vous avec le nouveau mot de passe sur vos autres appareils.</p>
          </Alert>
        </div>
      )}
      <ErrorSummary errors={errors} />
      {field('ancien', 'Mot de passe actuel', 'current-password')}
      {field('nouveau', 'Nouveau mot de passe', 'new-password', `${PASSWORD_MIN_LENGTH} caractères au minimum.`)}
      {field('confirmation', 'Confirmation du nouveau mot de passe', 'new-password')}
      <FormSubmit label="Changer de mot de passe" busyLabel="Modification…" busy={busy} problem={problem} problemTitle="Le mot de passe n'a pas été modifié" />
    </form>
  );
}
