// A form of one field and its button, the search pages' simplest (a registry, a case, a pledge):
// what is typed is checked when the form is sent, and the reason of a refusal shows under the field.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormField, type FormFieldProps } from '@portail/shared';

export interface OneFieldFormProps {
  /** The form's accessible name. */
  name: string;
  /** role="search" for a search among the site's data. */
  role?: 'search';
  field: { label: string; name: string; hint?: ReactNode; inputMode?: FormFieldProps['inputMode'] };
  submitLabel: string;
  /** What the field holds at first. */
  initial?: string;
  /** Acts on what was typed; returns why it is refused, if it is. */
  onSend: (value: string) => string | undefined;
}

export function OneFieldForm({ name, role, field, submitLabel, initial = '', onSend }: OneFieldFormProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(onSend(value));
  };
  return (
    <form role={role} aria-label={name} onSubmit={submit} noValidate>
      <FormField {...field} value={value} onChange={(e: { target: { value: string } }) => setValue(e.target.value)} error={error} />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
