import type { ChangeEvent } from 'react';
import { FormField, type ResourceState } from '@portail/shared';
import { departmentLabel, divisionLabel, type Departement, type Naf } from '../../reference/lists';
import { LoadFailure } from '../../states';
import { COMPANY_TYPES, FIELD_LABELS, STATUS_OPTIONS } from './criteria';

export type FilterSelectField = 'department' | 'activityDomain' | 'legalForm' | 'status' | 'companyType';

type Option = { value: string; label: string };

/** Each filter's "no filter" choice and its options. */
function choices(
  field: FilterSelectField,
  { legalForms = [], departments, divisions }: Pick<FilterSelectProps, 'legalForms' | 'departments' | 'divisions'>,
): { all: string; options: readonly Option[] } {
  switch (field) {
    case 'department':
      return { all: 'Tous les départements', options: departments?.status === 'ready' ? departments.data.map((d) => ({ value: d.code, label: departmentLabel(d) })) : [] };
    case 'activityDomain':
      return { all: "Tous les domaines d'activité", options: divisions?.status === 'ready' ? divisions.data.map((d) => ({ value: d.code, label: divisionLabel(d) })) : [] };
    case 'legalForm':
      return { all: 'Toutes les formes juridiques', options: legalForms.map((f) => ({ value: f.code, label: f.libelle })) };
    case 'status':
      return { all: 'Actives et radiées', options: STATUS_OPTIONS };
    case 'companyType':
      return { all: 'Entreprises et établissements', options: COMPANY_TYPES };
  }
}

export interface FilterSelectProps {
  field: FilterSelectField;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  /** The legal forms the API knows (for the legal-form filter). */
  legalForms?: { code: string; libelle: string }[];
  /** The API's departments (for the department filter). */
  departments?: ResourceState<Departement[]>;
  /** The API's activity sectors (for the activity filter). */
  divisions?: ResourceState<Naf[]>;
}

/**
 * A company filter as a labelled select: the advanced search and the results' filters share it. A
 * list from the API says that it is loading, or why it failed (with "Réessayer" when trying again
 * may help); meanwhile the chosen value keeps its option, by its code.
 */
export function FilterSelect({ field, value, onChange, ...lists }: FilterSelectProps) {
  const { all, options } = choices(field, lists);
  const list = field === 'department' ? lists.departments : field === 'activityDomain' ? lists.divisions : undefined;
  const shown = list && list.status !== 'ready' && value !== '' ? [{ value, label: value }, ...options] : options;
  const failed = list && (list.status === 'error' || list.status === 'not-found') ? list : null;
  return (
    <>
      <FormField label={FIELD_LABELS[field]} hint={list?.status === 'loading' ? LOADING[field as 'department' | 'activityDomain'] : undefined}>
        <select name={field} value={value} onChange={onChange} aria-busy={list?.status === 'loading' || undefined}>
          <option value="">{all}</option>
          {shown.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
      {failed && <LoadFailure error={failed.error} retry={failed.retry} />}
    </>
  );
}

const LOADING = { department: 'Chargement des départements…', activityDomain: "Chargement des domaines d'activité…" };
