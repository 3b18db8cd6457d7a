import { useState, type FormEvent } from 'react';
import { CITY_MAX_LENGTH, ErrorSummary, FormField, FormSubmit, LABEL_MAX_LENGTH, addressLineProblem, userMessage, type AdressePostale, type FieldError, type KbisPeriodique } from '@portail/shared';
import { changeDeliveryAddress } from './api';

type Field = 'destinataire' | 'ligne1' | 'ligne2' | 'code_postal' | 'ville' | 'pays';
type Values = Record<Field, string>;

const PREFIX = 'adresse-livraison';
const fieldId = (name: Field) => `${PREFIX}-${name}`;

/** The fields in the order of the form, with what an empty one says and how long it may be. */
const FIELDS: readonly { name: Field; label: string; missing: string | null; max: number; autoComplete: string }[] = [
  { name: 'destinataire', label: 'Destinataire', missing: 'Veuillez saisir le destinataire.', max: LABEL_MAX_LENGTH, autoComplete: 'organization' },
  { name: 'ligne1', label: 'Adresse', missing: "Veuillez saisir l'adresse.", max: LABEL_MAX_LENGTH, autoComplete: 'address-line1' },
  { name: 'ligne2', label: "Complément d'adresse", missing: null, max: LABEL_MAX_LENGTH, autoComplete: 'address-line2' },
  { name: 'code_postal', label: 'Code postal', missing: 'Veuillez saisir le code postal.', max: 5, autoComplete: 'postal-code' },
  { name: 'ville', label: 'Ville', missing: 'Veuillez saisir la ville.', max: CITY_MAX_LENGTH, autoComplete: 'address-level2' },
  { name: 'pays', label: 'Pays', missing: 'Veuillez saisir le pays.', max: CITY_MAX_LENGTH, autoComplete: 'country-name' },
];

function initialValues(a: AdressePostale | null): Values {
  return { destinataire: a?.destinataire ?? '', ligne1: a?.ligne1 ?? '', ligne2: a?.ligne2 ?? '', code_postal: a?.code_postal ?? '', ville: a?.ville ?? '', pays: a?.pays ?? 'France' };
}

/** The errors of the form, in the order of its fields, with the rules the API applies to a printed address. */
export function validateAddress(v: Values): FieldError[] {
  const errors: FieldError[] = [];
  for (const f of FIELDS) {
    const value = v[f.name].trim();
    let message: string | null = null;
    if (!value) message = f.missing;
    else if (f.name === 'code_postal') message = /^\d{5}$/.test(value) ? null : 'Le code postal doit comporter 5 chiffres.';
    else message = addressLineProblem(value, f.max);
    if (message) errors.push({ fieldId: fieldId(f.name), message });
  }
  return errors;
}

function toAddress(v: Values): AdressePostale {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  return { destinataire: clean(v.destinataire), ligne1: clean(v.ligne1), ligne2: clean(v.ligne2) || null, code_postal: v.code_postal.trim(), ville: clean(v.ville), pays: clean(v.pays) };
}

/** Where the remaining deliveries of a periodic Kbis by mail go; what the API refuses, it says why. */
export function DeliveryAddressForm({ kbis, onSaved }: { kbis: KbisPeriodique; onSaved: (updated: KbisPeriodique) => void }) {
  const [values, setValues] = useState<Values>(() => initialValues(kbis.adresse_livraison));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    setProblem(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      onSaved(await changeDeliveryAddress(kbis.id, toAddress(values)));
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: Field) => errors.find((x) => x.fieldId === fieldId(name))?.message;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="address-form">
      <ErrorSummary errors={errors} />
      <fieldset className="address-fields">
        <legend>Nouvelle adresse de livraison des envois restants</legend>
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            id={fieldId(f.name)}
            label={f.label}
            value={values[f.name]}
            onChange={(ev) => {
              const value = ev.currentTarget.value;
              setValues((v) => ({ ...v, [f.name]: value }));
            }}
            error={errorOf(f.name)}
            required={f.missing !== null}
            maxLength={f.max}
            autoComplete={`section-livraison shipping ${f.autoComplete}`}
            inputMode={f.name === 'code_postal' ? 'numeric' : undefined}
            hint={f.name === 'code_postal' ? '5 chiffres' : undefined}
            fieldClassName={f.name === 'code_postal' || f.name === 'ville' ? undefined : 'form-field--wide'}
          />
        ))}
      </fieldset>
      <FormSubmit label="Enregistrer l'adresse de livraison" busyLabel="Enregistrement…" busy={busy} problem={problem} problemTitle="L'adresse n'a pas été modifiée" />
    </form>
  );
}
