import { useState, type FormEvent } from 'react';
import { Button } from '@portail/shared';
import { FILTER_FIELDS, RESULTS_PATH, FilterSelect } from '../advanced-search';
import { readFilters, withFilters, type FilterValues } from './filters';
import type { FilterLists } from './useFilterLists';

export interface FilterFormProps {
  params: URLSearchParams;
  lists: FilterLists;
  /** Called with the results URL's new query when the filters are applied. */
  onApply: (next: URLSearchParams) => void;
}

/** Parameters a filter form carries along unchanged; the page goes back to the first one. */
const RESET_ON_APPLY = new Set<string>([...FILTER_FIELDS, 'page']);

/**
 * The company filters: department, activity domain, legal form, state and entity type. A GET form
 * to the results page, so that it also works before the page's scripts run; applied by its button.
 */
export function FilterForm({ params, lists, onApply }: FilterFormProps) {
  const { legalForms } = lists;
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
      <FilterSelect field="department" value={values.department} onChange={set('department')} departments={lists.departments} />
      <FilterSelect field="activityDomain" value={values.activityDomain} onChange={set('activityDomain')} divisions={lists.divisions} />
      <FilterSelect field="legalForm" value={values.legalForm} onChange={set('legalForm')} legalForms={forms} />
      <FilterSelect field="status" value={values.status} onChange={set('status')} />
      <FilterSelect field="companyType" value={values.companyType} onChange={set('companyType')} />
      <Button type="submit" className="filter-form__submit">
        Appliquer les filtres
      </Button>
    </form>
  );
}
