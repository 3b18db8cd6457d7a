import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import * as z from 'zod/mini';
import {
  Button,
  COMPLETE_ACCOUNT_PATH,
  CITY_MAX_LENGTH,
  CustomerAccountSchema,
  FormField,
  GENERIC_ERROR_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  LABEL_MAX_LENGTH,
  Loading,
  PERSONAL_SPACE_PATH,
  POST_SIGN_IN_PATH,
  PASSWORD_MIN_LENGTH,
  PageFrame,
  SPECIAL_CHARS_MESSAGE,
  accountCompletion,
  accountTitle,
  authApi,
  authStore,
  defaultLabel,
  isApiError,
  maxLengthMessage,
  minLengthMessage,
  newIdempotencyKey,
  publish,
  selectedAccountStore,
  userStore,
} from '@portail/shared';
import { handleLinkClick, navigate } from '../navigation/location';
import { authSession, startSignIn } from '../auth';

// The sign-in pages of the shell (SPEC §2, §4): sign-in, post-sign-in landing, account creation and
// its validation, the choice of a customer account and the complete-account page. The password form
// itself lives at the identity provider, in the popup.

const NAME_MAX = 70;
const LABEL_PATTERN = /^[\p{L}\p{N} '’.,&()/-]*$/u;

function Notice({ kind = 'info', children }: { kind?: 'info' | 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`auth-notice auth-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

function SignInButton({ returnTo, children = 'Se connecter' }: { returnTo?: string; children?: string }) {
  const signingIn = useStore(authStore, (s) => s.signingIn);
  return (
    <Button onClick={() => startSignIn({ returnTo })} disabled={signingIn} aria-busy={signingIn || undefined}>
      {children}
    </Button>
  );
}

function useAuthView() {
  const connected = useStore(authStore, (s) => s.connected);
  const restoring = useStore(authStore, (s) => s.restoring);
  return { connected, restoring };
}

function here(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function ConnexionPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const blocked = here().get('fenetre') === 'bloquee';
  return (
    <PageFrame title="Connexion" heading="Connexion à votre espace" siteName={siteName} breadcrumb={[{ label: 'Connexion' }]}>
      {restoring ? (
        <Loading label="Vérification de votre session…" />
      ) : connected ? (
        <>
          <Notice kind="success">Vous êtes connecté.</Notice>
          <p>
            <a href={PERSONAL_SPACE_PATH} onClick={handleLinkClick}>
              Accéder à mon espace personnel
            </a>
          </p>
        </>
      ) : (
        <>
          {blocked && (
            <Notice kind="error">
              Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, puis cliquez sur
              « Se connecter ».
            </Notice>
          )}
          <p>Connectez-vous pour retrouver votre panier, vos commandes, vos factures et vos surveillances d'entreprises.</p>
          <p>La connexion s'ouvre dans une petite fenêtre.</p>
          <SignInButton returnTo={POST_SIGN_IN_PATH} />
          <p>
            Pas encore de compte ?{' '}
            <a href="/inscription" onClick={handleLinkClick}>
              Créer un compte
            </a>
          </p>
        </>
      )}
    </PageFrame>
  );
}

export function PostConnexionPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const firstName = useStore(userStore, (s) => s.info?.firstName ?? null);
  const account = useStore(selectedAccountStore, (s) => s.account);
  return (
    <PageFrame title="Connexion" heading={connected && firstName ? `Bienvenue, ${firstName}` : 'Bienvenue'} siteName={siteName}>
      {restoring ? (
        <Loading label="Vérification de votre session…" />
      ) : connected ? (
        <>
          <p>Vous êtes connecté{account ? <> pour le compte client {account.denomination_sociale || account.numero_client}</> : null}.</p>
          <ul>
            <li>
              <a href={PERSONAL_SPACE_PATH} onClick={handleLinkClick}>
                Accéder à mon espace personnel
              </a>
            </li>
            <li>
              <a href="/recherche-entreprise-dirigeant/recherche-avancee" onClick={handleLinkClick}>
                Rechercher une entreprise
              </a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p>Vous n'êtes pas connecté.</p>
          <SignInButton returnTo={POST_SIGN_IN_PATH} />
        </>
      )}
    </PageFrame>
  );
}

type FieldErrors = Record<string, string>;

async function postJson(url: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, data };
}

function RegistrationForm() {
  const [values, setValues] = useState({ prenom: '', nom: '', email: '', mot_de_passe: '', confirmation: '', conditions: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string; checked?: boolean } }) =>
    setValues((v) => ({ ...v, [k]: k === 'conditions' ? !!e.target.checked : e.target.value }));

  const validate = (): FieldErrors => {
    const e: FieldErrors = {};
    if (!values.prenom.trim()) e.prenom = 'Veuillez saisir votre prénom.';
    else if (values.prenom.length > NAME_MAX) e.prenom = maxLengthMessage(NAME_MAX);
    if (!values.nom.trim()) e.nom = 'Veuillez saisir votre nom.';
    else if (values.nom.length > NAME_MAX) e.nom = maxLengthMessage(NAME_MAX);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) e.email = 'Veuillez saisir une adresse e-mail valide.';
    if (values.mot_de_passe.length < PASSWORD_MIN_LENGTH) e.mot_de_passe = minLengthMessage(PASSWORD_MIN_LENGTH);
    if (values.confirmation !== values.mot_de_passe) e.confirmation = 'Les deux mots de passe ne sont pas identiques.';
    if (!values.conditions) e.conditions = "Veuillez accepter les conditions générales d'utilisation.";
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

function CustomerFileForm() {
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
    const e: FieldErrors = {};
    if (profile === 'PROFESSIONNEL') {
      if (!name.trim()) e.denomination_sociale = 'Veuillez saisir la dénomination de votre entreprise.';
      else if (name.length > NAME_MAX) e.denomination_sociale = maxLengthMessage(NAME_MAX);
      if (siren.trim() && !/^\d{9}$/.test(siren.replace(/\s+/g, ''))) e.siren = 'Le numéro SIREN comporte 9 chiffres.';
    }
    if (!conditions) e.conditions = "Veuillez accepter les conditions générales d'utilisation et de vente.";
    setErrors(e);
    setFailure(null);
    if (Object.keys(e).length > 0) return;
    setSending(true);
    try {
      await authApi().postJson(
        CustomerAccountSchema,
        'signatures/creation_dossier_client',
        {
          type_profil: profile,
          denomination_sociale: profile === 'PROFESSIONNEL' ? name.trim() : null,
          siren: profile === 'PROFESSIONNEL' ? siren.replace(/\s+/g, '') : null,
          conditions: true,
        },
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

export function InscriptionPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const accounts = useStore(userStore, (s) => s.accounts);
  let body: ReactNode;
  if (restoring) body = <Loading label="Vérification de votre session…" />;
  else if (!connected) {
    body = (
      <>
        <p>
          Un compte vous permet de commander des documents officiels, de suivre vos commandes et de surveiller les entreprises qui
          vous intéressent.
        </p>
        <RegistrationForm />
      </>
    );
  } else if (accounts === null) body = <Loading />;
  else if (accounts.length === 0) body = <CustomerFileForm />;
  else {
    body = (
      <>
        <Notice>Votre compte client est déjà créé.</Notice>
        <p>
          <a href={PERSONAL_SPACE_PATH} onClick={handleLinkClick}>
            Accéder à mon espace personnel
          </a>
        </p>
      </>
    );
  }
  return (
    <PageFrame title="Créer un compte" siteName={siteName} breadcrumb={[{ label: 'Créer un compte' }]}>
      {body}
    </PageFrame>
  );
}

export function InscriptionValidationPage({ siteName }: { siteName: string }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);
  const token = here().get('jeton');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setResult({ ok: false, message: 'Suivez le lien reçu par courriel pour valider votre adresse et activer votre compte.' });
      return;
    }
    postJson('/auth/api/inscription/validation', { jeton: token })
      .then(({ status, data }) =>
        setResult({ ok: status === 200 || status === 409, message: typeof data.message === 'string' ? data.message : GENERIC_ERROR_MESSAGE }),
      )
      .catch(() => setResult({ ok: false, message: GENERIC_ERROR_MESSAGE }));
  }, [token]);
  return (
    <PageFrame title="Validation de votre compte" siteName={siteName} breadcrumb={[{ label: 'Validation du compte' }]}>
      {result === null ? (
        <Loading label="Validation en cours…" />
      ) : (
        <>
          <Notice kind={result.ok ? 'success' : token ? 'error' : 'info'}>{result.message}</Notice>
          {token && <SignInButton returnTo={POST_SIGN_IN_PATH} />}
        </>
      )}
    </PageFrame>
  );
}

export function SelectionCompteClientPage({ siteName }: { siteName: string }) {
  const { connected, restoring } = useAuthView();
  const accounts = useStore(userStore, (s) => s.accounts);
  const [busy, setBusy] = useState<number | null>(null);
  const choose = async (id: number) => {
    setBusy(id);
    const ok = await authSession.selectAccount(id);
    setBusy(null);
    if (ok) navigate(PERSONAL_SPACE_PATH);
  };
  let body: ReactNode;
  if (restoring) body = <Loading label="Vérification de votre session…" />;
  else if (!connected) {
    body = (
      <>
        <p>Connectez-vous pour choisir votre compte client.</p>
        <SignInButton />
      </>
    );
  } else if (accounts === null) body = <Loading />;
  else {
    body = (
      <>
        <p>Choisissez le compte client pour lequel vous souhaitez agir.</p>
        <ul className="account-list">
          {accounts.map((a) => (
            <li key={a.id} className="account-list__item">
              <div>
                <strong>{accountTitle(a)}</strong>
                <p className="account-list__meta">
                  {a.type_compte === 'ABONNE' ? 'Abonné' : 'Membre'}
                  {a.numero_client ? ` · n° client ${a.numero_client}` : ''}
                  {a.siren ? ` · SIREN ${a.siren}` : ''}
                  {a.selectionne ? ' · compte actuel' : ''}
                </p>
              </div>
              <Button variant={a.selectionne ? 'secondary' : 'primary'} onClick={() => void choose(a.id)} disabled={busy !== null} aria-label={`Choisir le compte ${accountTitle(a)}`}>
                Choisir ce compte
              </Button>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <PageFrame title="Choix du compte client" siteName={siteName} breadcrumb={[{ label: 'Choix du compte client' }]}>
      {body}
    </PageFrame>
  );
}

function labelError(value: string, max: number): string | undefined {
  if (!value.trim()) return 'Ce champ est obligatoire.';
  if (value.length > max) return maxLengthMessage(max);
  if (!LABEL_PATTERN.test(value)) return SPECIAL_CHARS_MESSAGE;
  return undefined;
}

/** SPEC §4: the page to complete an account whose name or city is too long for the mail labels. */
export function CompleterCompteClientPage({ siteName }: { siteName: string }) {
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    const e: FieldErrors = {};
    const c = labelError(values.courrier, LABEL_MAX_LENGTH);
    const f = labelError(values.facturation, LABEL_MAX_LENGTH);
    const v = longCity ? labelError(values.ville, CITY_MAX_LENGTH) : undefined;
    if (c) e.libelle_courrier = c;
    if (f) e.libelle_facturation = f;
    if (v) e.ville_facturation = v;
    setErrors(e);
    setFailure(null);
    if (Object.keys(e).length > 0) return;
    setSending(true);
    try {
      await authApi().putJson(z.unknown(), 'compte-client', {
        id: account.id,
        version: account.version,
        libelle_courrier: values.courrier.trim(),
        libelle_facturation: values.facturation.trim(),
        ...(longCity ? { ville_facturation: values.ville.trim() } : {}),
      });
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
        <FormField
          label="Libellé courrier"
          name="libelle_courrier"
          required
          maxLength={LABEL_MAX_LENGTH}
          value={values.courrier}
          onChange={(e) => setValues((v) => ({ ...v, courrier: e.target.value }))}
          error={errors.libelle_courrier}
        />
        <FormField
          label="Libellé de facturation"
          name="libelle_facturation"
          required
          maxLength={LABEL_MAX_LENGTH}
          value={values.facturation}
          onChange={(e) => setValues((v) => ({ ...v, facturation: e.target.value }))}
          error={errors.libelle_facturation}
        />
        {longCity && (
          <FormField
            label="Ville de facturation"
            name="ville_facturation"
            required
            maxLength={CITY_MAX_LENGTH}
            value={values.ville}
            onChange={(e) => setValues((v) => ({ ...v, ville: e.target.value }))}
            error={errors.ville_facturation}
          />
        )}
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

/** "J'accepte les conditions générales…", with its error below it. */
function TermsCheckbox({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}) {
  return (
    <>
      <div className="auth-form__choice">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          J'accepte les{' '}
          <a href="/cgu-cgv" onClick={handleLinkClick}>
            conditions générales d'utilisation et de vente
          </a>
        </label>
      </div>
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
