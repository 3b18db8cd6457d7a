import { useState, type FormEvent } from 'react';
import { Button, FormField, GENERIC_ERROR_MESSAGE, PASSWORDS_DIFFER_MESSAGE, PASSWORD_MIN_LENGTH, checkForm, inscriptionBodySchema, publish } from '@portail/shared';
import type { FieldErrors } from './fieldErrors';
import { Notice } from './Notice';
import { postJson } from './postJson';
import { SignInButton } from './SignInButton';
import { TermsCheckbox } from './TermsCheckbox';

const SIGN_UP = inscriptionBodySchema();

/** The account creation form of a visitor (SPEC §2). */
export function RegistrationForm() {
  const [values, setValues] = useState({ prenom: '', nom: '', email: '', mot_de_passe: '', confirmation: '', conditions: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string; checked?: boolean } }) =>
    setValues((v) => ({ ...v, [k]: k === 'conditions' ? !!e.target.checked : e.target.value }));

  /** The API's own schema (less the list of common passwords, which only the API holds), then the password typed twice. */
  const validate = (): FieldErrors => {
    const checked = checkForm(SIGN_UP, values);
    const e: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!e.mot_de_passe && values.confirmation !== values.mot_de_passe) e.confirmation = PASSWORDS_DIFFER_MESSAGE;
    return e;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e = validate();
    setErrors(e);
    setMessage(null);
    if (Object.keys(e).length > 0) return;
    setSending(true);
    try {
      const { status, data } = await postJson('/auth/api/inscription', {
        prenom: values.prenom.trim(),
        nom: values.nom.trim(),
        email: values.email.trim(),
        mot_de_passe: values.mot_de_passe,
        conditions: true,
      });
      if (status === 202) {
        setMessage({ kind: 'success', text: String(data.message) });
        publish('account:signed-up', { v: 1 });
      }
      else if (status === 400 && data.errors) setErrors(data.errors as FieldErrors);
      else setMessage({ kind: 'error', text: typeof data.message === 'string' ? data.message : GENERIC_ERROR_MESSAGE });
    } catch {
      setMessage({ kind: 'error', text: GENERIC_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  };

  if (message?.kind === 'success') {
    return (
      <Notice kind="success">
        <p>{message.text}</p>
        <p>Le lien est valable 24 heures. Une fois votre adresse validée, connectez-vous.</p>
      </Notice>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Création de compte">
      {message && <Notice kind="error">{message.text}</Notice>}
      <FormField label="Prénom" name="prenom" autoComplete="given-name" required value={values.prenom} onChange={set('prenom')} error={errors.prenom} />
      <FormField label="Nom" name="nom" autoComplete="family-name" required value={values.nom} onChange={set('nom')} error={errors.nom} />
      <FormField label="Adresse e-mail" name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={errors.email} />
      <FormField
        label="Mot de passe"
        name="mot_de_passe"
        type="password"
        autoComplete="new-password"
        required
        hint={`${PASSWORD_MIN_LENGTH} caractères au minimum.`}
        value={values.mot_de_passe}
        onChange={set('mot_de_passe')}
        error={errors.mot_de_passe}
      />
      <FormField
        label="Confirmation du mot de passe"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmation}
        onChange={set('confirmation')}
        error={errors.confirmation}
      />
      <TermsCheckbox
        id="inscription-conditions"
        checked={values.conditions}
        onChange={set('conditions')}
        error={errors.conditions}
      />
      <Button type="submit" disabled={sending}>
        Créer mon compte
      </Button>
      <p>
        Déjà un compte ? <SignInButton>Se connecter</SignInButton>
      </p>
    </form>
  );
}
