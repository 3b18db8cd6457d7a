import { useState, type ChangeEvent, type FormEvent } from 'react';
import { userMessage } from '@portail/shared';
import { GROUP_NAME_HINT, groupNameProblem, normalizeGroupName } from './groupName';

/**
 * The state of a form that names a favourite group (to create or rename one): the field, its error
 * (the name rule's, or the API's refusal) and whether the name is being saved.
 */
export function useGroupNameForm(initial: string) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return {
    value,
    setValue,
    busy,
    /** The name field's props, besides its label. */
    field: {
      hint: GROUP_NAME_HINT,
      value,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.currentTarget.value),
      error: error ?? undefined,
      autoComplete: 'off',
    },
    /** The submitted name, normalized; null (its error shown) when the rule refuses it. */
    check(e: FormEvent): string | null {
      e.preventDefault();
      const name = normalizeGroupName(value);
      const problem = groupNameProblem(name);
      if (problem) {
        setError(problem);
        return null;
      }
      return name;
    },
    /** Runs `task` while busy; its failure's message shows under the field. */
    async save(task: () => Promise<void>): Promise<void> {
      setBusy(true);
      setError(null);
      try {
        await task();
      } catch (err) {
        setError(userMessage(err));
      } finally {
        setBusy(false);
      }
    },
  };
}
