import type { ChangeEvent } from 'react';
import { FormField } from '@portail/shared';
import { DEPARTMENTS, departmentLabel } from '../reference/departments';
import { NAF_DIVISIONS } from '../reference/nafDivisions';
import { COMPANY_TYPES, FIELD_LABELS, STATUS_OPTIONS } from './criteria';

export type FilterSelectField = 'department' | 'activityDomain' | 'legalForm' | 'status' | 'companyType';

/** Each filter's "no filter" choice and its options. */
function choices(field: FilterSelectField, legalForms: { code: string; libelle: string }[]): { all: string; options: readonly { value: string; label: string }[] } {
  switch (field) {
    case 'department':
      return { all: 'Tous les départements', options: DEPARTMENTS.map((d) => ({ value: d.code, label: departmentLabel(d) })) };
    case 'activityDomain':
      return { all: "Tous les domaines d'activité", options: NAF_DIVISIONS.map((d) => ({ value: d.code, label: `${d.code} – ${d.label}` })) };
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
}

/** A company filter as a labelled select: the advanced search and the results' filters share it. */
export function FilterSelect({ field, value, onChange, legalForms = [] }: FilterSelectProps) {
  const { all, options } = choices(field, legalForms);
  return (
    <FormField label={FIELD_LABELS[field]}>
      <select name={field} value={value} onChange={onChange}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
