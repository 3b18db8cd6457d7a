import { useId, useState, type FormEvent } from 'react';
import { Button, FormField } from '@portail/shared';
import { DEPARTMENTS, departmentLabel } from '../reference/departments';
import { NAF_DIVISIONS } from '../reference/nafDivisions';
import { COMPANY_TYPES, FIELD_LABELS, FILTER_FIELDS, RESULTS_PATH, STATUS_OPTIONS } from '../advanced-search/criteria';
import { readFilters, withFilters, type FilterValues } from './filters';

export interface FilterFormProps {
  params: URLSearchParams;
  legalForms: { code: string; libelle: string }[];
  /** Called with the results URL's new query when the filters are applied. */
  onApply: (next: URLSearchParams) => void;
}

/** Parameters a filter form carries along unchanged; the page goes back to the first one. */
const RESET_ON_APPLY = new Set<string>([...FILTER_FIELDS, 'page']);

/**
 * The company filters: department, activity domain, legal form, state and entity type. A GET form
 * to the results page, so that it also works before the page's scripts run; applied by its button.
 */
export function FilterForm({ params, legalForms, onApply }: FilterFormProps) {
  const id = useId();
  const [values, setValues] = useState<FilterValues>(() => readFilters(params));
  const set = (field: keyof FilterValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply(withFilters(params, values));
  };

  // A legal form in the URL keeps its option while the list loads (or if it failed to).
  const forms = legalForms.some((f) => f.code === values.legalForm) || values.legalForm === '' ? legalForms : [{ code: values.legalForm, libelle: values.legalForm }, ...legalForms];

  return (
    <form className="filter-form" method="get" action={RESULTS_PATH} onSubmit={submit}>
      {[...params.entries()]
        .filter(([k]) => !RESET_ON_APPLY.has(k))
        .map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
      <FormField label={FIELD_LABELS.department} id={`${id}-department`}>
        <select name="department" value={values.department} onChange={set('department')}>
          <option value="">Tous les départements</option>
          {DEPARTMENTS.map((d) => (
            <option key={d.code} value={d.code}>
              {departmentLabel(d)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={FIELD_LABELS.activityDomain} id={`${id}-activity`}>
        <select name="activityDomain" value={values.activityDomain} onChange={set('activityDomain')}>
          <option value="">Tous les domaines</option>
          {NAF_DIVISIONS.map((d) => (
            <option key={d.code} value={d.code}>
              {d.code} – {d.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={FIELD_LABELS.legalForm} id={`${id}-legal-form`}>
        <select name="legalForm" value={values.legalForm} onChange={set('legalForm')}>
          <option value="">Toutes les formes juridiques</option>
          {forms.map((f) => (
            <option key={f.code} value={f.code}>
              {f.libelle}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={FIELD_LABELS.status} id={`${id}-status`}>
        <select name="status" value={values.status} onChange={set('status')}>
          <option value="">Actives et radiées</option>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={FIELD_LABELS.companyType} id={`${id}-type`}>
        <select name="companyType" value={values.companyType} onChange={set('companyType')}>
          <option value="">Entreprises et établissements</option>
          {COMPANY_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" className="filter-form__submit">
        Appliquer les filtres
      </Button>
    </form>
  );
}
