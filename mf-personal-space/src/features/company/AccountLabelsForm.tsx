import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, ErrorSummary, FormField, LABEL_MAX_LENGTH, ProblemAlert, accountLabelsSchema, checkForm, userMessage, type CustomerAccount, type FieldError } from '@portail/shared';
import { saveLabels, type Labels } from './api';

type Field = keyof Labels;

const FIELDS: readonly { name: Field; label: string; hint: string }[] = [
  { name: 'libelle_courrier', label: 'Libellé de courrier', hint: 'Le nom inscrit sur les envois postaux.' },
  { name: 'libelle_facturation', label: 'Libellé de facturation', hint: 'Le nom inscrit sur vos factures.' },
];

const fieldId = (name: Field) => `compte-${name}`;
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const labelsOf = (a: CustomerAccount): Labels => ({ libelle_courrier: a.libelle_courrier ?? '', libelle_facturation: a.libelle_facturation ?? '' });

/** The API's own schema, both labels required. */
const LABELS = accountLabelsSchema({ required: true });

function validate(account: CustomerAccount, v: Labels): FieldError[] {
  const checked = checkForm(LABELS, { id: account.id, version: account.version, ...v });
  return checked.ok ? [] : FIELDS.flatMap((f) => (checked.errors[f.name] ? [{ fieldId: fieldId(f.name), message: checked.errors[f.name]! }] : []));
}

/** The labels stored now and the ones typed, after someone else changed them first. */
interface Conflict {
  current: CustomerAccount;
  mine: Labels;
}

function ConflictNotice({ conflict, busy, onReapply, onKeep }: { conflict: Conflict; busy: boolean; onReapply: () => void; onKeep: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [conflict]);
  const stored = labelsOf(conflict.current);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="warning" title="Ces libellés ont été modifiés entre-temps" headingLevel={3} live="assertive">
        <p>
          Vos modifications n'ont pas été enregistrées : depuis l'ouverture de cette page, les libellés ont été changés, dans un autre onglet ou par une
          autre personne qui agit pour ce compte. Comparez, puis choisissez.
        </p>
        <div className="table-wrap">
          <table className="company-conflict">
            <caption className="visually-hidden">Libellés enregistrés et libellés saisis</caption>
            <thead>
              <tr>
                <th scope="col">Libellé</th>
                <th scope="col">Valeur enregistrée</th>
                <th scope="col">Votre saisie</th>
              </tr>
            </thead>
            <tbody>
              {FIELDS.map((f) => (
                <tr key={f.name}>
                  <th scope="row">{f.label}</th>
                  <td data-label="Valeur enregistrée">{stored[f.name] || '—'}</td>
                  <td data-label="Votre saisie">{clean(conflict.mine[f.name]) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="btn-group">
          <Button onClick={onReapply} disabled={busy}>
            {busy ? 'Enregistrement…' : 'Enregistrer ma saisie'}
          </Button>
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            Garder les valeurs enregistrées
          </Button>
        </div>
      </Alert>
    </div>
  );
}

/**
 * The mail and billing labels of the account, written on the version read: when someone changed
 * the account meanwhile, both versions are shown and the person chooses; nothing is overwritten silently.
 */
export function AccountLabelsForm({ account, onChanged }: { account: CustomerAccount; onChanged: (account: CustomerAccount) => void }) {
  const [values, setValues] = useState<Labels>(() => labelsOf(account));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const save = async (labels: Labels, version: number) => {
    setBusy(true);
    setProblem(null);
    setSaved(false);
    try {
      const outcome = await saveLabels({ id: account.id, version }, { libelle_courrier: clean(labels.libelle_courrier), libelle_facturation: clean(labels.libelle_facturation) });
      if (outcome.kind === 'saved') {
        setConflict(null);
        setValues(labelsOf(outcome.account));
        setSaved(true);
        onChanged(outcome.account);
      } else if (outcome.kind === 'conflict') {
        setConflict({ current: outcome.current, mine: labels });
        onChanged(outcome.current);
      } else {
        setConflict(null);
        setErrors(FIELDS.flatMap((f) => (outcome.errors[f.name] ? [{ fieldId: fieldId(f.name), message: outcome.errors[f.name]! }] : [])));
        if (!FIELDS.some((f) => outcome.errors[f.name])) setProblem(outcome.message);
      }
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(account, values);
    setErrors(found);
    setSaved(false);
    if (found.length === 0) void save(values, account.version);
  };

  const errorOf = (name: Field) => errors.find((x) => x.fieldId === fieldId(name))?.message;
  return (
    <form noValidate onSubmit={submit} className="company-labels">
      <ErrorSummary errors={errors} />
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          busy={busy}
          onReapply={() => void save(conflict.mine, conflict.current.version)}
          onKeep={() => {
            setValues(labelsOf(conflict.current));
            setConflict(null);
          }}
        />
      )}
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          id={fieldId(f.name)}
          label={f.label}
          hint={`${f.hint} ${LABEL_MAX_LENGTH} caractères au plus.`}
          value={values[f.name]}
          onChange={(ev) => {
            const value = ev.currentTarget.value;
            setValues((v) => ({ ...v, [f.name]: value }));
            setSaved(false);
          }}
          error={errorOf(f.name)}
          required
          maxLength={LABEL_MAX_LENGTH}
          autoComplete="organization"
        />
      ))}
      {saved && (
        <Alert tone="success" live="polite">
          <p>Les libellés ont été enregistrés.</p>
        </Alert>
      )}
      <ProblemAlert title="Les libellés n'ont pas été enregistrés" problem={problem} />
      <Button type="submit" disabled={busy || conflict !== null}>
        {busy && !conflict ? 'Enregistrement…' : 'Enregistrer les libellés'}
      </Button>
    </form>
  );
}
