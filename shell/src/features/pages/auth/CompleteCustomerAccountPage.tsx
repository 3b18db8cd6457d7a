import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import * as z from 'zod/mini';
import {
  Button,
  COMPLETE_ACCOUNT_PATH,
  CITY_MAX_LENGTH,
  FormField,
  GENERIC_ERROR_MESSAGE,
  LABEL_MAX_LENGTH,
  Loading,
  PERSONAL_SPACE_PATH,
  PageFrame,
  accountCompletion,
  accountLabelsSchema,
  authApi,
  checkForm,
  defaultLabel,
  isApiError,
  selectedAccountStore,
  userStore,
} from '@portail/shared';
import { navigate } from '../../../navigation/location';
import { authSession } from '../../auth';
import type { FieldErrors } from './fieldErrors';
import { Notice } from './Notice';
import { SignInButton } from './SignInButton';
import { useAuthView } from './useAuthView';

const LABELS = accountLabelsSchema({ required: true });

/** SPEC §4: the page to complete an account whose name or city is too long for the mail labels. */
export function CompleteCustomerAccountPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const account = useStore(selectedAccountStore, (s) => s.account);
  const info = useStore(userStore, (s) => s.info);
  const person = { firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' };
  const fallback = account ? defaultLabel(account, person) : '';
  const longCity = (account?.ville_facturation?.length ?? 0) > CITY_MAX_LENGTH;
  const [values, setValues] = useState({ courrier: '', facturation: '', ville: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (!account || filled.current === account.id) return;
    filled.current = account.id;
    setValues({
      courrier: (account.libelle_courrier || fallback).slice(0, LABEL_MAX_LENGTH),
      facturation: (account.libelle_facturation || fallback).slice(0, LABEL_MAX_LENGTH),
      ville: (account.ville_facturation ?? '').slice(0, CITY_MAX_LENGTH),
    });
  }, [account, fallback]);

  /** A required field of the form: its label, the API's name for it, the key of its value, its length limit. */
  const field = (label: string, name: string, key: keyof typeof values, maxLength: number) => (
    <FormField
      label={label}
      name={name}
      required
      maxLength={maxLength}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={errors[name]}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    // The API's own schema: both labels, and the shortened city when the account's is too long.
    const checked = checkForm(LABELS, {
      id: account.id,
      version: account.version,
      libelle_courrier: values.courrier,
      libelle_facturation: values.facturation,
      ...(longCity ? { ville_facturation: values.ville } : {}),
    });
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setSending(true);
    try {
      await authApi().putJson(z.unknown(), 'compte-client', checked.data);
      await authSession.loadSelectedAccount();
      const updated = selectedAccountStore.getState().account;
      if (updated && accountCompletion(updated, person).kind !== 'complete') navigate(PERSONAL_SPACE_PATH);
    } catch (err) {
      const body = isApiError(err) ? (err.body as { errors?: FieldErrors; message?: string } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      else if (isApiError(err) && err.status === 409) {
        setFailure(body?.message ?? GENERIC_ERROR_MESSAGE);
        await authSession.loadSelectedAccount();
        filled.current = null;
      } else setFailure(GENERIC_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  let body: ReactNode;
  if (restoring) body = <Loading label="Vérification de votre session…" />;
  else if (!connected) {
    body = (
      <>
        <p>Connectez-vous pour compléter votre compte client.</p>
        <SignInButton returnTo={COMPLETE_ACCOUNT_PATH} />
      </>
    );
  } else if (!account) body = <Loading />;
  else {
    body = (
      <form className="auth-form" onSubmit={submit} noValidate aria-label="Compléter le compte client">
        <p>
          Les libellés de votre compte figurent sur vos courriers et vos factures, sur une ligne d'adresse de {LABEL_MAX_LENGTH}{' '}
          caractères au plus. {longCity ? `Le nom de votre ville de facturation dépasse ${CITY_MAX_LENGTH} caractères : indiquez-en une forme abrégée.` : ''}
        </p>
        {failure && <Notice kind="error">{failure}</Notice>}
        {field('Libellé courrier', 'libelle_courrier', 'courrier', LABEL_MAX_LENGTH)}
        {field('Libellé de facturation', 'libelle_facturation', 'facturation', LABEL_MAX_LENGTH)}
        {longCity && field('Ville de facturation', 'ville_facturation', 'ville', CITY_MAX_LENGTH)}
        <Button type="submit" disabled={sending}>
          Enregistrer
        </Button>
      </form>
    );
  }
  return (
    <PageFrame title="Compléter votre compte client" siteName={siteName} breadcrumb={[{ label: 'Compléter votre compte client' }]}>
      {body}
    </PageFrame>
  );
}
