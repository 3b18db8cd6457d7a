import { useState, type FormEvent } from 'react';
import { Alert, EMAIL_MESSAGE, EMAIL_PATTERN, ErrorSummary, FormField, FormSubmit, type FieldError } from '@portail/shared';
import { requestEmailChange } from './api';
import { refusalOfField, useSubmission } from './useSubmission';

type Field = 'email' | 'motDePasse';
const fieldId = (name: Field) => `changement-email-${name}`;

/**
 * The change of the sign-in address: the identity provider mails a confirmation link to the new
 * address; the address changes once the link is followed.
 */
export function EmailForm({ current }: { current: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, busy, problem, done: sentTo, doneRef: sentRef, submit: submitWith } = useSubmission<string>();

  const submit = async (e: FormEvent) => {
    const address = email.trim().toLowerCase();
    await submitWith(e, {
      check: () => {
        const found: FieldError[] = [];
        if (!EMAIL_PATTERN.test(address)) found.push({ fieldId: fieldId('email'), message: EMAIL_MESSAGE });
        else if (address === current.toLowerCase()) found.push({ fieldId: fieldId('email'), message: "C'est déjà votre adresse e-mail." });
        if (!password) found.push({ fieldId: fieldId('motDePasse'), message: 'Veuillez saisir votre mot de passe actuel.' });
        return found;
      },
      send: async () => {
        await requestEmailChange(address, password);
        setEmail('');
        setPassword('');
        return address;
      },
      refusedFields: refusalOfField((message) => fieldId(message === EMAIL_MESSAGE ? 'email' : 'motDePasse')),
    });
  };

  const errorOf = (name: Field) => errors.find((x) => x.fieldId === fieldId(name))?.message;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Changer d'adresse e-mail">
      <p>
        Un courriel de confirmation est envoyé à la nouvelle adresse. Votre adresse ne change qu'une fois le lien de ce
        courriel suivi, dans les 24 heures ; vous vous reconnectez ensuite avec la nouvelle adresse sur tous vos appareils.
      </p>
      {sentTo && (
        <div ref={sentRef} tabIndex={-1}>
          <Alert tone="success" title="Courriel de confirmation envoyé" live="polite">
            <p className="profile-email">
              Un courriel de confirmation a été envoyé à {sentTo}. Suivez le lien qu'il contient pour confirmer votre nouvelle adresse. Sans
              courriel d'ici quelques minutes, vérifiez vos courriers indésirables.
            </p>
          </Alert>
        </div>
      )}
      <ErrorSummary errors={errors} />
      <FormField
        id={fieldId('email')}
        label="Nouvelle adresse e-mail"
        type="email"
        value={email}
        onChange={(ev) => setEmail(ev.currentTarget.value)}
        error={errorOf('email')}
        required
        autoComplete="email"
        spellCheck={false}
      />
      <FormField
        id={fieldId('motDePasse')}
        label="Mot de passe actuel"
        type="password"
        value={password}
        onChange={(ev) => setPassword(ev.currentTarget.value)}
        error={errorOf('motDePasse')}
        required
        autoComplete="current-password"
      />
      <FormSubmit label="Recevoir le lien de confirmation" busyLabel="Envoi…" busy={busy} problem={problem} problemTitle="Le courriel de confirmation n'a pas été envoyé" />
    </form>
  );
}
