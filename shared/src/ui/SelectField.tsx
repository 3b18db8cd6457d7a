import { FormField, type FormFieldProps } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Pick<FormFieldProps, 'id' | 'label' | 'hint' | 'error' | 'required' | 'fieldClassName'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The label of a first option of value "", such as "Tous les types" or "Choisissez un sujet". */
  emptyOption?: string;
}

/** A labelled drop-down list (a `FormField` around a `select`): one option per entry of `options`. */
export function SelectField({ value, onChange, options, emptyOption, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
