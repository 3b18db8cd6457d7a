import { useState, type FormEvent } from 'react';
import {
  Button,
  CustomerAccountSchema,
  FormField,
  GENERIC_ERROR_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  POST_SIGN_IN_PATH,
  authApi,
  checkForm,
  customerFileSchema,
  isApiError,
  newIdempotencyKey,
} from '@portail/shared';
import { navigate } from '../../../navigation/location';
import { authSession } from '../../auth';
import type { FieldErrors } from './fieldErrors';
import { Notice } from './Notice';
import { TermsCheckbox } from './TermsCheckbox';

const CUSTOMER_FILE = customerFileSchema();

/** The customer account creation form of a signed-in user who has none (SPEC §2). */
export function CustomerFileForm() {
  const [profile, setProfile] = useState<'PARTICULIER' | 'PROFESSIONNEL'>('PARTICULIER');
  const [name, setName] = useState('');
  const [siren, setSiren] = useState('');
  const [conditions, setConditions] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One account per form shown: a double submit or a retried request gives back the same one.
  const [attempt] = useState(newIdempotencyKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The API's own schema: what it answers is what the form says first.
    const checked = checkForm(CUSTOMER_FILE, { type_profil: profile, denomination_sociale: name, siren, conditions });
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setSending(true);
    try {
      await authApi().postJson(
        CustomerAccountSchema,
        'signatures/creation_dossier_client',
        { ...checked.data, conditions: true },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: attempt } },
      );
      await authSession.loadAccounts();
      await authSession.loadSelectedAccount();
      navigate(POST_SIGN_IN_PATH);
    } catch (err) {
      const body = isApiError(err) ? (err.body as { errors?: FieldErrors; message?: string } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      else if (isApiError(err) && err.status === 409 && body?.message) setFailure(body.message);
      else setFailure(GENERIC_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Création du compte client">
      <p>Pour commander des documents et suivre vos entreprises, créez votre compte client.</p>
      {failure && <Notice kind="error">{failure}</Notice>}
      <fieldset>
        <legend>Vous êtes</legend>
        <div className="auth-form__choice">
          <input id="profil-particulier" type="radio" name="type_profil" checked={profile === 'PARTICULIER'} onChange={() => setProfile('PARTICULIER')} />
          <label htmlFor="profil-particulier">Un particulier</label>
        </div>
        <div className="auth-form__choice">
          <input id="profil-professionnel" type="radio" name="type_profil" checked={profile === 'PROFESSIONNEL'} onChange={() => setProfile('PROFESSIONNEL')} />
          <label htmlFor="profil-professionnel">Un professionnel</label>
        </div>
      </fieldset>
      {profile === 'PROFESSIONNEL' && (
        <>
          <FormField label="Dénomination de l'entreprise" name="denomination_sociale" required value={name} onChange={(e) => setName(e.target.value)} error={errors.denomination_sociale} />
          <FormField label="Numéro SIREN" name="siren" inputMode="numeric" hint="9 chiffres, facultatif." value={siren} onChange={(e) => setSiren(e.target.value)} error={errors.siren} />
        </>
      )}
      <TermsCheckbox
        id="dossier-conditions"
        checked={conditions}
        onChange={(e) => setConditions(e.target.checked)}
        error={errors.conditions}
      />
      <Button type="submit" disabled={sending}>
        Créer mon compte client
      </Button>
    </form>
  );
}
