import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import {
  Alert,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  ErrorSummary,
  FormField,
  FormSubmit,
  CONTACT_SUBJECTS,
  SelectField,
  authStore,
  contactProblems,
  isApiError,
  normaliseContactField,
  userMessage,
  userStore,
  type ContactField,
  type ContactValues,
  type FieldError,
  type SujetContact,
} from '@portail/shared';
import { fetchContactToken, sendContactRequest } from './contactApi';

const PREFIX = 'contact';
const fieldId = (name: ContactField) => `${PREFIX}-${name.replace('_', '-')}`;
const EMPTY: ContactValues = { nom: '', email: '', sujet: '', numero_commande: '', message: '' };
const NOT_READY = "Le formulaire n'a pas pu être préparé : vérifiez votre connexion puis renvoyez votre demande.";

function toFieldErrors(errors: Partial<Record<string, string>>): FieldError[] {
  return CONTACT_FIELDS.flatMap((f) => (errors[f] ? [{ fieldId: fieldId(f), message: errors[f] }] : []));
}

/** The field errors the API answered (`errors` of a 400), in the order of the form. */
function apiFieldErrors(error: unknown): FieldError[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const body = error.body as { errors?: unknown } | undefined;
  return body?.errors && typeof body.errors === 'object' ? toFieldErrors(body.errors as Record<string, string>) : [];
}

/** The name and address of the signed-in person, to start the form with. */
function usePrefill(): { nom: string; email: string } | null {
  const connected = useStore(authStore, (s) => s.connected);
  const firstName = useStore(authStore, (s) => s.firstName);
  const lastName = useStore(authStore, (s) => s.lastName);
  const claimedEmail = useStore(authStore, (s) => s.claims?.email);
  const info = useStore(userStore, (s) => s.info);
  if (!connected) return null;
  const name = `${info?.firstName || firstName || ''} ${info?.lastName || lastName || ''}`.trim();
  return { nom: name, email: info?.email || claimedEmail || '' };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface FormToken {
  token: string;
  /** When it arrived (ms): the API takes a request a few seconds after its token was issued. */
  receivedAt: number;
}

/**
 * The contact request form. Its token is asked for once the page is in the browser (the markup is
 * the same whether or not the server rendered it); the hidden `site_web` field is for robots only.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const token = useRef<Promise<FormToken> | null>(null);
  const prefill = usePrefill();

  /** Asks for a new token; a failed one is asked for again by the next sending. */
  const requestToken = useCallback(() => {
    const pending = fetchContactToken().then((token) => ({ token, receivedAt: Date.now() }));
    token.current = pending;
    pending.catch(() => {
      if (token.current === pending) token.current = null;
    });
    return pending;
  }, []);

  useEffect(() => {
    void requestToken().catch(() => undefined);
  }, [requestToken]);

  // A signed-in person's name and address, unless something is typed there already.
  useEffect(() => {
    if (!prefill) return;
    setValues((v) => ({ ...v, nom: v.nom || prefill.nom, email: v.email || prefill.email }));
  }, [prefill?.nom, prefill?.email]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Enter in a field while a request is on its way sends nothing more.
    if (busy) return;
    const found = toFieldErrors(contactProblems(values));
    setErrors(found);
    setProblem(null);
    if (found.length > 0) return;
    const clean = (f: ContactField) => normaliseContactField(f, values[f]);
    setBusy(true);
    let form: FormToken;
    try {
      form = await (token.current ?? requestToken());
    } catch {
      setProblem(NOT_READY);
      setBusy(false);
      return;
    }
    try {
      // A request sent too soon after its token would be taken for a robot's.
      const wait = CONTACT_LIMITS.tokenMinAgeMs + 500 - (Date.now() - form.receivedAt);
      if (wait > 0) await sleep(wait);
      const { reference } = await sendContactRequest({
        nom: clean('nom'),
        email: clean('email'),
        sujet: clean('sujet') as SujetContact,
        numero_commande: clean('numero_commande') || null,
        message: clean('message'),
        jeton: form.token,
        site_web: honeypot,
      });
      setSent({ reference, email: clean('email') });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields.length > 0) setErrors(fields);
      else {
        setProblem(userMessage(error));
        // An expired or used token: a new one lets the person send again.
        if (isApiError(error) && (error.status === 400 || error.status === 409)) void requestToken().catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div ref={sentRef} tabIndex={-1} className="contact-form__sent">
        <Alert tone="success" title="Votre demande a été envoyée" headingLevel={3} live="polite">
          <p>
            Elle est enregistrée sous la référence <strong>{sent.reference}</strong>. Un accusé de réception a été envoyé à {sent.email}.
          </p>
        </Alert>
      </div>
    );
  }

  const set = (name: ContactField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const errorOf = (name: ContactField) => errors.find((x) => x.fieldId === fieldId(name))?.message;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="contact-form" aria-labelledby="contact-form-title">
      <ErrorSummary errors={errors} />
      <FormField id={fieldId('nom')} label="Nom et prénom" value={values.nom} onChange={(e) => set('nom')(e.currentTarget.value)} error={errorOf('nom')} required maxLength={CONTACT_LIMITS.nomMax} autoComplete="name" />
      <FormField
        id={fieldId('email')}
        label="Adresse e-mail"
        hint="Nous vous répondrons à cette adresse."
        type="email"
        value={values.email}
        onChange={(e) => set('email')(e.currentTarget.value)}
        error={errorOf('email')}
        required
        maxLength={CONTACT_LIMITS.emailMax}
        autoComplete="email"
        spellCheck={false}
      />
      <SelectField
        id={fieldId('sujet')}
        label="Sujet de votre demande"
        error={errorOf('sujet')}
        required
        value={values.sujet}
        onChange={set('sujet')}
        emptyOption="Choisissez un sujet"
        options={CONTACT_SUBJECTS.map((s) => ({ value: s.code, label: s.libelle }))}
      />
      <FormField
        id={fieldId('numero_commande')}
        label="Numéro de commande (facultatif)"
        hint="CMD suivi de 8 chiffres, par exemple CMD00000042"
        value={values.numero_commande}
        onChange={(e) => set('numero_commande')(e.currentTarget.value)}
        error={errorOf('numero_commande')}
        maxLength={11}
        autoComplete="off"
        spellCheck={false}
      />
      <FormField
        id={fieldId('message')}
        label="Votre message"
        hint={`Entre ${CONTACT_LIMITS.messageMin} et 5 000 caractères. N'y indiquez ni mot de passe ni coordonnées bancaires.`}
        error={errorOf('message')}
        required
        fieldClassName="form-field--wide"
      >
        <textarea value={values.message} onChange={(e) => set('message')(e.currentTarget.value)} rows={8} maxLength={CONTACT_LIMITS.messageMax} />
      </FormField>
      {/* For robots only: out of sight, out of the accessibility tree and of the tab order. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${PREFIX}-site-web`}>Site web (ne pas remplir)</label>
        <input id={`${PREFIX}-site-web`} name="site_web" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.currentTarget.value)} />
      </div>
      <FormSubmit label="Envoyer ma demande" busyLabel="Envoi…" busy={busy} problem={problem} problemTitle="Votre demande n'a pas été envoyée" />
    </form>
  );
}
